// Starts loading an article as soon as the pointer rests on a link to it or the keyboard
// focuses one, as the best documentation sites prefetch: by the click, it is on its way or
// there. Articles the store already holds are not asked for: they are rendered then, so that
// the click only has to show them, and the renderer they need loads when the pointer enters a
// navigation (the sidebar, previous and next).
import { SHARE_QUERY } from "@rxdocs/contract";
import { useEffect } from "react";
import { prefetchArticle } from "../api/articleRequests";
import { loadRenderer, prerenderArticle } from "../markdown/useRenderedArticle";
import { slotOf } from "../slot/slotQuery";
import { knownArticle, useAppStore } from "../store/appStore";

const ARTICLE_LINK = 'a[href^="/view?"]';

export function useArticlePrefetch(): void {
  useEffect(() => {
    const prefetch = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>(ARTICLE_LINK);
      if (!link) {
        // Into the sidebar or another navigation: the articles of the list need the renderer,
        // which starts loading before the pointer reaches a link.
        if (target?.closest("nav") && useAppStore.getState().articleList.length > 0)
          void loadRenderer().catch(() => undefined);
        return;
      }
      if (link.origin !== location.origin) return;
      const { searchParams } = new URL(link.href);
      const menuCode = searchParams.get(SHARE_QUERY.path);
      if (!menuCode) return;
      // In the version and language the link leads to, which the app's links name.
      const slot = slotOf(searchParams);
      const known = knownArticle(useAppStore.getState(), menuCode, slot);
      if (!known) prefetchArticle(menuCode, slot);
      else prerenderArticle(known);
    };
    document.addEventListener("pointerover", prefetch, { passive: true });
    document.addEventListener("focusin", prefetch);
    return () => {
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, []);
}
