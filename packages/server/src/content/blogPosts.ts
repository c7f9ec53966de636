// A blog as an article list: a section of dated posts, newest first, each post with a line of its
// authors and tags under its title, and the section's page listing the posts with their dates
// and summaries, as Docusaurus' blog and Material for MkDocs' blog plugin show them. A post's
// summary is what comes before `<!-- truncate -->` (Docusaurus) or `<!-- more -->` (Material),
// else its first paragraph.
import type { ArticleSource, MenuSource } from "./model.js";

/** An author as a blog's authors file describes one (Docusaurus' authors.yml, Material's .authors.yml). */
export interface PostAuthor {
  name: string;
  url?: string;
}

/** What a post's front matter says of it beyond its title and date. */
export interface PostFacts {
  /** Author ids (keys of the blog's authors file) or authors written out in the post. */
  authors: (string | PostAuthor)[];
  /** Docusaurus' tags, Material's categories and tags. */
  tags: string[];
}

const SUMMARY_END = /^\s*<!--\s*(?:truncate|more)\s*-->\s*$/m;
const FIRST_HEADING = /^#[ \t]+.*(?:\n|$)/;
/** The line withByline writes, which a summary leaves out. */
const BYLINE = /^\*(?:By |Tags: ).*\*[ \t]*(?:\n|$)/;

/** The newest first; undated posts after the dated ones, in their order. */
export function newestFirst<T extends { createdAt?: string }>(posts: readonly T[]): T[] {
  const dated = posts.filter((post) => post.createdAt !== undefined);
  const undated = posts.filter((post) => post.createdAt === undefined);
  dated.sort((a, b) => (a.createdAt! < b.createdAt! ? 1 : a.createdAt! > b.createdAt! ? -1 : 0));
  return [...dated, ...undated];
}

/** The post's body with its line of authors and tags under its title (or first, without one). */
export function withByline(body: string, facts: PostFacts, authors: Readonly<Record<string, PostAuthor>>): string {
  const line = bylineOf(facts, authors);
  if (line === undefined) return body;
  const heading = FIRST_HEADING.exec(body.replace(/^\s+/, ""));
  if (!heading) return `${line}\n\n${body}`;
  const at = body.indexOf(heading[0]) + heading[0].length;
  return `${body.slice(0, at).replace(/\n?$/, "\n")}\n${line}\n\n${body.slice(at).replace(/^\n+/, "")}`;
}

/** `*By [Ada](https://…) and Grace · Tags: release, guide*`; undefined when the post names neither. */
function bylineOf(facts: PostFacts, authors: Readonly<Record<string, PostAuthor>>): string | undefined {
  const names = facts.authors.map((author) => {
    const known = typeof author === "string" ? (authors[author] ?? { name: author }) : author;
    return known.url ? `[${escapeText(known.name)}](${known.url})` : escapeText(known.name);
  });
  const parts = [
    ...(names.length > 0 ? [`By ${joinNames(names)}`] : []),
    ...(facts.tags.length > 0 ? [`Tags: ${facts.tags.map(escapeText).join(", ")}`] : []),
  ];
  return parts.length > 0 ? `*${parts.join(" · ")}*` : undefined;
}

function joinNames(names: readonly string[]): string {
  return names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A post as its section's listing shows it. */
export interface ListedPost {
  menu: MenuSource;
  article: ArticleSource;
}

/** The section's page: its own text, if it has one, then each post's title, date and summary. */
export function postListing(ownBody: string, posts: readonly ListedPost[]): string {
  const entries = posts.map(({ menu, article }) => {
    const link = `/view?path=${encodeURIComponent(menu.menuCode)}`;
    const date = article.createdAt?.slice(0, 10);
    const summary = summaryOf(article.articleMd);
    return [
      `## [${escapeText(menu.menuName)}](${link})`,
      ...(date ? [`*${date}*`] : []),
      ...(summary ? [summary] : []),
      ...(summary ? [`[Read more](${link})`] : []),
    ].join("\n\n");
  });
  return [ownBody.trimEnd(), ...entries].filter((part) => part !== "").join("\n\n") + "\n";
}

/**
 * What comes before the summary's end marker, else the first paragraph, without the post's
 * title and with links and images as their text: the listing is not where they were written,
 * so their addresses would lead elsewhere.
 */
function summaryOf(body: string): string {
  const withoutTitle = body.replace(/^\s+/, "").replace(FIRST_HEADING, "").replace(/^\s+/, "").replace(BYLINE, "");
  const end = SUMMARY_END.exec(withoutTitle);
  const text = end ? withoutTitle.slice(0, end.index) : (withoutTitle.trim().split(/\n\s*\n/)[0] ?? "");
  return text
    .replace(/!\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\])/g, "")
    .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])?/g, "$1")
    .replace(/^#+[ \t]+/gm, "")
    .trim();
}

function escapeText(text: string): string {
  return text.replace(/[\\[\]*_`<]/g, (character) => `\\${character}`);
}
