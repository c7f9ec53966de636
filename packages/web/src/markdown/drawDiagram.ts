// Draws one Mermaid diagram into its placeholder. Mermaid runs in its strict mode (labels as
// text, no click handlers, no links to scripts), and its SVG still goes through DOMPurify's SVG
// profile before it reaches the page: a diagram is written by an author, like the rest.
import createDOMPurify from "dompurify";
import mermaid, { type MermaidConfig } from "mermaid";

/** The page's themes, and "neutral" (greys) for paper printed in black and white. */
export type DiagramTheme = "light" | "dark" | "neutral";

const purify = createDOMPurify(window);
let drawingCount = 0;

/** Draws `diagram` from its source in `theme`, unless it already shows that drawing; throws if it cannot. */
export async function drawDiagram(diagram: HTMLElement, theme: DiagramTheme): Promise<void> {
  if (diagram.dataset.theme === theme) return;
  const source = diagram.querySelector(".rx-diagram-source")?.textContent ?? "";
  mermaid.initialize(configFor(theme));
  // Mermaid scopes the drawing's styles to its id, so each drawing gets a new one.
  drawingCount += 1;
  const { svg, diagramType } = await mermaid.render(`rx-diagram-svg-${drawingCount}`, source);
  const drawing = purify
    .sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM_FRAGMENT: true })
    .querySelector("svg");
  if (!drawing) throw new Error("Mermaid drew nothing");
  nameDrawing(drawing, diagramType);
  // The previous drawing stays until this one replaces it, so a theme switch does not move the page.
  diagram.querySelector(":scope > svg")?.remove();
  diagram.append(drawing);
  diagram.dataset.theme = theme;
  diagram.removeAttribute("data-pending");
}

function configFor(theme: DiagramTheme): MermaidConfig {
  return {
    startOnLoad: false,
    securityLevel: "strict",
    // Labels as SVG text: HTML labels would need <foreignObject>, which the SVG profile removes.
    htmlLabels: false,
    // What a diagram's own directives (`%%{init: …}%%`) may not change: Mermaid's list, and the labels.
    secure: [
      "secure",
      "securityLevel",
      "startOnLoad",
      "maxTextSize",
      "suppressErrorRendering",
      "maxEdges",
      "htmlLabels",
    ],
    theme: theme === "light" ? "default" : theme,
    // The article's own typeface, so a diagram reads as part of the page.
    fontFamily: getComputedStyle(document.body).fontFamily,
    // A diagram that fails shows its source (diagrams.ts), not Mermaid's error drawing.
    suppressErrorRendering: true,
  };
}

// Diagram types whose name does not read well once split into words.
const DIAGRAM_NAMES: Readonly<Record<string, string>> = {
  er: "Entity relationship diagram",
  pie: "Pie chart",
  c4: "C4 diagram",
};

/**
 * A drawing is an image named after its kind ("Sequence diagram"), unless the author gave it a
 * title (Mermaid's accTitle, which it links with aria-labelledby, as accDescr with aria-describedby).
 */
function nameDrawing(drawing: SVGSVGElement, diagramType: string): void {
  drawing.setAttribute("role", "img");
  // Mermaid's own (`flowchart-v2`) would be read out in place of "image".
  drawing.removeAttribute("aria-roledescription");
  if (drawing.hasAttribute("aria-labelledby")) return;
  const words = diagramType
    .replace(/-v\d+$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  const name = DIAGRAM_NAMES[words] ?? (/(diagram|chart|graph|map)$/.test(words) ? words : `${words} diagram`);
  drawing.setAttribute("aria-label", name.charAt(0).toUpperCase() + name.slice(1));
}
