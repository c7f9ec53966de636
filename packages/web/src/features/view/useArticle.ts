// Which article the view shows. From the pre-rendered page it came with, or from the article
// list when it has arrived (no request at all); otherwise from getDetailByMenuCode at
// once, so the first article never waits for the whole list. Each in the version and language
// the address names: the same page of another version is another article.
import { useEffect, useState } from "react";
import { requestArticle } from "../../api/articleRequests";
import type { ListedArticle } from "../../api/calls";
import { ApiError } from "../../api/client";
import { clearHiddenRouteQuery } from "../../hiddenRoute/hiddenRouteQuery";
import { slotKey } from "../../slot/slotQuery";
import { useAddressSlot } from "../../slot/useSlot";
import { knownArticle, useAppStore } from "../../store/appStore";

export type ArticleState =
  { status: "loading" } | { status: "ready"; article: ListedArticle } | { status: "missing" } | { status: "failed" };

const NOT_FOUND = 404;
const INVALID_LINK = 403;

export function useArticle(menuCode: string | null): ArticleState {
  const slot = useAddressSlot();
  const known = useAppStore((state) => knownArticle(state, menuCode, slot));
  const [fetched, setFetched] = useState<{ page: string; state: ArticleState }>();
  /** The page last asked for again after an invalid link. */
  const [retried, setRetried] = useState<string>();
  const page = menuCode && `${menuCode}@${slotKey(slot)}`;

  useEffect(() => {
    if (!menuCode || !page || known) return;
    let current = true;
    requestArticle(menuCode, slot).then(
      (article) => current && setFetched({ page, state: { status: "ready", article } }),
      (error: unknown) => {
        if (!current) return;
        // A link that is no longer valid: forget it (the toast said why; the menu call may have
        // forgotten it already) and ask once more as a public reader, who cannot get a 403.
        if (error instanceof ApiError && error.code === INVALID_LINK && retried !== page) {
          clearHiddenRouteQuery();
          setRetried(page);
          return;
        }
        const missing = error instanceof ApiError && error.code === NOT_FOUND;
        setFetched({ page, state: { status: missing ? "missing" : "failed" } });
      },
    );
    return () => {
      current = false;
    };
  }, [menuCode, page, slot, known, retried]);

  if (!menuCode) return { status: "missing" };
  const answer = fetched?.page === page ? fetched.state : undefined;
  // An article fetched for this page came rendered: it stays when the list brings its Markdown.
  if (answer?.status === "ready") return answer;
  if (known) return { status: "ready", article: known };
  return answer ?? { status: "loading" };
}
