// The top bar's links when the site names its own (Docsify's _navbar.md, VitePress' nav): a link
// each, and a menu of links under a name, which opens without the app (a disclosure).
import type { TopNavLink } from "@rxdocs/contract";
import { useSlot } from "../../slot/useSlot";
import { NavAnchor } from "./NavAnchor";

export function TopNavLinks({ links, className }: { links: readonly TopNavLink[]; className: string }) {
  const slot = useSlot();
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={`${index}-${link.text}`}>
          {link.items && link.items.length > 0 ? (
            <details className="rx-topnav-menu">
              <summary>{link.text}</summary>
              <ul>
                {link.items.flatMap(withoutGroups).map((item, itemIndex) => (
                  <li key={`${itemIndex}-${item.text}`}>
                    <NavAnchor href={item.link} slot={slot}>
                      {item.text}
                    </NavAnchor>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <NavAnchor href={link.link} slot={slot}>
              {link.text}
            </NavAnchor>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A group inside a menu (VitePress' `{ text, items }` among its links) shows its links in its place. */
function withoutGroups(link: TopNavLink): TopNavLink[] {
  return link.items && link.items.length > 0 ? link.items.flatMap(withoutGroups) : [link];
}
