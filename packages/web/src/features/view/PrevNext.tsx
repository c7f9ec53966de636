import { useMemo } from "react";
import { Link } from "../../routing";
import { useAppStore } from "../../store/appStore";
import { readingOrder } from "../../store/menuIndex";
import { ArrowLeftIcon, ArrowRightIcon } from "../../ui/icons";
import { articleHref } from "../../shared/articleHref";
import { useSlot } from "../../slot/useSlot";
import { useMessages } from "../../i18n/useMessages";

/** The previous and next article in menu order; a page the navigation does not list has neither. */
export function PrevNext({ menuCode }: { menuCode: string }) {
  const articleMenuCodes = useAppStore((state) => state.articleMenuCodes);
  const menuMap = useAppStore((state) => state.menuMap);
  const slot = useSlot();
  const messages = useMessages();
  const order = useMemo(() => readingOrder(articleMenuCodes, menuMap), [articleMenuCodes, menuMap]);
  const at = order.indexOf(menuCode);
  if (at === -1) return null;
  const previous = menuMap[order[at - 1] ?? ""];
  const next = menuMap[order[at + 1] ?? ""];
  return (
    <nav className="rx-prev-next" aria-label={messages.text("page.previousNext")}>
      {previous ? (
        <Link to={articleHref(previous.menuCode, slot)} className="rx-prev" rel="prev">
          <span className="rx-muted">
            <ArrowLeftIcon className="rx-flip-rtl" /> {messages.text("page.previous")}
          </span>
          <span>{previous.menuName}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={articleHref(next.menuCode, slot)} className="rx-next" rel="next">
          <span className="rx-muted">
            {messages.text("page.next")} <ArrowRightIcon className="rx-flip-rtl" />
          </span>
          <span>{next.menuName}</span>
        </Link>
      )}
    </nav>
  );
}
