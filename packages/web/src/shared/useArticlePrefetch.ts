// Starts loading an article as soon as the pointer rests on a link to it or the keyboard
// focuses one, as the best documentation sites prefetch: by the click, it is on its way or
// there. Articles the store already holds are not asked for.
import { SHARE_QUERY } from "@rxdocs/contract";
import { useEffect } from "react";
import { prefetchArticle } from "../api/articleRequests";
import { knownArticle, useAppStore } from "../store/appStore";

const ARTICLE_LINK = 'a[href^="/view?"]';

export function useArticlePrefetch(): void {
  useEffect(() => {
    const prefetch = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(ARTICLE_LINK) : null;
      if (!link || link.origin !== location.origin) return;
      const menuCode = new URL(link.href).searchParams.get(SHARE_QUERY.path);
      if (menuCode && !knownArticle(useAppStore.getState(), menuCode)) prefetchArticle(menuCode);
    };
    document.addEventListener("pointerover", prefetch, { passive: true });
    document.addEventListener("focusin", prefetch);
    return () => {
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, []);
}
