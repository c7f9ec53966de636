import { useEffect } from "react";
import { useAppStore } from "../../store/appStore";

/**
 * Once an article is on screen and the menus are in, loads the whole article list when the
 * browser is idle, so that moving between articles needs no request afterwards.
 */
export function useIdleArticleList(articleShown: boolean): void {
  const menusLoaded = useAppStore((state) => state.menusLoaded);
  const loadArticles = useAppStore((state) => state.loadArticles);
  useEffect(() => {
    if (!articleShown || !menusLoaded) return;
    const run = () => void loadArticles().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, [articleShown, menusLoaded, loadArticles]);
}
