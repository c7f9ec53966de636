// "Was this page helpful?" below an article (PageFeedback.tsx draws it): Yes or No sends the
// answer at once and opens a box for an optional comment, which Send adds to the same answer.
// Its behaviour lives here, on the markup, so that the page's inline script runs it from the
// first paint and the app runs the same code once it has the page; what the reader has done is
// kept in the markup's attributes (`aria-pressed`, `hidden`), which the app's take-over leaves as
// they are. The status' text would not match the markup the server rendered: it is emptied when
// the inline script's handlers are detached, and said again when the app's are attached.
//
// This module must stay free of React and of the app's other code: the inline script carries it.
import { ACCESS_HEADERS, API_BASE_PATH, API_PATHS, HTTP_TIMEOUT_MS, type SendFeedbackBody } from "@rxdocs/contract";
import { readHiddenRouteQuery } from "../../hiddenRoute/hiddenRouteQuery";

const FORM = "[data-rx-page-feedback]";
const VOTE = "[data-rx-feedback-vote]";
const SEND = "[data-rx-feedback-send]";

/**
 * Makes the feedback groups under `root` work, with listeners on `root` only, so that a group
 * rendered later works too. Returns a function that detaches them.
 */
export function attachPageFeedback(root: HTMLElement): () => void {
  // The app attaches to the form itself, the inline script to the whole page.
  const forms = root.matches(FORM) ? [root] : [...root.querySelectorAll(FORM)];
  for (const form of forms) if (form.querySelector(`${VOTE}[aria-pressed=true]`)) say(form, "thanks");

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const form = target?.closest<HTMLElement>(FORM);
    if (!target || !form || !root.contains(form)) return;
    const vote = target.closest<HTMLButtonElement>(VOTE);
    if (vote) answer(form, vote);
    else if (target.closest(SEND)) sendComment(form);
  };

  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    root.querySelectorAll(`${FORM} [role=status]`).forEach((status) => (status.textContent = ""));
  };
}

/** Yes or No: sent at once; once kept, the comment box opens with the focus in it. */
function answer(form: HTMLElement, vote: HTMLButtonElement): void {
  for (const button of form.querySelectorAll(VOTE)) button.setAttribute("aria-pressed", String(button === vote));
  void send(form, { helpful: vote.dataset.rxFeedbackVote === "yes" }).then((sent) => {
    if (!sent) return vote.setAttribute("aria-pressed", "false");
    const comment = form.querySelector<HTMLElement>("[data-rx-feedback-comment]");
    if (comment?.hidden) {
      comment.hidden = false;
      comment.querySelector("textarea")?.focus();
    }
  });
}

/** Send: the comment joins the answer; once kept, its box closes. */
function sendComment(form: HTMLElement): void {
  const pressed = form.querySelector(`${VOTE}[aria-pressed=true]`);
  const comment = form.querySelector("textarea")?.value.trim() ?? "";
  if (!pressed || comment === "") return;
  void send(form, { helpful: pressed.getAttribute("data-rx-feedback-vote") === "yes", comment }).then((sent) => {
    if (sent) form.querySelector<HTMLElement>("[data-rx-feedback-comment]")!.hidden = true;
  });
}

/** Sends the reader's answer; the form's status says how it went. */
async function send(form: HTMLElement, answer: Pick<SendFeedbackBody, "helpful" | "comment">): Promise<boolean> {
  const { rxPage: menuCode, rxVersion: version, rxLang: lang } = form.dataset;
  if (!menuCode) return false;
  const body: SendFeedbackBody = {
    menuCode,
    ...answer,
    ...(version && { version }),
    ...(lang && { lang }),
  };
  let sent = false;
  try {
    const response = await fetch(`${API_BASE_PATH}/${API_PATHS.sendFeedback}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...secretHeaders() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    // Read to its end: a body left unread keeps its request open in the browser.
    sent = response.ok && ((await response.json()) as { code?: number }).code === 200;
  } catch {
    // Offline or timed out: the status says so, and the reader may answer again.
  }
  say(form, sent ? "thanks" : "failed");
  return sent;
}

/** Puts one of the words the form carries in its status. */
function say(form: Element, word: "thanks" | "failed"): void {
  const status = form.querySelector("[role=status]");
  if (status) status.textContent = form.querySelector(`[data-rx-feedback-word=${word}]`)?.textContent ?? "";
}

/** The secrets the reader's share link gave: a page it opens may be answered about too. */
function secretHeaders(): Record<string, string> {
  const { hash, viewPathCode } = readHiddenRouteQuery();
  return {
    ...(hash && { [ACCESS_HEADERS.hash]: hash }),
    ...(viewPathCode && { [ACCESS_HEADERS.viewPathCode]: viewPathCode }),
  };
}
