// Reads one Markdown file: its front matter, checked key by key, and its body.
import {
  ARTICLE_STATUS_DRAFT,
  ARTICLE_STATUS_PUBLISHED,
  type ArticleStatus,
  badgeVariantSchema,
  type MenuBadge,
  type Visibility,
} from "@rxdocs/contract";
import matter from "gray-matter";
import type { PostFacts } from "./blogPosts.js";
import { isSettings, type Settings, SettingFields } from "./settingFields.js";

/** A tab as written: its Markdown inline, or the path of a file relative to the page. */
export type TabSource = { label: string; md: string } | { label: string; file: string };

export interface ArticleFrontMatter {
  title?: string;
  /** The page's summary, as Docusaurus, Starlight, Mintlify and VitePress write it. */
  description?: string;
  /** `sidebar_label`: the name in the menu when it differs from the title. */
  menuName?: string;
  code?: string;
  /** `order`, or Docusaurus' `sidebar_position`. */
  order?: number;
  status: ArticleStatus;
  visibility: Visibility;
  /** `createdAt`, or the `date` of Docusaurus and VitePress pages. */
  createdAt?: string;
  /** `updatedAt`, or Docusaurus' `last_update.date`. */
  updatedAt?: string;
  tabs: TabSource[];
  /** Docusaurus' `id`: replaces the file name in the page's doc id. */
  docId?: string;
  /** Docusaurus' `slug`: another address links may use for the page. */
  slug?: string;
  /** A word beside the name in the sidebar: Starlight's `sidebar.badge`, MkDocs Material's `status: new`, Mintlify's `tag`. */
  badge?: MenuBadge;
  /** Starlight's `sidebar.hidden`, Mintlify's `hidden`: the page is public but not listed in the sidebar. */
  navHidden?: boolean;
  /** An entry of the navigation that leads elsewhere rather than a page: where it leads. */
  link?: string;
  /** A blog post's authors and tags, when it names any: shown when the post is in a blog's section. */
  post?: PostFacts;
}

export interface ParsedMarkdownFile {
  /** Undefined when the front matter could not be read at all. */
  frontMatter?: ArticleFrontMatter;
  /** Every key of the front matter as YAML gave it, for what only some pages use (a home page's hero). */
  data?: Settings;
  /** Everything after the front matter, exactly as written. */
  body: string;
  /** The file's line on which the body starts, 1-based. */
  bodyLine: number;
  /** Why (part of) the front matter is unusable; empty when all is well. */
  reasons: string[];
  /**
   * What is ignored: a value of a key other tools use too that is not what rxdocs reads there.
   * Only keys that decide who may read a page (status, draft, visibility) and rxdocs' own keys
   * refuse a value they do not understand.
   */
  warnings?: string[];
  /** The line of the front matter a reason concerns, when known. */
  reasonLine?: number;
}

interface YamlError {
  reason: string;
  mark: { line: number };
}

/**
 * Passing options keeps gray-matter from caching every parsed file in a global map. The
 * JavaScript engine would eval a `---js` block, which no content folder may make us do.
 */
const MATTER_OPTIONS = {
  engines: {
    javascript: (): object => {
      throw new Error("JavaScript front matter is not allowed; use YAML");
    },
  },
};

export function parseMarkdownFile(text: string): ParsedMarkdownFile {
  let parsed: { data: unknown; content: string };
  try {
    // Most pages of most folders have no front matter: they skip the parser, which copies the text.
    parsed = text.startsWith("---") ? matter(text, MATTER_OPTIONS) : { data: {}, content: text };
  } catch (error) {
    return { body: "", bodyLine: 1, reasons: [describeFrontMatterError(error)], reasonLine: yamlErrorLine(error) };
  }
  const bodyLine = lineCount(text.slice(0, text.length - parsed.content.length)) + 1;
  if (!isSettings(parsed.data)) {
    return { body: parsed.content, bodyLine, reasons: ["front matter must be YAML keys and values"] };
  }
  if (expandsBeyond(parsed.data, expansionLimit(text))) {
    return { body: parsed.content, bodyLine, reasons: [ALIAS_EXPANSION_REASON] };
  }
  const fields = new SettingFields(parsed.data);
  /** Keys other tools write too, whose values rxdocs reads where it can and otherwise ignores. */
  const shared = new SettingFields(parsed.data);
  const sidebar = readStarlightSidebar(shared);
  const date = readDate(shared);
  const frontMatter: ArticleFrontMatter = {
    title: shared.text("title"),
    description: shared.text("description")?.trim() || undefined,
    menuName: shared.text("sidebar_label") ?? sidebar.label ?? shared.text("sidebarTitle"),
    code: fields.code("code"),
    order: fields.number("order") ?? shared.numeric("sidebar_position") ?? sidebar.order,
    status: readStatus(fields),
    visibility: fields.visibility("visibility") ?? "public",
    createdAt: fields.timestamp("createdAt") ?? date.created,
    updatedAt: fields.timestamp("updatedAt") ?? readLastUpdate(shared) ?? date.updated,
    tabs: readTabs(fields),
    docId: shared.string("id"),
    slug: shared.string("slug"),
    badge: sidebar.badge ?? statusBadge(parsed.data.status) ?? textBadge(shared.text("tag")),
    navHidden: sidebar.hidden ?? shared.boolean("hidden"),
    link: readLink(fields),
    post: readPostFacts(shared),
  };
  const warnings = shared.reasons.map((reason) => `${reason}; it is ignored`);
  return {
    frontMatter,
    data: parsed.data,
    body: parsed.content,
    bodyLine,
    reasons: fields.reasons,
    ...(warnings.length > 0 && { warnings }),
  };
}

/**
 * A blog post's `authors` (ids of the blog's authors file, or `{ name, url }` written out) and
 * its `tags` (texts, or Docusaurus' `{ label }`) and Material's `categories`.
 */
function readPostFacts(fields: SettingFields): PostFacts | undefined {
  const listOf = (key: string): unknown[] => {
    const value = fields.value(key);
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const authors = listOf("authors").flatMap((author): PostFacts["authors"] => {
    if (typeof author === "string") return [author];
    if (isSettings(author) && typeof author.name === "string") {
      return [{ name: author.name, ...(typeof author.url === "string" && { url: author.url }) }];
    }
    fields.reject("authors must be author ids or { name, url }");
    return [];
  });
  const tags = [...listOf("tags"), ...listOf("categories")].flatMap((tag) => {
    if (typeof tag === "string" || typeof tag === "number") return [String(tag)];
    if (isSettings(tag) && typeof tag.label === "string") return [tag.label];
    fields.reject("tags must be texts or { label }");
    return [];
  });
  return authors.length + tags.length > 0 ? { authors, tags } : undefined;
}

/** rxdocs' `link`: an address of another site (http or https), or one of this site's from its root. */
function readLink(fields: SettingFields): string | undefined {
  const value = fields.string("link");
  if (value === undefined || /^(?:https?:\/\/[^\s]+|\/[^\s]*)$/i.test(value)) return value;
  return fields.reject('link must be an http(s) address or an address from the site\'s root such as "/"');
}

/** Material for MkDocs' page statuses, shown as a badge; any other value refuses the page (readStatus). */
const STATUS_BADGES: Readonly<Record<string, MenuBadge>> = {
  new: { text: "New", variant: "tip" },
  deprecated: { text: "Deprecated", variant: "caution" },
};

function statusBadge(status: unknown): MenuBadge | undefined {
  return typeof status === "string" ? STATUS_BADGES[status] : undefined;
}

/** Mintlify's `tag: "NEW"`. */
function textBadge(text: string | undefined): MenuBadge | undefined {
  return text === undefined ? undefined : { text, variant: "default" };
}

/** `date`: a date (Docusaurus, VitePress), or Material's blog posts' `{ created, updated }`. */
function readDate(fields: SettingFields): { created?: string; updated?: string } {
  const value = fields.value("date");
  if (!isSettings(value)) return { created: fields.timestamp("date") };
  const date = new SettingFields(value);
  const read = { created: date.timestamp("created"), updated: date.timestamp("updated") };
  for (const reason of date.reasons) fields.reject(`date.${reason}`);
  return read;
}

/** Starlight's `sidebar: { label, order, hidden, badge }`. */
function readStarlightSidebar(fields: SettingFields): {
  label?: string;
  order?: number;
  hidden?: boolean;
  badge?: MenuBadge;
} {
  const value = fields.value("sidebar");
  // VitePress' `sidebar: false` hides the sidebar on the page; it says nothing of the page's place in it.
  if (value === undefined || typeof value === "boolean") return {};
  if (!isSettings(value)) {
    fields.reject("sidebar must be { label, order, hidden, badge }");
    return {};
  }
  const sidebar = new SettingFields(value);
  const read = {
    label: sidebar.text("label"),
    order: sidebar.numeric("order"),
    hidden: sidebar.boolean("hidden"),
    badge: readBadge(sidebar),
  };
  for (const reason of sidebar.reasons) fields.reject(`sidebar.${reason}`);
  return read;
}

/** A badge as Starlight writes it: its text, or `{ text, variant }`. */
function readBadge(fields: SettingFields): MenuBadge | undefined {
  const value = fields.value("badge");
  if (value === undefined) return undefined;
  if (typeof value === "string") return { text: value, variant: "default" };
  if (isSettings(value) && typeof value.text === "string") {
    const variant = badgeVariantSchema.safeParse(value.variant ?? "default");
    return { text: value.text, variant: variant.success ? variant.data : "default" };
  }
  return fields.reject("badge must be a text or { text, variant }");
}

/** Docusaurus' `last_update: { date, author }`; its author is not shown. */
function readLastUpdate(fields: SettingFields): string | undefined {
  const value = fields.value("last_update");
  if (value === undefined) return undefined;
  if (!isSettings(value)) return fields.reject("last_update must be { date, author }");
  return (
    new SettingFields(value).timestamp("date") ?? fields.reject('last_update.date must be a date such as "2024-01-31"')
  );
}

/**
 * YAML aliases repeat a value without writing it again, so a few lines can stand for more data
 * than memory holds ("billion laughs": each alias list names the one before twice). The home
 * page's front matter is kept whole and written out as JSON, which would never finish. Written
 * out without aliases, front matter is about as large as its text; far larger is such a bomb.
 */
const ALIAS_EXPANSION_REASON =
  "front matter expands to far more than its text through YAML aliases (&a, *a); write the values out";

function expansionLimit(text: string): number {
  return 4 * text.length + 4096;
}

/** Whether `value`, written out in full, has more than `limit` characters and values; stops counting there. */
function expandsBeyond(value: unknown, limit: number): boolean {
  let size = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    size += 1;
    if (typeof next === "string") size += next.length;
    else if (ArrayBuffer.isView(next)) size += next.byteLength;
    else if (Array.isArray(next)) for (const item of next) pending.push(item);
    else if (isSettings(next)) {
      for (const [key, item] of Object.entries(next)) {
        size += key.length;
        pending.push(item);
      }
    }
    if (size > limit) return true;
  }
  return false;
}

function lineCount(text: string): number {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count += 1;
  return count;
}

/**
 * `status: draft` or Docusaurus' `draft: true`; either one keeps the page unpublished. A status
 * that is neither, nor one of Material for MkDocs' (a badge), refuses the page: it decides who
 * may read it, and a misspelt draft must never be published.
 */
function readStatus(fields: SettingFields): ArticleStatus {
  const status = fields.value("status");
  const isDraft = fields.boolean("draft") === true || status === "draft";
  if (status !== undefined && status !== "draft" && status !== "published" && statusBadge(status) === undefined) {
    fields.reject('status must be "published" or "draft" (or Material for MkDocs\' "new" or "deprecated")');
  }
  return isDraft ? ARTICLE_STATUS_DRAFT : ARTICLE_STATUS_PUBLISHED;
}

function readTabs(fields: SettingFields): TabSource[] {
  const value = fields.value("tabs");
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    fields.reject("tabs must be a list of {label, md} or {label, file}");
    return [];
  }
  const tabs: TabSource[] = [];
  value.forEach((entry: unknown, index) => {
    const tab = readTab(entry);
    if (typeof tab === "string") fields.reject(`tabs[${index}] ${tab}`);
    else tabs.push(tab);
  });
  return tabs;
}

/** The tab, or why it is malformed. */
function readTab(entry: unknown): TabSource | string {
  if (!isSettings(entry)) return "must be {label, md} or {label, file}";
  const { label, md, file } = entry;
  if (typeof label !== "string" || label === "") return "needs a label (a non-empty string)";
  if ((md === undefined) === (file === undefined)) return "needs exactly one of md or file";
  if (md !== undefined) return typeof md === "string" ? { label, md } : "md must be a string";
  return typeof file === "string" && file !== "" ? { label, file } : "file must be a path";
}

function describeFrontMatterError(error: unknown): string {
  if (isYamlError(error)) return `front matter is not valid YAML: ${error.reason}`;
  return `front matter cannot be read: ${error instanceof Error ? error.message : String(error)}`;
}

/** js-yaml counts from the front matter's first line, which is the file's second (after "---"). */
function yamlErrorLine(error: unknown): number | undefined {
  return isYamlError(error) ? error.mark.line + 1 : undefined;
}

function isYamlError(error: unknown): error is YamlError {
  return error instanceof Error && error.name === "YAMLException" && "mark" in error && "reason" in error;
}
