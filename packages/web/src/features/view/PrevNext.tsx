import { useMemo } from "react";
import { Link } from "../../routing";
import { useAppStore } from "../../store/appStore";
import { readingOrder } from "../../store/menuIndex";
import { ArrowLeftIcon, ArrowRightIcon } from "../../ui/icons";
import { articleHref } from "../../shared/articleHref";
import { useSlot } from "../../slot/useSlot";

/** The previous and next article in menu order; a page the navigation does not list has neither. */
export function PrevNext({ menuCode }: { menuCode: string }) {
  const articleMenuCodes = useAppStore((state) => state.articleMenuCodes);
  const menuMap = useAppStore((state) => state.menuMap);
  const slot = useSlot();
  const order = useMemo(() => readingOrder(articleMenuCodes, menuMap), [articleMenuCodes, menuMap]);
  const at = order.indexOf(menuCode);
  if (at === -1) return null;
  const previous = menuMap[order[at - 1] ?? ""];
  const next = menuMap[order[at + 1] ?? ""];
  return (
    <nav className="rx-prev-next" aria-label="Previous and next article">
      {previous ? (
        <Link to={articleHref(previous.menuCode, slot)} className="rx-prev" rel="prev">
          <span className="rx-muted">
            <ArrowLeftIcon /> Previous
          </span>
          <span>{previous.menuName}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={articleHref(next.menuCode, slot)} className="rx-next" rel="next">
          <span className="rx-muted">
            Next <ArrowRightIcon />
          </span>
          <span>{next.menuName}</span>
        </Link>
      )}
    </nav>
  );
}
