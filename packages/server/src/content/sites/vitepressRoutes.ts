// Where VitePress serves a page: its file's path under srcDir with `.md` dropped (`.html` in its
// place unless cleanUrls is set), `index.md` standing for its folder, once the config's `rewrites`
// have moved it (`'packages/:pkg/src/:page*': ':pkg/:page*'`). Read the other way, it tells which
// page a sidebar's link leads to. Paths here are "/"-separated and relative to srcDir: a page's
// source (`en/guide/setup.md`) and its route (`guide/setup.md`, served as `/guide/setup`).
import { statSync } from "node:fs";
import path from "node:path";
import { isLiteralObject, type Literal } from "./literalValue.js";

/** What VitePress takes for another site's address: a scheme, or `//`. */
const EXTERNAL_ADDRESS = /^(?:[a-z]+:|\/\/)/i;

export function isExternalAddress(address: string): boolean {
  return EXTERNAL_ADDRESS.test(address);
}

type PatternPart = string | { name: string; repeats: boolean; optional: boolean };

/**
 * A rewrite's side as path-to-regexp writes it: literal text and parameters, `:name` for one
 * segment, `:name*` for any number of them (`:name+` at least one, `:name?` one or none).
 */
export class RoutePattern {
  private readonly regex: RegExp;

  private constructor(private readonly parts: readonly PatternPart[]) {
    let source = "";
    for (const part of parts) {
      if (typeof part === "string") {
        source += escapeRegExp(part);
        continue;
      }
      const value = part.repeats ? "(.+)" : "([^/]+)";
      // A parameter that may be empty takes the "/" before it along: `en/:rest*` matches "en" too.
      if (part.optional && source.endsWith("/")) source = `${source.slice(0, -1)}(?:/${value})?`;
      else source += part.optional ? `${value}?` : value;
    }
    this.regex = new RegExp(`^${source}$`);
  }

  /** undefined for what the pattern syntax allows beyond names (groups, regular expressions). */
  static parse(text: string): RoutePattern | undefined {
    if (/[()^\\]/.test(text)) return undefined;
    const parts: PatternPart[] = [];
    const parameter = /:(\w+)([*+?]?)/g;
    let at = 0;
    for (let found = parameter.exec(text); found; found = parameter.exec(text)) {
      if (found.index > at) parts.push(text.slice(at, found.index));
      const modifier = found[2];
      parts.push({
        name: found[1]!,
        repeats: modifier === "*" || modifier === "+",
        optional: modifier === "*" || modifier === "?",
      });
      at = parameter.lastIndex;
    }
    if (at < text.length) parts.push(text.slice(at));
    return new RoutePattern(parts);
  }

  get names(): string[] {
    return this.parts.flatMap((part) => (typeof part === "string" ? [] : [part.name]));
  }

  /** The parameters a path gives, or undefined when it does not match. */
  match(routePath: string): Map<string, string> | undefined {
    const found = this.regex.exec(routePath);
    if (!found) return undefined;
    return new Map(this.names.map((name, index) => [name, found[index + 1] ?? ""]));
  }

  fill(params: ReadonlyMap<string, string>): string {
    return this.parts
      .map((part) => (typeof part === "string" ? part : (params.get(part.name) ?? "")))
      .join("")
      .replace(/\/{2,}/g, "/")
      .replace(/^\//, "");
  }

  /** The folder of a pattern that is a folder and everything in it (`en/:rest*` → "en", `:rest*` → ""). */
  wholeFolder(): { folder: string; name: string } | undefined {
    const last = this.parts.at(-1);
    if (typeof last !== "object" || !last.repeats || !last.optional) return undefined;
    const head = this.parts.slice(0, -1);
    if (head.length === 0) return { folder: "", name: last.name };
    const [prefix] = head;
    if (head.length !== 1 || typeof prefix !== "string" || !prefix.endsWith("/")) return undefined;
    return { folder: prefix.slice(0, -1), name: last.name };
  }
}

export interface Rewrite {
  from: RoutePattern;
  to: RoutePattern;
  /** As written, for what is said of it. */
  text: string;
}

/** The config's `rewrites`; what cannot be read is said through `warn` and left out. */
export function readRewrites(value: Literal, warn: (message: string) => void): Rewrite[] {
  if (value === undefined) return [];
  if (!isLiteralObject(value)) {
    warn("rewrites is not an object of paths; pages keep the addresses of their files");
    return [];
  }
  const rewrites: Rewrite[] = [];
  for (const [from, to] of Object.entries(value)) {
    const fromPattern = RoutePattern.parse(from);
    const toPattern = typeof to === "string" ? RoutePattern.parse(to) : undefined;
    if (!fromPattern || !toPattern) {
      warn(
        `the rewrite ${JSON.stringify(from)} is not a path rxdocs can follow; its pages keep the addresses of their files`,
      );
      continue;
    }
    rewrites.push({ from: fromPattern, to: toPattern, text: from });
  }
  return rewrites;
}

/** The routes of srcDir's pages, as its rewrites give them. */
export class PageRoutes {
  constructor(
    private readonly srcDir: string,
    private readonly rewrites: readonly Rewrite[],
  ) {}

  /** The route of a page, by the first rewrite that matches it, as VitePress applies them. */
  routeOf(source: string): string {
    for (const { from, to } of this.rewrites) {
      const params = from.match(source);
      if (params) return to.fill(params);
    }
    return source;
  }

  /**
   * The page whose route this is: the first of the rewrites' sources that `exists` and routes
   * there, else the route itself. undefined when neither exists.
   */
  sourceOf(route: string, exists: (source: string) => boolean = (source) => this.isPage(source)): string | undefined {
    for (const { from, to } of this.rewrites) {
      const params = to.match(route);
      if (!params || !from.names.every((name) => params.has(name))) continue;
      const source = from.fill(params);
      if (exists(source) && this.routeOf(source) === route) return source;
    }
    return exists(route) && this.routeOf(route) === route ? route : undefined;
  }

  /** The folder whose pages a rewrite moves, all of them, to `folder` (`'en/:rest*': ':rest*'` moves "en" to ""). */
  folderMovedTo(folder: string): string | undefined {
    for (const { from, to } of this.rewrites) {
      const source = from.wholeFolder();
      const target = to.wholeFolder();
      if (source && target && source.name === target.name && target.folder === folder) return source.folder;
    }
    return undefined;
  }

  /** Whether srcDir has this page. */
  isPage(source: string): boolean {
    return this.stat(source)?.isFile() ?? false;
  }

  isFolder(folder: string): boolean {
    return this.stat(folder)?.isDirectory() ?? false;
  }

  private stat(relative: string) {
    if (relative.startsWith("../") || path.isAbsolute(relative)) return undefined;
    return statSync(path.join(this.srcDir, relative), { throwIfNoEntry: false });
  }
}

/** The pages of one language: those of one folder of srcDir ("" for srcDir itself). */
export class SlotPages {
  constructor(
    private readonly routes: PageRoutes,
    /** The slot's folder, relative to srcDir. */
    readonly folder: string,
    private readonly cleanUrls: boolean,
    /** Other languages' folders inside this one's, relative to srcDir: their pages are not this language's. */
    private readonly otherFolders: readonly string[] = [],
  ) {}

  /** The addresses VitePress serves a page of the slot at (`file` relative to the slot's folder); its own first. */
  addressesOf(file: string): string[] {
    const route = this.routes.routeOf(joinPath(this.folder, file));
    const bare = route.replace(/\.md$/, "");
    if (bare === "index" || bare.endsWith("/index")) {
      const folder = `/${bare.slice(0, -"index".length)}`;
      return [folder, `${folder}index.html`];
    }
    return this.cleanUrls ? [`/${bare}`, `/${bare}.html`] : [`/${bare}.html`, `/${bare}`];
  }

  /**
   * The page of the slot a link leads to (`/guide/`, `/guide/setup`, `/guide/setup.html`), relative
   * to the slot's folder; when no page is there, the file VitePress would look for. undefined for a
   * page of another language, or an address outside the site.
   */
  fileOfLink(link: string): string | undefined {
    const candidates = routeCandidates(link);
    if (candidates === undefined) return undefined;
    const source =
      candidates.map((route) => this.routes.sourceOf(route)).find((found) => found !== undefined) ??
      this.routes.sourceOf(candidates[0]!, () => true);
    return source === undefined ? undefined : this.ownFile(source);
  }

  /** The folder of the slot a path prefix of the sidebar stands for (`/guide/` → "guide"), when it is one. */
  folderOfLink(prefix: string): string | undefined {
    const route = routeCandidates(prefix.endsWith("/") ? prefix : `${prefix}/`)?.[0];
    if (route === undefined) return undefined;
    const folderOf = (source: string) => path.posix.dirname(source).replace(/^\.$/, "");
    const source = this.routes.sourceOf(route, (candidate) => this.routes.isFolder(folderOf(candidate)));
    const file = source === undefined ? undefined : this.ownFile(source);
    return file === undefined ? undefined : folderOf(file);
  }

  private ownFile(source: string): string | undefined {
    if (this.otherFolders.some((other) => source.startsWith(`${other}/`))) return undefined;
    if (this.folder === "") return source;
    return source.startsWith(`${this.folder}/`) ? source.slice(this.folder.length + 1) : undefined;
  }
}

/**
 * The routes a link may name, most likely first: `/guide/` is guide/index.md, `/guide/setup`
 * (or `.html`, `.md`) guide/setup.md, else guide/setup/index.md. undefined outside the site.
 */
function routeCandidates(link: string): string[] | undefined {
  let address = link.replace(/[?#].*$/, "");
  try {
    address = decodeURI(address);
  } catch {
    // Kept as written: VitePress would not find it either.
  }
  const normalized = path.posix.normalize(`/${address}`).slice(1);
  if (normalized.startsWith("..")) return undefined;
  if (normalized === "" || normalized.endsWith("/")) return [`${normalized}index.md`];
  const stem = normalized.replace(/\.(?:md|html)$/, "");
  return stem === normalized ? [`${stem}.md`, `${stem}/index.md`] : [`${stem}.md`];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function joinPath(folder: string, file: string): string {
  return folder === "" ? file : `${folder}/${file}`;
}
