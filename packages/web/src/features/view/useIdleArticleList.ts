import { useEffect } from "react";
import { useAppStore } from "../../store/appStore";

/**
 * Once an article is on screen and the menus are in, loads the whole article list when the
 * browser is idle, so that moving between articles needs no request for them afterwards. The
 * renderer their Markdown needs loads when the reader heads for one (useArticlePrefetch.ts).
 * Menus of another version or language come without a list: theirs loads then.
 */
export function useIdleArticleList(articleShown: boolean): void {
  const menusLoaded = useAppStore((state) => state.menusLoaded);
  const menusSlot = useAppStore((state) => state.menusSlot);
  const loadArticles = useAppStore((state) => state.loadArticles);
  useEffect(() => {
    // Read, not subscribed to: the list's arrival need not render the view again.
    const hasList = useAppStore.getState().articleList.length > 0;
    if (!articleShown || !menusLoaded || hasList) return;
    const run = () => {
      void loadArticles().catch(() => undefined); // the client has shown the error
    };
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, [articleShown, menusLoaded, menusSlot, loadArticles]);
}
