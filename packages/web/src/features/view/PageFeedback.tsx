import { FEEDBACK_COMMENT_MAX_LENGTH } from "@rxdocs/contract";
import { useLayoutEffect, useRef } from "react";
import { useMessages } from "../../i18n/useMessages";
import { useSlot } from "../../slot/useSlot";
import { sharedControls } from "../../early/sharedControls";
import "./pageFeedback.css";

/**
 * "Was this page helpful?" below the article, on sites that ask (rxdocs.json `feedback`). Its
 * behaviour is pageFeedback.ts, which the page's inline script brings and runs too
 * (early/pageControls.ts); the words it shows after an answer travel with the markup, so the
 * inline script needs no catalogue.
 */
export function PageFeedback({ menuCode }: { menuCode: string }) {
  const messages = useMessages();
  const { version, lang } = useSlot();
  const ref = useRef<HTMLDivElement>(null);
  // Attached in the commit that draws the group, so that no click finds it without its handler.
  useLayoutEffect(() => sharedControls().attachPageFeedback(ref.current!), []);

  return (
    // A group, not a form: a page without scripts must never send the comment in its address.
    <div
      ref={ref}
      role="group"
      className="rx-feedback"
      data-rx-page-feedback=""
      data-rx-page={menuCode}
      data-rx-version={version}
      data-rx-lang={lang}
      aria-labelledby="rx-feedback-question"
    >
      <div className="rx-feedback__ask">
        <p id="rx-feedback-question" className="rx-feedback__question">
          {messages.text("feedback.question")}
        </p>
        <button type="button" className="rx-feedback__vote" data-rx-feedback-vote="yes" aria-pressed="false">
          {messages.text("feedback.yes")}
        </button>
        <button type="button" className="rx-feedback__vote" data-rx-feedback-vote="no" aria-pressed="false">
          {messages.text("feedback.no")}
        </button>
      </div>
      <div className="rx-feedback__comment" data-rx-feedback-comment="" hidden>
        <label htmlFor="rx-feedback-comment">{messages.text("feedback.commentLabel")}</label>
        <textarea id="rx-feedback-comment" name="comment" rows={3} maxLength={FEEDBACK_COMMENT_MAX_LENGTH} />
        <button type="button" className="rx-feedback__send" data-rx-feedback-send="">
          {messages.text("feedback.send")}
        </button>
      </div>
      <p className="rx-feedback__status" role="status" />
      <span hidden data-rx-feedback-word="thanks">
        {messages.text("feedback.thanks")}
      </span>
      <span hidden data-rx-feedback-word="failed">
        {messages.text("feedback.failed")}
      </span>
    </div>
  );
}
