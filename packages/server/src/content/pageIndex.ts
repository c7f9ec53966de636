// The pages of a folder by every address a link may name them with: their files and folders,
// from the folder or from a repository's root, and the addresses they had on their tool's site,
// written from the root or from the linking page's own address.
import { MENU_TYPE_ARTICLE } from "@rxdocs/contract";
import { posix } from "node:path";
import type { FolderContent } from "./model.js";

/** A local address as a link wrote it, read from the folder. */
export interface LocalTarget {
  /** Normalized, relative to the root, "/"-separated; "" is the root. */
  path: string;
  /** The path as written, decoded, without its anchor and query. */
  written: string;
  /** `#anchor`, or "". */
  anchor: string;
  rootRelative: boolean;
  outside: boolean;
}

/**
 * The pages of the folder by the paths links may name them with: their files, their folders,
 * and the addresses they had on their tool's site, written from the root or from the linking page.
 */
export class PageIndex {
  private readonly codeByPath = new Map<string, string>();
  private readonly codeByAddress = new Map<string, string>();
  /** The linking pages' own addresses, against which a relative one is read. */
  private readonly addressOfFile = new Map<string, string>();
  /** The folder's path from the file system's root, for links written from a repository's root. */
  private readonly rootTrail: string[];

  constructor(content: FolderContent, root: string, addresses?: ReadonlyMap<string, readonly string[]>) {
    this.rootTrail = root.split(/[\\/]/).filter(Boolean);
    const sourceFiles = new Map(content.articles.map((article) => [article.menuCode, article.sourceFile]));
    const codeOfFile = new Map<string, string>();
    for (const menu of content.menus) {
      if (menu.menuType !== MENU_TYPE_ARTICLE) continue;
      const file = sourceFiles.get(menu.menuCode);
      if (file) {
        this.codeByPath.set(file, menu.menuCode);
        codeOfFile.set(file, menu.menuCode);
      }
      // A folder with a page of its own is linked to by its path too.
      if (file !== menu.sourcePath) this.codeByPath.set(menu.sourcePath, menu.menuCode);
    }
    const home = content.site.home?.sourceFile;
    if (home) {
      this.codeByPath.set(home, "");
      codeOfFile.set(home, "");
    }
    this.codeByPath.set("", "");
    for (const [file, list] of addresses ?? []) {
      const code = codeOfFile.get(file);
      if (list[0] !== undefined) this.addressOfFile.set(file, list[0]);
      if (code === undefined) continue;
      for (const address of list) {
        const key = addressKey(address);
        if (!this.codeByAddress.has(key)) this.codeByAddress.set(key, code);
      }
    }
  }

  /** The reader's address of the page a local target names (`/view?path=…`, or `/` for the home page). */
  find(target: LocalTarget, fromFile: string): string | undefined {
    const code = this.findCode(target, fromFile);
    if (code === undefined) return undefined;
    return code === "" ? "/" : `/view?path=${encodeURIComponent(code)}`;
  }

  /** The code of the page a local target names, "" for the home page. */
  findCode(target: LocalTarget, fromFile: string): string | undefined {
    return (
      this.lookup(target.path) ??
      (target.rootRelative ? this.fromRepository(target.path) : undefined) ??
      this.byAddress(target, fromFile)
    );
  }

  /**
   * A link written from a repository's root, as GitHub reads it: `/docs/intro.md` for the page
   * intro.md of the folder docs, `/website/docs/intro` for a folder deeper in it.
   */
  private fromRepository(path: string): string | undefined {
    for (let start = this.rootTrail.length - 1; start >= 0; start -= 1) {
      const prefix = `${this.rootTrail.slice(start).join("/")}/`;
      if (path.startsWith(prefix)) return this.lookup(path.slice(prefix.length));
    }
    return undefined;
  }

  /**
   * The address on the tool's site a link names: as written from the root, or read from the
   * linking page's own address; undefined when the pages had no addresses of their own.
   */
  siteAddress(target: LocalTarget, fromFile: string): string | undefined {
    if (this.codeByAddress.size === 0) return undefined;
    if (target.rootRelative) return target.written;
    const from = this.addressOfFile.get(fromFile);
    if (from === undefined) return undefined;
    const base = from.endsWith("/") ? from : posix.dirname(from);
    return posix.join(base, target.written);
  }

  /** A link to the address a page had on its tool's site, from the root or from the linking page's own. */
  private byAddress(target: LocalTarget, fromFile: string): string | undefined {
    const address = this.siteAddress(target, fromFile);
    return address === undefined ? undefined : this.codeByAddress.get(addressKey(address));
  }

  private lookup(path: string): string | undefined {
    const bare = path.replace(/\/$/, "");
    const stem = bare.replace(/\.html?$/i, "");
    for (const candidate of [bare, `${stem}.md`, `${stem}.mdx`]) {
      const code = this.codeByPath.get(candidate);
      if (code !== undefined) return code;
    }
    return undefined;
  }
}

/** `/guide/setup/`, `/guide/setup.html` and `/guide/setup` are one address. */
function addressKey(address: string): string {
  const path = posix.normalize(address.startsWith("/") ? address : `/${address}`);
  return path.replace(/\.html?$/i, "").replace(/\/(?:index)?$/, "") || "/";
}
