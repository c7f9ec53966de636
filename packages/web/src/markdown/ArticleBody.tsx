// The rendered article. Its HTML comes sanitized from the renderer; here it gets code
// highlighting (grammars loaded on demand), copy buttons, switching tab groups, formulas and
// diagrams (KaTeX and Mermaid loaded only for pages that need them), the renderer's interface
// words in the page's language (localizeArticle.ts), wide tables reachable by
// keyboard, in-app navigation for links to other articles, which stay in the reader's version
// and language, and the scroll to a #heading of the address.
import { CODE_TO_HIGHLIGHT, type RenderFeatures } from "@rxdocs/contract";
import katexStylesheet from "katex/dist/katex.min.css?url";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "../routing";
import { withSlot } from "../slot/slotQuery";
import { useSlot } from "../slot/useSlot";
import { useMessages } from "../i18n/useMessages";
import { sharedControls } from "../early/sharedControls";
import { renderDiagrams } from "./diagrams";
import { attachFormulas } from "./math";
import { localizeArticleHtml } from "./localizeArticle";
import { keepScrollersReachable } from "./scrollReach";
import "./markdown.css";
import "./containers.css";
import "./components.css";
import "./highlight.css";
import "./codeBlocks.css";

export interface ArticleBodyProps {
  html: string;
  /** What the page needs besides its HTML: KaTeX's stylesheet for formulas. */
  features?: RenderFeatures;
}

export function ArticleBody({ html, features }: ArticleBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const slot = useSlot();
  const messages = useMessages();
  const localized = useMemo(() => localizeArticleHtml(html, messages), [html, messages]);

  // The controls a reader clicks are attached in the commit that draws them, so that no click
  // finds one without its handler; what only draws waits for the paint.
  useLayoutEffect(() => {
    const root = ref.current!;
    const { attachCopyButtons, attachContentTabs } = sharedControls();
    const detachers = [attachCopyButtons(root), attachContentTabs(root)];
    return () => detachers.forEach((detach) => detach());
  }, [localized]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // A page the server rendered comes highlighted: the highlighter loads only for others.
    if (root.querySelector(CODE_TO_HIGHLIGHT)) {
      void import("./highlight").then(({ highlightCodeBlocks }) => highlightCodeBlocks(root), ignoreFailedLoad);
    }
    const detachers = [
      attachFormulas(root),
      renderDiagrams(root),
      keepScrollersReachable(Array.from(root.querySelectorAll(".rx-table-wrap"))),
    ];
    return () => detachers.forEach((detach) => detach());
  }, [localized]);

  // The renderer writes links to other articles as /view?path=…, the same for every version and
  // language of a page: they are given the reader's here, for a click, a prefetch or a new tab.
  useEffect(() => {
    for (const link of ref.current?.querySelectorAll<HTMLAnchorElement>(ARTICLE_LINK) ?? []) {
      const href = link.getAttribute("href")!;
      const inSlot = withSlot(href, slot);
      if (inSlot !== href) link.setAttribute("href", inSlot);
    }
  }, [localized, slot]);

  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, localized]);

  // Links to other articles stay in the app: no page load, the list already in memory.
  const followInAppLinks = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const href = link.getAttribute("href") ?? "";
    if (!href.startsWith("/view?")) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <>
      {/* Before the markup it styles: the browser applies it before it paints the formulas. */}
      {features?.math && <link rel="stylesheet" href={katexStylesheet} />}
      <div
        ref={ref}
        className="rx-markdown"
        onClick={followInAppLinks}
        dangerouslySetInnerHTML={{ __html: localized }}
      />
    </>
  );
}

const ARTICLE_LINK = 'a[href^="/view?"]';

/** Highlighting is an enhancement: code whose highlighter fails to load stays readable as it is. */
function ignoreFailedLoad(): void {}
