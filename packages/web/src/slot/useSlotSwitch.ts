// Moving the reader to another version or language, as the switchers do: to the same page there
// when it exists, else to that version's home page (a page added or removed between versions,
// or not written in that language). The page is asked for first, in its new slot: the answer is
// the one the view then shows, so the check costs no request.
import { SHARE_QUERY } from "@rxdocs/contract";
import { useCallback } from "react";
import { requestArticle } from "../api/articleRequests";
import { ApiError } from "../api/client";
import { useLocation, useNavigate } from "../routing";
import { articleHref, homeHref } from "../shared/articleHref";
import { linkSlot, type ResolvedSlot } from "./siteSlots";
import type { Slot } from "./slotQuery";
import { useSiteVersions } from "./useSlot";

const NOT_FOUND = 404;

/** Moves to the current page in `target`, or to its home page; settles once the move has begun. */
export function useSlotSwitch(): (target: ResolvedSlot) => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const site = useSiteVersions();
  return useCallback(
    async (target) => {
      const slot = linkSlot(target, site);
      const menuCode = pathname === "/view" ? new URLSearchParams(search).get(SHARE_QUERY.path) : null;
      navigate(menuCode && (await existsIn(menuCode, slot)) ? articleHref(menuCode, slot) : homeHref(slot));
    },
    [navigate, pathname, search, site],
  );
}

/** Whether the page exists in the slot; a failure other than its absence is left to the view to show. */
async function existsIn(menuCode: string, slot: Slot): Promise<boolean> {
  try {
    await requestArticle(menuCode, slot);
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.code === NOT_FOUND);
  }
}
