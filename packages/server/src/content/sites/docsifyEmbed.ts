// Docsify's embeds: `[label](file ':include')` shows a file in the page in place of the link.
// A Markdown file (`.md`, `.markdown`) is its text, a diagram (`.mmd`) a Mermaid block, any other
// file a code block (in the language the title names, else the file's extension), and `:type=`
// forces the kind; `:fragment=name` takes the part between two `/// [name]` (or `### [name]`)
// lines. HTML pages, audio and video play in frames and players, which rxdocs does not embed:
// those stay links, as do files of other sites, which an import never fetches.
import path from "node:path";
import { codeBlock } from "../fencedCode.js";
import { readIncludedFile } from "./includedFile.js";
import type { InlineLink, TitleOptions } from "./docsifyInline.js";
import { isExternal } from "./docsifyRoutes.js";

export type Embed =
  /** Markdown to put in the link's place, read as the page's own. */
  | { kind: "markdown"; text: string; file: string }
  /** A fenced block to put in the link's place, as it is. */
  | { kind: "block"; text: string }
  /** The link stays (without its options), and why. */
  | { kind: "link"; reason: string };

type EmbedType = "markdown" | "mermaid" | "code" | "iframe" | "video" | "audio";

const FORCED_TYPES: readonly EmbedType[] = ["markdown", "mermaid", "code", "iframe", "video", "audio"];

/**
 * What an embed shows. `fromDir` is the page's folder, absolute: Docsify reads an embedded file's
 * path from it (even one written from "/"); `root` is the site's, outside which nothing is read.
 */
export function readEmbed(link: InlineLink, title: TitleOptions, fromDir: string, root: string): Embed {
  const type = typeOf(link.target, title.options.get("type"));
  if (type === "iframe" || type === "video" || type === "audio") {
    return {
      kind: "link",
      reason: `embeds ${JSON.stringify(link.target)} as ${ARTICLES[type]}, which rxdocs shows as a link`,
    };
  }
  if (isExternal(link.target)) {
    return {
      kind: "link",
      reason: `embeds ${JSON.stringify(link.target)}, another site's file, which an import does not fetch; it is left as a link`,
    };
  }
  const written = link.target.replace(/[?#].*$/, "");
  let target: string;
  try {
    target = decodeURIComponent(written);
  } catch {
    target = written;
  }
  const included = readIncludedFile(root, target.replace(/^\/+/, ""), { fromDir });
  if ("reason" in included) return { kind: "link", reason: `${included.reason}, so the embed stays a link` };

  const fragment = title.options.get("fragment");
  let text = type === "markdown" ? withoutFrontMatter(included.text) : included.text;
  if (typeof fragment === "string") {
    const part = fragmentOf(text, fragment, title.options.has("omitFragmentLine"));
    if (part === undefined) {
      return {
        kind: "link",
        reason: `embeds ${JSON.stringify(link.target)}, which has no fragment ${JSON.stringify(fragment)}; it is left as a link`,
      };
    }
    text = part;
  }
  if (type === "markdown") return { kind: "markdown", text, file: included.file };
  if (type === "mermaid") return { kind: "block", text: codeBlock(text, "mermaid") };
  return { kind: "block", text: codeBlock(text, codeLanguage(title.rest, target)) };
}

const ARTICLES: Readonly<Record<"iframe" | "video" | "audio", string>> = {
  iframe: "a frame",
  video: "a video",
  audio: "a sound",
};

/** The kind of embed: the one `:type=` names, else by the file's extension, as Docsify decides. */
function typeOf(target: string, forced: string | true | undefined): EmbedType {
  if (typeof forced === "string" && (FORCED_TYPES as readonly string[]).includes(forced)) return forced as EmbedType;
  if (/\.(md|markdown)/.test(target)) return "markdown";
  if (/\.mmd/.test(target)) return "mermaid";
  if (/\.html?/.test(target)) return "iframe";
  if (/\.(mp4|ogg)/.test(target)) return "video";
  if (/\.mp3/.test(target)) return "audio";
  return "code";
}

/** The language the title names (`':include :type=code text'`), else the file's extension. */
function codeLanguage(titleRest: string, target: string): string {
  const named = titleRest.split(/\s+/)[0] ?? "";
  if (named !== "") return named;
  const extension = path.posix.extname(target).slice(1);
  return extension === "md" ? "markdown" : extension;
}

/**
 * The part of a file between two lines marking the fragment (`/// [demo]` or `### [demo]`),
 * without its common indentation; with `omitFragmentLine`, the marking lines are left out whole.
 */
function fragmentOf(text: string, name: string, omitMarkerLines: boolean): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const marker = `(?:###|\\/\\/\\/)\\s*\\[${escaped}\\]`;
  const fullMarker = omitMarkerLines ? `.*${marker}.*\\n` : marker;
  const match = new RegExp(`(?:${fullMarker})([\\s\\S]*?)(?:${fullMarker})`).exec(text);
  if (!match) return undefined;
  return withoutCommonIndent(match[1] ?? "").trim();
}

function withoutCommonIndent(text: string): string {
  const lines = text.split("\n");
  const indents = lines.filter((line) => line.trim() !== "").map((line) => /^[ \t]*/.exec(line)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(Math.min(common, /^[ \t]*/.exec(line)![0].length))).join("\n");
}

/** Docsify's front-matter plugin leaves an embedded file's front matter out. */
function withoutFrontMatter(text: string): string {
  return text.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, "");
}
