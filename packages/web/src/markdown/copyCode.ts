import { FALLBACK_MESSAGES_EN } from "@rxdocs/contract";

const FEEDBACK_DURATION_MS = 1500;

/**
 * Makes the `.rx-code-copy` buttons under `root` copy their block's code, with one listener on
 * `root` so blocks rendered later work too. The button reports "Copied" or "Copy failed" for a
 * moment, in the words it carries (localizeArticle.ts), then shows its own again. Returns a
 * function that detaches everything.
 */
export function attachCopyButtons(root: HTMLElement): () => void {
  const resetTimers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
  // What each button said before its feedback, to say again after it.
  const idleLabels = new Map<HTMLElement, ButtonLabel>();
  let attached = true;

  const showFeedback = (button: HTMLElement, feedback: Feedback, message: string) => {
    if (!attached) return;
    if (!idleLabels.has(button)) {
      idleLabels.set(button, { text: button.textContent ?? "", label: button.getAttribute("aria-label") ?? "" });
    }
    setButtonLabel(button, { text: message, label: message });
    // The feedback's colour, whatever the language of its words (markdown.css).
    button.dataset.rxFeedback = feedback;
    clearTimeout(resetTimers.get(button));
    const timer = setTimeout(() => {
      resetTimers.delete(button);
      setButtonLabel(button, idleLabels.get(button)!);
      idleLabels.delete(button);
      delete button.dataset.rxFeedback;
    }, FEEDBACK_DURATION_MS);
    resetTimers.set(button, timer);
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(".rx-code-copy") : null;
    if (!button || !root.contains(button)) return;
    const block = button.closest(".rx-code");
    if (!block) return;
    copyText(codeToCopy(block)).then(
      () => showFeedback(button, "copied", button.dataset.rxCopied ?? FALLBACK_MESSAGES_EN["code.copied"]),
      () => showFeedback(button, "failed", button.dataset.rxCopyFailed ?? FALLBACK_MESSAGES_EN["code.copyFailed"]),
    );
  };

  root.addEventListener("click", onClick);
  return () => {
    attached = false;
    root.removeEventListener("click", onClick);
    resetTimers.forEach((timer, button) => {
      clearTimeout(timer);
      setButtonLabel(button, idleLabels.get(button)!);
      delete button.dataset.rxFeedback;
    });
    resetTimers.clear();
    idleLabels.clear();
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

type Feedback = "copied" | "failed";

interface ButtonLabel {
  text: string;
  label: string;
}

function setButtonLabel(button: HTMLElement, { text, label }: ButtonLabel): void {
  button.textContent = text;
  button.setAttribute("aria-label", label);
}
