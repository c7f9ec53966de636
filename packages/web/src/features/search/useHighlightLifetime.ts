import { SHARE_QUERY } from "@rxdocs/contract";
import { useEffect } from "react";
import { useLocation } from "../../routing";
import { useAppStore } from "../../store/appStore";

/**
 * The words of an opened search result stay highlighted while the reader stays on its article
 * (moving between its headings included), and are forgotten once they go anywhere else, so
 * that coming back later shows the article plain. Only a move decides: the highlight is set
 * before the move to its article, which lands a moment later.
 */
export function useHighlightLifetime(): void {
  const { pathname, search } = useLocation();
  const shown = pathname === "/view" ? new URLSearchParams(search).get(SHARE_QUERY.path) : null;

  useEffect(() => {
    const { searchHighlight, setSearchHighlight } = useAppStore.getState();
    if (searchHighlight && searchHighlight.menuCode !== shown) setSearchHighlight(undefined);
  }, [shown]);
}
