import { shareSecretsOf } from "@rxdocs/contract";
import { useLayoutEffect, useRef } from "react";
import { hasSecrets } from "../../hiddenRoute/hiddenRouteQuery";
import { useMessages } from "../../i18n/useMessages";
import { useSearchParams } from "../../routing";
import { articleHref } from "../../shared/articleHref";
import { withSlot } from "../../slot/slotQuery";
import { useSlot } from "../../slot/useSlot";
import { useAppStore } from "../../store/appStore";
import { toast } from "../../ui/toast";
import { ChevronDownIcon, CopyIcon } from "../../ui/icons";
import { sharedControls } from "../../early/sharedControls";
import "./copyPage.css";

/** Chat assistants that open with a question in their address; the page's address is added to it (copyPage.ts). */
const ASSISTANTS = [
  { name: "ChatGPT", home: "https://chatgpt.com/", ask: "https://chatgpt.com/?hints=search&q=" },
  { name: "Claude", home: "https://claude.ai/new", ask: "https://claude.ai/new?q=" },
];

/**
 * "Copy page" beside the article's title: copies the page as Markdown, and a menu offers the
 * Markdown to read and the page handed to a chat assistant. A page that only a share link opens
 * gets the copy alone: a link to its Markdown would have to carry the link's secret, and an
 * assistant could not read it anyway. Its behaviour is copyPage.ts, which the page's inline
 * script brings and runs too (early/pageControls.ts).
 */
export function CopyPage({ menuCode }: { menuCode: string }) {
  const messages = useMessages();
  const slot = useSlot();
  const search = useSearchParams();
  const visibility = useAppStore((state) => state.menuMap[menuCode]?.visibility);
  const ref = useRef<HTMLDivElement>(null);

  // Attached in the commit that draws the menu, so that no click finds it without its handler.
  useLayoutEffect(
    () =>
      sharedControls().attachCopyPage(ref.current!, {
        onFailed: () => toast.error(messages.text("page.copyFailed")),
      }),
    [messages],
  );

  const isPublic = visibility === "public" && !hasSecrets(shareSecretsOf(search));
  const markdown = withSlot(`/view.md?path=${encodeURIComponent(menuCode)}`, slot);
  const newTab = { target: "_blank", rel: "noopener noreferrer", role: "menuitem", tabIndex: -1 } as const;
  return (
    <div
      ref={ref}
      className="rx-copy-page"
      data-rx-copy-page=""
      data-rx-markdown={markdown}
      data-rx-page={articleHref(menuCode, slot)}
    >
      <button type="button" className="rx-copy-page__copy" data-rx-copy-page-action="">
        <CopyIcon />
        {/* The feedback is drawn in place of the label (copyPage.css). */}
        <span className="rx-copy-page__text">
          <span className="rx-copy-page__label">{messages.text("page.copyPage")}</span>
          <span data-rx-feedback-word="copied">{messages.text("code.copied")}</span>
          <span data-rx-feedback-word="failed">{messages.text("code.copyFailed")}</span>
        </span>
      </button>
      <span className="rx-copy-page__status" role="status" />
      {isPublic && (
        <>
          <button
            type="button"
            id="rx-copy-page-more"
            className="rx-copy-page__more"
            aria-label={messages.text("page.moreActions")}
            title={messages.text("page.moreActions")}
            aria-haspopup="menu"
            aria-expanded="false"
            aria-controls="rx-copy-page-menu"
          >
            <ChevronDownIcon />
          </button>
          <div
            id="rx-copy-page-menu"
            className="rx-copy-page__menu"
            role="menu"
            aria-labelledby="rx-copy-page-more"
            hidden
          >
            <button type="button" role="menuitem" tabIndex={-1} data-rx-copy-page-action="">
              {messages.text("page.copyMarkdown")}
            </button>
            <a href={markdown} {...newTab}>
              {messages.text("page.viewMarkdown")}
            </a>
            {ASSISTANTS.map(({ name, home, ask }) => (
              <a key={name} href={home} data-rx-ask={ask} {...newTab}>
                {messages.text("page.openIn", { app: name })}
              </a>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
