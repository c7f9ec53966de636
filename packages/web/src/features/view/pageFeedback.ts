// "Was this page helpful?" below an article (PageFeedback.tsx draws it): Yes or No sends the
// answer at once and opens a box for an optional comment, which Send adds to the same answer.
// Its behaviour lives here, on the markup, so that the page's inline script runs it from the
// first paint and the app runs the same code once it has the page; what the reader has done is
// kept in the markup's attributes (`aria-pressed`, `hidden`), which the app's take-over leaves as
// they are. The status' text would not match the markup the server rendered: it is emptied when
// the inline script's handlers are detached, and said again when the app's are attached.
//
// This module must stay free of React and of the app's other code: the inline script carries it.
import { API_PATHS, type SendFeedbackBody } from "@rxdocs/contract";
import { apiRequest, readAnswer } from "../../api/transport";
import { readHiddenRouteQuery } from "../../hiddenRoute/hiddenRouteQuery";

const GROUP = "[data-rx-page-feedback]";
const VOTE = "[data-rx-feedback-vote]";
const SEND = "[data-rx-feedback-send]";

/**
 * Makes the feedback groups under `root` work, with listeners on `root` only, so that a group
 * rendered later works too. Returns a function that detaches them.
 */
export function attachPageFeedback(root: HTMLElement): () => void {
  // The app attaches to the group itself, the inline script to the whole page.
  const groups = root.matches(GROUP) ? [root] : [...root.querySelectorAll(GROUP)];
  for (const group of groups) if (group.querySelector(`${VOTE}[aria-pressed=true]`)) say(group, "thanks");

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const group = target?.closest<HTMLElement>(GROUP);
    if (!target || !group || !root.contains(group)) return;
    const vote = target.closest<HTMLButtonElement>(VOTE);
    if (vote) answer(group, vote);
    else if (target.closest(SEND)) sendComment(group);
  };

  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    root.querySelectorAll(`${GROUP} [role=status]`).forEach((status) => (status.textContent = ""));
  };
}

/** Yes or No: sent at once; once kept, the comment box opens with the focus in it. */
function answer(group: HTMLElement, vote: HTMLButtonElement): void {
  for (const button of group.querySelectorAll(VOTE)) button.setAttribute("aria-pressed", String(button === vote));
  void send(group, { helpful: vote.dataset.rxFeedbackVote === "yes" }).then((sent) => {
    if (!sent) return vote.setAttribute("aria-pressed", "false");
    const comment = group.querySelector<HTMLElement>("[data-rx-feedback-comment]");
    if (comment?.hidden) {
      comment.hidden = false;
      comment.querySelector("textarea")?.focus();
    }
  });
}

/** Send: the comment joins the answer; once kept, its box closes. */
function sendComment(group: HTMLElement): void {
  const pressed = group.querySelector(`${VOTE}[aria-pressed=true]`);
  const comment = group.querySelector("textarea")?.value.trim() ?? "";
  if (!pressed || comment === "") return;
  void send(group, { helpful: pressed.getAttribute("data-rx-feedback-vote") === "yes", comment }).then((sent) => {
    if (sent) group.querySelector<HTMLElement>("[data-rx-feedback-comment]")!.hidden = true;
  });
}

/** Sends the reader's answer; the group's status says how it went. */
async function send(group: HTMLElement, answer: Pick<SendFeedbackBody, "helpful" | "comment">): Promise<boolean> {
  const { rxPage: menuCode, rxVersion: version, rxLang: lang } = group.dataset;
  if (!menuCode) return false;
  const body: SendFeedbackBody = {
    menuCode,
    ...answer,
    ...(version && { version }),
    ...(lang && { lang }),
  };
  let sent = false;
  try {
    // With the secrets the reader's share link gave: a page it opens may be answered about too.
    await readAnswer(await apiRequest(API_PATHS.sendFeedback, body, { secrets: readHiddenRouteQuery() }));
    sent = true;
  } catch {
    // Refused, offline or timed out: the status says so, and the reader may answer again.
  }
  say(group, sent ? "thanks" : "failed");
  return sent;
}

/** Puts one of the words the group carries in its status. */
function say(group: Element, word: "thanks" | "failed"): void {
  const status = group.querySelector("[role=status]");
  if (status) status.textContent = group.querySelector(`[data-rx-feedback-word=${word}]`)?.textContent ?? "";
}
