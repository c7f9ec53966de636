// What Docsify adds to Markdown, rewritten as the Markdown rxdocs reads (as Docsify's "Doc
// helper" and "Embed files" pages document it):
// - `!> text` (important) and `?> text` (tip) paragraphs become `> [!WARNING]` and `> [!TIP]`
//   callouts, and `> [!TIP] text` (a marker with text after it, which Docsify allows) a GitHub alert;
// - a heading's `:id=setup` becomes `{#setup}`, and `{docsify-ignore}` marks are taken off;
// - options in a link's or image's title (`':size=50%'`, `':target=_blank'`) are taken off, so
//   that they do not show as its title;
// - `[label](file ':include')` embeds (docsifyEmbed.ts);
// - links read as Docsify routes them (docsifyRoutes.ts): `#/guide?id=setup` is `/guide#setup`,
//   and a link is read from the site's root whatever page it is on (unless `relativePath`).
// Code is left as written.
import { existsSync } from "node:fs";
import path from "node:path";
import { FencedCode } from "../fencedCode.js";
import { readEmbed } from "./docsifyEmbed.js";
import { type InlineLink, readTitleOptions, rewriteInlineLinks, writeInlineLink } from "./docsifyInline.js";
import {
  aliasedAway,
  docsifyTarget,
  type DocsifyRouting,
  fileOfRoute,
  folderRouteOf,
  isExternal,
} from "./docsifyRoutes.js";
import type { DialectPage, DialectWarning, PageDialect } from "./siteReader.js";

export interface DocsifyDialectSettings {
  routing: DocsifyRouting;
  /**
   * The address of a language's pages, for the route of its folder ("/zh-cn/" → "/?lang=zh-CN"),
   * from a page of the slot whose folder's route is `slotRoute`.
   */
  languageLink(route: string, slotRoute: string): string | undefined;
}

const CALLOUT_START = /^( {0,3})([!?])>[ \t]?(.*)$/;
const ALERT_WITH_TEXT = /^( {0,3}>[ \t]?)\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]+(\S.*)$/i;
const ATX_HEADING = /^( {0,3}#{1,6})([ \t]+)(.*?)([ \t]+#+)?[ \t]*$/;
/** Lines a paragraph's next line cannot continue (a heading, a fence, a rule, the end of an HTML comment): a new one starts after them. */
const ENDS_PARAGRAPH = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|```|~~~|(?:[-*_][ \t]*){3,}$)|-->[ \t]*$/;
/** Lines that start a block of their own rather than continue the paragraph before them. */
const STARTS_BLOCK = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|```|~~~|>|[-*+][ \t]|\d{1,9}[.)][ \t]|[!?]>|(?:[-*_][ \t]*){3,}$)/;
const HTML_URL_ATTRIBUTE = /(<(?:a|img|source|video|audio)\b[^>]*?\s(?:href|src)\s*=\s*)("[^"]*"|'[^']*')/gi;

export function docsifyDialect(settings: DocsifyDialectSettings): PageDialect {
  return (body, page) => {
    const warnings: DialectWarning[] = [];
    const lines = new PageRewrite(page, settings, warnings).rewrite(body.split("\n"), {
      embeds: true,
      lineOf: (index) => index + 1,
    });
    return { body: lines.join("\n"), warnings };
  };
}

class PageRewrite {
  /** The route of the page's folder from the site's root ("/", "/zh-cn/guide/"). */
  private readonly folderRoute: string;
  /** The route of the slot's folder ("/", "/zh-cn/"). */
  private readonly slotRoute: string;

  constructor(
    private readonly page: DialectPage,
    private readonly settings: DocsifyDialectSettings,
    private readonly warnings: DialectWarning[],
  ) {
    const slot = path.relative(page.root, page.dir).split(path.sep).join("/");
    this.slotRoute = slot === "" ? "/" : `/${slot}/`;
    this.folderRoute = `${this.slotRoute}${folderRouteOf(page.file).slice(1)}`;
  }

  /**
   * Rewrites lines; `lineOf` gives the line of the page a warning about a line is said of. An
   * embedded text embeds nothing further, as in Docsify.
   */
  rewrite(
    lines: readonly string[],
    { embeds, lineOf }: { embeds: boolean; lineOf: (index: number) => number },
  ): string[] {
    const out: string[] = [];
    const code = new FencedCode();
    const warn = (index: number, message: string) => this.warnings.push({ line: lineOf(index), message });
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      if (code.holds(line)) {
        out.push(line);
        continue;
      }
      const callout = CALLOUT_START.exec(line);
      if (callout && startsParagraph(lines[index - 1])) {
        const [, indent = "", mark, first = ""] = callout;
        out.push(`${indent}> [!${mark === "!" ? "WARNING" : "TIP"}]`);
        if (first.trim() !== "") out.push(`${indent}> ${this.inline(first, (message) => warn(index, message))}`);
        while (index + 1 < lines.length && continuesParagraph(lines[index + 1]!)) {
          index += 1;
          out.push(`${indent}> ${this.inline(lines[index]!.trimStart(), (message) => warn(index, message))}`);
        }
        continue;
      }
      const alert = ALERT_WITH_TEXT.exec(line);
      if (alert && !/^ {0,3}>/.test(lines[index - 1] ?? "")) {
        const [, prefix = "> ", kind = "", text = ""] = alert;
        out.push(
          `${prefix}[!${kind.toUpperCase()}]`,
          `${prefix}${this.inline(text, (message) => warn(index, message))}`,
        );
        continue;
      }
      const heading = ATX_HEADING.exec(line);
      if (heading) {
        out.push(this.heading(heading, (message) => warn(index, message)));
        continue;
      }
      if (embeds && line.includes(":include")) {
        out.push(...this.embeds(line, lineOf(index)));
        continue;
      }
      out.push(this.inline(line, (message) => warn(index, message)));
    }
    return out;
  }

  /** `## Setup :id=setup {docsify-ignore}` → `## Setup {#setup}`. */
  private heading([, hashes, space, text = ""]: RegExpExecArray, warn: (message: string) => void): string {
    let id: string | undefined;
    const written = text
      .replace(/<!--\s*\{docsify-ignore(?:-all)?\}\s*-->|\{docsify-ignore(?:-all)?\}/g, "")
      .replace(/(?:^|\s):id=([\w\-%]+)/g, (_all, value: string) => {
        id ??= value;
        return "";
      })
      .trim();
    const inline = this.inline(written, warn);
    return `${hashes}${space}${inline}${id === undefined ? "" : ` {#${id}}`}`;
  }

  /** A line's links and images, their options taken off and their addresses read as Docsify reads them. */
  private inline(line: string, warn: (message: string) => void): string {
    const rewritten = rewriteInlineLinks(line, (link) => {
      const title = readTitleOptions(link.title);
      const target = link.isImage || title.options.has("ignore") ? link.target : this.linkTarget(link.target, warn);
      if (target === link.target && title.options.size === 0) return undefined;
      return writeInlineLink({ ...link, target, title: title.rest });
    });
    return this.folderRoute === "/" ? rewritten : this.htmlAddresses(rewritten);
  }

  /** A link's address for rxdocs' link resolution: a path from the slot's folder, with its heading after "#". */
  private linkTarget(written: string, warn: (message: string) => void): string {
    const target = docsifyTarget(written, this.folderRoute, this.settings.routing);
    if (target.kind === "external") {
      if (target.alias !== undefined) warn(aliasedAway(written, target.href));
      return target.href;
    }
    if (target.kind === "anchor") return `#${target.anchor}`;
    const language = this.settings.languageLink(target.route, this.slotRoute);
    if (language !== undefined) return language;
    const anchor = target.anchor === undefined ? "" : `#${target.anchor}`;
    const pathPart = written.replace(/[?#].*$/, "");
    if (this.meansFromPage(pathPart, target.route)) return `${pathPart}${anchor}`;
    const inSlot = target.route.startsWith(this.slotRoute)
      ? `/${target.route.slice(this.slotRoute.length)}`
      : target.route;
    // A link written from the slot's folder, as most are, reads the same from a page there: it keeps its path.
    const readsTheSame =
      pathPart !== "" &&
      !pathPart.startsWith("/") &&
      this.folderRoute === this.slotRoute &&
      routeOfWritten(pathPart, this.settings.routing.ext) === inSlot;
    if (readsTheSame) return pathPart === written ? written : `${pathPart}${anchor}`;
    return `${inSlot}${anchor}`;
  }

  /**
   * Whether a relative link of a page in a folder means a file beside the page, as GitHub reads it,
   * though Docsify reads it from the site's root: when nothing is there and the page's neighbour is.
   * Such a link is broken on the Docsify site, but not what its author meant.
   */
  private meansFromPage(pathPart: string, route: string): boolean {
    if (this.settings.routing.relativePath || this.folderRoute === "/" || pathPart === "" || pathPart.startsWith("/"))
      return false;
    const fromRoot = fileOfRoute(route, this.settings.routing.ext);
    if (existsSync(path.join(this.page.root, fromRoot))) return false;
    let decoded = pathPart;
    try {
      decoded = decodeURIComponent(pathPart);
    } catch {
      // kept as written
    }
    return existsSync(path.join(this.page.dir, path.dirname(this.page.file), decoded));
  }

  /**
   * Addresses in HTML are not Docsify's to route: the browser reads them from the site's root,
   * where index.html is, whatever page shows them. From a page in a folder they are rewritten
   * from the slot's folder, as rxdocs reads a root-relative address.
   */
  private htmlAddresses(line: string): string {
    if (!line.includes("<")) return line;
    return line.replace(HTML_URL_ATTRIBUTE, (all, head: string, quoted: string) => {
      const value = quoted.slice(1, -1);
      if (value === "" || value.startsWith("/") || value.startsWith("#") || isExternal(value)) return all;
      const fromRoot = path.posix.normalize(`/${value}`);
      const inSlot = fromRoot.startsWith(this.slotRoute) ? `/${fromRoot.slice(this.slotRoute.length)}` : fromRoot;
      return `${head}${quoted[0]}${inSlot}${quoted[0]}`;
    });
  }

  /** A line with `:include` links: each embed in the link's place, as a block of its own. */
  private embeds(line: string, lineNumber: number): string[] {
    const warn = (message: string) => this.warnings.push({ line: lineNumber, message });
    const blocks: string[][] = [];
    const marked = rewriteInlineLinks(line, (link) => {
      const title = readTitleOptions(link.title);
      if (link.isImage || !title.options.has("include")) return undefined;
      const block = this.embed(link, title, warn, lineNumber);
      if (block === undefined) return writeInlineLink({ ...link, title: title.rest });
      blocks.push(block);
      return `\uE000${blocks.length - 1}\uE000`;
    });
    if (blocks.length === 0) return [this.inline(line, warn)];
    const indent = /^[ \t]*/.exec(line)![0];
    const out: string[] = [];
    for (const [position, part] of marked.split(/\uE000(\d+)\uE000/).entries()) {
      if (position % 2 === 1) {
        out.push(...blocks[Number(part)]!.map((blockLine) => (blockLine === "" ? "" : `${indent}${blockLine}`)));
      } else if (part.trim() !== "") {
        out.push(this.inline(position === 0 ? part : `${indent}${part.trim()}`, warn), "");
      }
    }
    return out;
  }

  /** The lines an embed puts in the page, or undefined when the link stays (with a warning). */
  private embed(
    link: InlineLink,
    title: ReturnType<typeof readTitleOptions>,
    warn: (message: string) => void,
    line: number,
  ): string[] | undefined {
    const fromDir = path.join(this.page.dir, path.dirname(this.page.file));
    const embed = readEmbed(link, title, fromDir, this.page.root);
    if (embed.kind === "link") {
      warn(embed.reason);
      return undefined;
    }
    if (embed.kind === "block") return ["", ...embed.text.split("\n"), ""];
    const rebased = rebaseRelativeLinks(embed.text.replace(/^\s*\n|\s+$/g, ""), embed.file);
    return ["", ...this.rewrite(rebased.split("\n"), { embeds: false, lineOf: () => line }), ""];
  }
}

/**
 * Docsify reads the links of an embedded file that start with "." from the embedded file's
 * folder; they are rewritten from the site's root, where the page's own links are read.
 */
function rebaseRelativeLinks(text: string, file: string): string {
  const folder = path.posix.dirname(file);
  return text
    .split("\n")
    .map((line) =>
      rewriteInlineLinks(line, (link) => {
        if (link.isImage || !link.target.startsWith(".")) return undefined;
        return writeInlineLink({ ...link, target: path.posix.normalize(`/${folder}/${link.target}`) });
      }),
    )
    .join("\n");
}

/** The route a link written from the slot's folder names: `guide.md` → `/guide`. */
function routeOfWritten(written: string, ext: string): string {
  const route = path.posix.normalize(`/${written}`);
  return route.endsWith(ext) ? route.slice(0, -ext.length) : route;
}

/** Whether a paragraph may start after this line (undefined: the text's first line). */
function startsParagraph(previous: string | undefined): boolean {
  return previous === undefined || previous.trim() === "" || ENDS_PARAGRAPH.test(previous);
}

function continuesParagraph(line: string): boolean {
  return line.trim() !== "" && !STARTS_BLOCK.test(line);
}
