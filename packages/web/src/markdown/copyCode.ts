const FEEDBACK_DURATION_MS = 1500;
const IDLE_TEXT = "Copy";
const IDLE_LABEL = "Copy code";

/**
 * Makes the `.rx-code-copy` buttons under `root` copy their block's code, with one listener on
 * `root` so blocks rendered later work too. The button reports "Copied" or "Copy failed" for a
 * moment. Returns a function that detaches everything.
 */
export function attachCopyButtons(root: HTMLElement): () => void {
  const resetTimers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
  let attached = true;

  const showFeedback = (button: HTMLElement, message: string) => {
    if (!attached) return;
    setButtonLabel(button, message, message);
    clearTimeout(resetTimers.get(button));
    const timer = setTimeout(() => {
      resetTimers.delete(button);
      setButtonLabel(button, IDLE_TEXT, IDLE_LABEL);
    }, FEEDBACK_DURATION_MS);
    resetTimers.set(button, timer);
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(".rx-code-copy") : null;
    if (!button || !root.contains(button)) return;
    const block = button.closest(".rx-code");
    if (!block) return;
    copyText(codeToCopy(block)).then(
      () => showFeedback(button, "Copied"),
      () => showFeedback(button, "Copy failed"),
    );
  };

  root.addEventListener("click", onClick);
  return () => {
    attached = false;
    root.removeEventListener("click", onClick);
    resetTimers.forEach((timer, button) => {
      clearTimeout(timer);
      setButtonLabel(button, IDLE_TEXT, IDLE_LABEL);
    });
    resetTimers.clear();
  };
}

/**
 * The code of a block as the reader would paste it: its lines without the removed lines of a
 * diff. Line numbers and diff signs are drawn by CSS, so they are not in the text.
 */
function codeToCopy(block: Element): string {
  const lines = Array.from(block.querySelectorAll("pre > code > .rx-line:not(.rx-line--removed)"));
  return lines.map((line) => line.textContent ?? "").join("\n");
}

function copyText(text: string): Promise<void> {
  // The Clipboard API only exists in secure contexts (https, localhost).
  if (!navigator.clipboard) return Promise.reject(new Error("The clipboard is not available"));
  return navigator.clipboard.writeText(text);
}

function setButtonLabel(button: HTMLElement, text: string, label: string): void {
  button.textContent = text;
  button.setAttribute("aria-label", label);
}
