import { type RefObject, useEffect } from "react";
import { useAppStore } from "../../store/appStore";

/**
 * Highlights the words of the search result the reader opened in the article's text (its body
 * and its tabs), while the store keeps them for this article. The highlighter loads only then:
 * an article opened any other way does not wait for it.
 */
export function useSearchHighlight(
  articleRef: RefObject<HTMLElement | null>,
  menuCode: string | undefined,
  html: string | undefined,
): void {
  const highlight = useAppStore((state) => state.searchHighlight);
  const terms = highlight && highlight.menuCode === menuCode ? highlight.terms : undefined;

  useEffect(() => {
    const article = articleRef.current;
    if (!article || html === undefined || !terms?.length) return;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    import("../../shared/termHighlight").then(
      ({ keepTermsHighlighted }) => {
        if (isCurrent) stop = keepTermsHighlighted(article, terms);
      },
      () => undefined, // the article reads as well without its highlight
    );
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [articleRef, terms, html]);
}
