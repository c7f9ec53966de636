import type { SearchHit } from "@rxdocs/contract";
import { articleHref } from "../../shared/articleHref";
import type { Slot } from "../../slot/slotQuery";

/** A hit as the list shows it: one option, with the address it opens. */
export interface ResultOption {
  /** Its position among all options, in the order the list shows them. */
  index: number;
  hit: SearchHit;
  /** `/view?path=<menuCode>#<slug>`, without the `#` when the match is above the first heading. */
  href: string;
}

export interface ResultGroup {
  menuCode: string;
  articleTitle: string;
  options: ResultOption[];
}

/**
 * Groups the hits by article: the articles in the order of their best hit, each with its
 * hits in rank order. The options are numbered in that (display) order, which is the order
 * the arrow keys move in. Each opens its article in the version and language searched.
 */
export function groupHits(hits: readonly SearchHit[], slot?: Slot): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.menuCode);
    if (!group) {
      group = { menuCode: hit.menuCode, articleTitle: hit.articleTitle, options: [] };
      groups.set(hit.menuCode, group);
    }
    group.options.push({ index: 0, hit, href: hitHref(hit, slot) });
  }
  let index = 0;
  for (const group of groups.values()) for (const option of group.options) option.index = index++;
  return [...groups.values()];
}

function hitHref(hit: SearchHit, slot?: Slot): string {
  const href = articleHref(hit.menuCode, slot);
  return hit.heading ? `${href}#${hit.heading.slug}` : href;
}
