// Heading ids, one rule for the article renderer and the search index, so that a search hit
// lands on the heading it names. GitHub's heading slugs: lower case; every character that is not a letter, mark, number,
// connector punctuation, space or hyphen removed; spaces turned into hyphens; a slug seen
// before gets -1, -2, … The same rule as github-slugger, whose generated character table
// weighs 3 KB compressed where Unicode property escapes say it in one line.
const NOT_IN_SLUG = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

export class Slugger {
  private readonly occurrences = new Map<string, number>();

  slug(text: string): string {
    return this.unique(text.toLowerCase().replace(NOT_IN_SLUG, "").replace(/ /g, "-"));
  }

  /** The id a heading takes: the one its author gave it (`## Title {#id}`), else its text's slug. */
  headingId(text: string, explicitId: string | undefined): string {
    return explicitId ? this.unique(explicitId) : this.slug(text);
  }

  /** `base` itself the first time, then `base-1`, `base-2`, … */
  private unique(base: string): string {
    let result = base;
    while (this.occurrences.has(result)) {
      const count = (this.occurrences.get(base) ?? 0) + 1;
      this.occurrences.set(base, count);
      result = `${base}-${count}`;
    }
    this.occurrences.set(result, 0);
    return result;
  }
}

/** The id the footnotes section's heading takes (marked-footnote's). */
export const FOOTNOTES_HEADING_ID = "footnote-label";

/** A slugger for one article's headings, as the renderer gives them ids. */
export function articleHeadingSlugger(): Slugger {
  const slugger = new Slugger();
  // Taken up front so a heading titled "Footnote label" cannot duplicate the footnotes' id.
  slugger.slug(FOOTNOTES_HEADING_ID);
  return slugger;
}
