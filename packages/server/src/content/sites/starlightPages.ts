// The pages of one language of a Starlight site as Starlight names them. Astro's content
// collection gives each page an id: its file's path without extension, each segment slugified as
// GitHub slugs headings (`guides/Getting Started.md` → `guides/getting-started`), `index` standing
// for its folder, unless its front matter sets `slug`. The sidebar names pages by that id, and the
// site serves each at `/<id>/` (under `/<locale>/` for a language other than the root one).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { withoutMarkdownExtension } from "../fileNames.js";
import { parseMarkdownFile } from "../frontMatter.js";
import { scanContentFolder } from "../scanFolder.js";

/** GitHub's slug of one segment: lowercase, without punctuation or symbols, spaces as dashes. */
export function slugifySegment(segment: string): string {
  return segment
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** A page's id from its file, relative to its language's folder: `guides/Intro.md` → `guides/intro`. */
export function idOfFile(file: string): string {
  return withoutMarkdownExtension(file)
    .split("/")
    .map(slugifySegment)
    .join("/")
    .replace(/\/index$/, "");
}

/** The address Starlight serves an id at: `guides/intro` → `/guides/intro/`, `index` → `/`. */
export function addressOfId(id: string): string {
  const bare = id.replace(/^\/+|\/+$/g, "");
  if (bare === "" || bare === "index") return "/";
  return `/${bare.replace(/\/index$/, "")}/`;
}

/**
 * The addresses a language's pages have on the Starlight site: `/<locale>/<id>/`, under the
 * site's `base`, and without it too (links are written both ways). A front matter `slug` is the
 * page's whole id, its language's folder included, as Astro's loader takes it.
 */
export function starlightAddresses(
  localeFolder: string,
  base: string,
): (file: string, data: Readonly<Record<string, unknown>>) => string[] {
  const prefix = localeFolder === "" ? "" : `/${localeFolder}`;
  const basePrefix = base.replace(/\/+$/, "");
  return (file, data) => {
    const address =
      typeof data.slug === "string" && data.slug.trim() !== ""
        ? addressOfId(data.slug)
        : prefix + addressOfId(idOfFile(file));
    return basePrefix === "" ? [address] : [`${basePrefix}${address}`, address];
  };
}

/** One language's pages, to find those its sidebar names. */
export class LanguagePages {
  private constructor(
    /** The language's folder, absolute. */
    readonly dir: string,
    private readonly fileById: ReadonlyMap<string, string>,
    private readonly folders: ReadonlySet<string>,
  ) {}

  /**
   * Lists the pages rxdocs reads in `dir`, the folder of the locale `localeFolder` ("" for the
   * root one), without `excluded` folders. Front matter is read only when `wantedIds` names a page
   * no file's path gives, to look for the page whose `slug` it is.
   */
  static async read(
    dir: string,
    {
      localeFolder,
      excluded,
      wantedIds,
    }: { localeFolder: string; excluded: readonly string[]; wantedIds: readonly string[] },
  ): Promise<LanguagePages> {
    const entries = await scanContentFolder(dir, { excluded });
    const fileById = new Map<string, string>();
    const folders = new Set<string>();
    const files: string[] = [];
    for (const entry of entries) {
      if (entry.kind === "folder") {
        folders.add(entry.path);
        continue;
      }
      files.push(entry.path);
      const id = idOfFile(entry.path);
      if (!fileById.has(id)) fileById.set(id, entry.path);
    }
    if (wantedIds.some((id) => !fileById.has(normalizeId(id)))) {
      for (const file of files) {
        const slug = await frontMatterSlug(path.join(dir, file));
        // A slug is the page's whole id: a translation's starts with its locale's folder.
        const id = slug === undefined ? undefined : normalizeId(slug);
        if (id === undefined) continue;
        const inLocale =
          localeFolder === "" ? id : id.startsWith(`${localeFolder}/`) ? id.slice(localeFolder.length + 1) : undefined;
        if (inLocale !== undefined) fileById.set(inLocale, file);
      }
    }
    return new LanguagePages(dir, fileById, folders);
  }

  /** The file of the page an id names (`guides/intro`, `index`), relative to the folder. */
  fileOf(id: string): string | undefined {
    return this.fileById.get(normalizeId(id));
  }

  /** The file of the page served at a site address (`/guides/intro/`, `/guides/intro#part`), if one is. */
  fileAt(address: string): string | undefined {
    const bare = address.replace(/[?#].*$/, "");
    return this.fileOf(bare);
  }

  hasFolder(folder: string): boolean {
    return this.folders.has(folder.replace(/^\/+|\/+$/g, ""));
  }
}

function normalizeId(id: string): string {
  const bare = id.replace(/^\/+|\/+$/g, "");
  return bare === "" ? "index" : bare;
}

/** A page's front matter `slug`; a file whose front matter cannot be read has none. */
async function frontMatterSlug(file: string): Promise<string | undefined> {
  const text = await readFile(file, "utf8").catch(() => "");
  if (!text.startsWith("---")) return undefined;
  return parseMarkdownFile(text).frontMatter?.slug;
}
