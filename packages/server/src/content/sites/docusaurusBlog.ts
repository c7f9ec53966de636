// A Docusaurus site's blog (the classic preset's, in `blog/` beside the docs): its posts become a
// section of the latest version's pages (blogPosts.ts), read from the blog's folder as if it
// were the docs' folder `blog` (a mount), with their authors from `authors.yml` and the
// addresses Docusaurus gives them (`/blog/2021/08/26/welcome` for 2021-08-26-welcome.md).
import path from "node:path";
import yaml from "js-yaml";
import type { PostAuthor } from "../blogPosts.js";
import type { FolderMount } from "../scanFolder.js";
import type { BlogOptions } from "./docusaurusConfig.js";
import { readIncludedFile } from "./includedFile.js";
import type { NavSection } from "./siteReader.js";
import { isFolder, isObject } from "./siteFiles.js";

/** The folder the blog's pages are read as, in the docs. */
const BLOG_AT = "blog";
const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

export interface DocusaurusBlog {
  mount: FolderMount;
  section: NavSection;
  /** A post's addresses on the Docusaurus site, by its path under the mount. */
  addressesOf(file: string, data: Readonly<Record<string, unknown>>): string[];
}

/** The blog, when the site has one; `label` is the navbar's name for it. */
export async function readDocusaurusBlog(
  root: string,
  siteDir: string,
  options: BlogOptions,
  label: string,
): Promise<DocusaurusBlog | undefined> {
  const dir = path.resolve(siteDir, options.path);
  if (!(await isFolder(root, dir))) return undefined;
  return {
    mount: { at: BLOG_AT, dir },
    section: {
      kind: "section",
      label,
      folder: BLOG_AT,
      items: [{ kind: "folder", folder: BLOG_AT }],
      posts: { authors: readAuthors(root, dir, options.authorsMapPath) },
    },
    addressesOf: (file, data) => postAddresses(file, data, options.routeBasePath),
  };
}

/** authors.yml: `id: { name, title, url, image_url }`; a file that cannot be read shows authors by their ids. */
function readAuthors(root: string, dir: string, file: string): Record<string, PostAuthor> {
  const read = readIncludedFile(root, file, { base: dir });
  if (!("text" in read)) return {};
  let data: unknown;
  try {
    data = yaml.load(read.text);
  } catch {
    return {};
  }
  const authors: Record<string, PostAuthor> = {};
  for (const [id, author] of Object.entries(isObject(data) ? data : {})) {
    if (!isObject(author) || typeof author.name !== "string") continue;
    authors[id] = { name: author.name, ...(typeof author.url === "string" && { url: author.url }) };
  }
  return authors;
}

/** `/blog/<slug>`, or the post's name with its date as folders: `/blog/2021/08/26/welcome`. */
function postAddresses(file: string, data: Readonly<Record<string, unknown>>, routeBasePath: string): string[] {
  if (!file.startsWith(`${BLOG_AT}/`)) return [];
  const base = routeBasePath === "" ? "" : `/${routeBasePath}`;
  if (typeof data.slug === "string") return [`${base}/${data.slug.replace(/^\//, "")}`];
  const name = file
    .slice(BLOG_AT.length + 1)
    .replace(/\.mdx?$/, "")
    .replace(/\/index$/, "");
  if (name === "index") return [`${base}/`];
  const dated = DATED_NAME.exec(name);
  return dated
    ? [`${base}/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}`, `${base}/${dated[4]}`]
    : [`${base}/${name}`];
}
