// Material for MkDocs' blog plugin: the blog's folder (`blog_dir`, `blog` by default) holds its
// index page and its posts (`post_dir`, `{blog}/posts`), and `.authors.yml` its authors. The
// nav names the blog by its index page; the blog is then a section of posts (blogPosts.ts).
import path from "node:path";
import yaml from "js-yaml";
import type { PostAuthor } from "../blogPosts.js";
import { readIncludedFile } from "./includedFile.js";
import type { NavItem } from "./siteReader.js";

export interface MkdocsBlog {
  /** The blog's folder, relative to docs_dir. */
  dir: string;
  /** Its posts' folder, relative to docs_dir. */
  postsDir: string;
  authors: Record<string, PostAuthor>;
}

/** The blog the plugin's options describe (`plugins: [blog]` or `material/blog`); `warn` takes what cannot be read. */
export function readMkdocsBlog(
  options: Readonly<Record<string, unknown>>,
  { root, docsDir, warn }: { root: string; docsDir: string; warn: (message: string) => void },
): MkdocsBlog {
  const text = (key: string, fallback: string) => (typeof options[key] === "string" ? options[key] : fallback);
  const dir = text("blog_dir", "blog").replace(/^\.\/|\/$/g, "");
  const expand = (written: string) => written.replace("{blog}", dir).replace(/^\.\/|\/$/g, "");
  const postsDir = expand(text("post_dir", "{blog}/posts"));
  const authorsFile = expand(text("authors_file", "{blog}/.authors.yml"));
  const read = readIncludedFile(root, authorsFile, { base: docsDir });
  const authors = "text" in read ? readAuthors(read.text, authorsFile, warn) : {};
  return { dir, postsDir, authors };
}

/** `.authors.yml`: `authors: { id: { name, url, … } }`. */
function readAuthors(text: string, file: string, warn: (message: string) => void): Record<string, PostAuthor> {
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch {
    warn(`${file} is not valid YAML; the blog's authors are shown by their ids`);
    return {};
  }
  const listed = isRecord(data) && isRecord(data.authors) ? data.authors : {};
  const authors: Record<string, PostAuthor> = {};
  for (const [id, author] of Object.entries(listed)) {
    if (!isRecord(author) || typeof author.name !== "string") continue;
    authors[id] = { name: author.name, ...(typeof author.url === "string" && { url: author.url }) };
  }
  return authors;
}

/**
 * The nav with the blog's entry (its index page, as a page or as a section's own page) as the
 * section of its posts; the nav as it is when it does not name the blog.
 */
export function withBlog(items: readonly NavItem[], blog: MkdocsBlog): NavItem[] {
  const index = path.posix.join(blog.dir, "index.md");
  const posts = { authors: blog.authors };
  const postsFolder: NavItem = { kind: "folder", folder: blog.postsDir };
  return items.map((item): NavItem => {
    if (item.kind === "page" && item.file === index) {
      return {
        kind: "section",
        label: item.label ?? "Blog",
        file: index,
        folder: blog.dir,
        items: [postsFolder],
        posts,
      };
    }
    if (item.kind !== "section") return item;
    if (item.file === index) return { ...item, folder: blog.dir, items: [...item.items, postsFolder], posts };
    return { ...item, items: withBlog(item.items, blog) };
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
