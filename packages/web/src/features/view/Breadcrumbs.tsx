import type { MenuEntry } from "@rxdocs/contract";
import { MENU_TYPE_ARTICLE } from "@rxdocs/contract";
import { Link } from "../../routing";
import { articleHref } from "../../shared/articleHref";
import { useSlot } from "../../slot/useSlot";
import { firstArticle } from "../../store/menuIndex";
import { useMessages } from "../../i18n/useMessages";

export function Breadcrumbs({ trail }: { trail: readonly MenuEntry[] }) {
  const slot = useSlot();
  const messages = useMessages();
  if (trail.length < 2) return null;
  return (
    <nav className="rx-breadcrumbs" aria-label={messages.text("page.breadcrumbs")}>
      <ol>
        {trail.slice(0, -1).map((entry) => {
          const target = entry.menuType === MENU_TYPE_ARTICLE ? entry : firstArticle(entry);
          return (
            <li key={entry.menuCode}>
              {target ? <Link to={articleHref(target.menuCode, slot)}>{entry.menuName}</Link> : entry.menuName}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
