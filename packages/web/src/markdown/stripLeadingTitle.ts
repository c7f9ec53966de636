// An ATX `# Title` on the first non-blank line, with optional closing hashes (`# Title #`).
const LEADING_H1 = /^(?:[ \t]*\r?\n)*[ ]{0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*(?:\r?\n|$)/;

/**
 * Removes a leading `# Title` that repeats the article's title (trimmed, case-insensitive), since
 * the page shows the title itself. Any other first heading stays.
 */
export function stripLeadingTitle(markdown: string, title: string): string {
  const match = LEADING_H1.exec(markdown);
  if (!match || normalizeTitle(match[1]!) !== normalizeTitle(title)) return markdown;
  return markdown.slice(match[0].length);
}

function normalizeTitle(title: string): string {
  return title.trim().toLowerCase();
}
