// A link a site's navigation names: one of the reader's pages (kept in the reader's version and
// language) or home, through the app's router; another site's address opens in a new tab, as
// the links of articles do.
import { SHARE_QUERY } from "@rxdocs/contract";
import type { ReactNode } from "react";
import { Link } from "../../routing";
import { articleHref, homeHref } from "../../shared/articleHref";
import type { Slot } from "../../slot/slotQuery";

interface NavAnchorProps {
  href: string;
  slot: Slot;
  className?: string;
  children: ReactNode;
}

export function NavAnchor({ href, slot, className, children }: NavAnchorProps) {
  if (!href.startsWith("/") || href.startsWith("//")) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="rx-nav-external" aria-hidden="true">
          ↗
        </span>
      </a>
    );
  }
  return (
    <Link to={inSlot(href, slot)} className={className}>
      {children}
    </Link>
  );
}

/** The reader's own addresses in the reader's version and language. */
function inSlot(href: string, slot: Slot): string {
  if (href === "/") return homeHref(slot);
  const url = new URL(href, "http://site");
  const code = url.searchParams.get(SHARE_QUERY.path);
  if (url.pathname === "/view" && code) return articleHref(code, slot) + url.hash;
  return href;
}
