import type { MenuEntry } from "@rxdocs/contract";
import { Link } from "../../routing";
import { articleHref } from "../../shared/articleHref";
import { useSlot } from "../../slot/useSlot";
import { firstArticle } from "../../store/menuIndex";
import { NavAnchor } from "./NavAnchor";

/** The top-level menus (navList) as links to each section's first article, and the site's own links. */
export function SectionLinks({
  navList,
  activeCode,
  className,
}: {
  navList: readonly MenuEntry[];
  activeCode?: string;
  className: string;
}) {
  const slot = useSlot();
  return (
    <ul className={className}>
      {navList.map((section) => {
        if (section.navHidden) return null;
        if (section.link !== undefined) {
          return (
            <li key={section.menuCode}>
              <NavAnchor href={section.link} slot={slot}>
                {section.menuName}
              </NavAnchor>
            </li>
          );
        }
        const first = firstArticle(section);
        if (!first) return null;
        return (
          <li key={section.menuCode}>
            <Link
              to={articleHref(first.menuCode, slot)}
              aria-current={section.menuCode === activeCode ? "true" : undefined}
            >
              {section.menuName}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
