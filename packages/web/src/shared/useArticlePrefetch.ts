// Starts loading an article as soon as the pointer rests on a link to it or the keyboard
// focuses one, as the best documentation sites prefetch: by the click, it is on its way or
// there. Articles the store already holds are not asked for: the Markdown renderer that will
// draw them is what starts loading then (a first visit loads no renderer until the reader
// heads for another article).
import { SHARE_QUERY } from "@rxdocs/contract";
import { useEffect } from "react";
import { prefetchArticle } from "../api/articleRequests";
import { loadRenderer } from "../markdown/useRenderedArticle";
import { knownArticle, useAppStore } from "../store/appStore";

const ARTICLE_LINK = 'a[href^="/view?"]';

export function useArticlePrefetch(): void {
  useEffect(() => {
    const prefetch = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(ARTICLE_LINK) : null;
      if (!link || link.origin !== location.origin) return;
      const menuCode = new URL(link.href).searchParams.get(SHARE_QUERY.path);
      if (!menuCode) return;
      const known = knownArticle(useAppStore.getState(), menuCode);
      if (!known) prefetchArticle(menuCode);
      else if (!("rendered" in known && known.rendered)) void loadRenderer().catch(() => undefined); // tried again on the click
    };
    document.addEventListener("pointerover", prefetch, { passive: true });
    document.addEventListener("focusin", prefetch);
    return () => {
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, []);
}
