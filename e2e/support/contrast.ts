// An automated WCAG 2.x AA check of text contrast (success criterion 1.4.3), run inside the
// page: page.evaluate(contrastReport, "body"), or another selector for one part of it. It must stay one self-contained function, since
// Playwright sends its source text to the browser.
//
// For every element with its own visible text it takes the text colour and, for the
// background, walks up the ancestors stacking their background colours until an opaque one
// (semi-transparent layers are blended, as the browser paints them). Colours are resolved by
// painting them on a canvas, so every CSS colour syntax (color-mix(), color(srgb …)) works.
// Not covered: text over background images or over elements that are not its ancestors
// (say, a fixed bar over scrolled content), text in pseudo-elements, and hover states.

export interface ContrastFailure {
  element: string;
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
}

export interface ContrastReport {
  /** How many text elements were measured. */
  checked: number;
  failures: ContrastFailure[];
}

export function contrastReport(within: string): ContrastReport {
  type Rgb = [number, number, number];
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const paint = canvas.getContext("2d", { willReadFrequently: true })!;

  const alphaOf = (color: string): number => {
    paint.globalCompositeOperation = "copy";
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    return paint.getImageData(0, 0, 1, 1).data[3]! / 255;
  };
  /** Paints `colors` over each other (the first one opaque), the last at `opacity`, and reads the result. */
  const composite = (colors: string[], opacity = 1): Rgb => {
    colors.forEach((color, index) => {
      paint.globalCompositeOperation = index === 0 ? "copy" : "source-over";
      paint.globalAlpha = index === colors.length - 1 ? opacity : 1;
      paint.fillStyle = color;
      paint.fillRect(0, 0, 1, 1);
    });
    paint.globalAlpha = 1;
    const [r, g, b] = paint.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!];
  };
  const luminance = (rgb: Rgb): number => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const describe = (element: Element): string =>
    element.tagName.toLowerCase() + Array.from(element.classList, (name) => `.${name}`).join("");

  const textElements = new Set<Element>();
  const walker = document.createTreeWalker(document.querySelector(within) ?? document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && node.parentElement) textElements.add(node.parentElement);
  }

  const failures: ContrastFailure[] = [];
  let checked = 0;
  for (const element of textElements) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (element.closest("script, style, noscript, [inert], :disabled")) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // visually hidden text for screen readers

    // The opacity of the element and of all its ancestors fades the text; the backgrounds count
    // from the element up to the first opaque one.
    let opacity = 1;
    const backgrounds: string[] = [];
    let isCovered = false;
    let hasImage = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      if (isCovered) continue;
      hasImage ||= style.backgroundImage !== "none";
      backgrounds.push(style.backgroundColor);
      isCovered = alphaOf(style.backgroundColor) === 1;
    }
    if (hasImage || opacity < 0.1) continue;
    const layers = [...(isCovered ? [] : ["#fff"]), ...backgrounds.reverse()];
    const style = getComputedStyle(element);
    const background = composite(layers);
    const foreground = composite([...layers, style.color], opacity);
    const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    const ratio = (lighter! + 0.05) / (darker! + 0.05);
    const size = parseFloat(style.fontSize);
    const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const required = isLarge ? 3 : 4.5;
    checked += 1;
    if (ratio < required) {
      failures.push({
        element: describe(element),
        text: (element.textContent ?? "").trim().slice(0, 40),
        ratio: Math.round(ratio * 100) / 100,
        required,
        color: `rgb(${foreground.join(", ")})`,
        background: `rgb(${background.join(", ")})`,
      });
    }
  }
  return { checked, failures };
}
