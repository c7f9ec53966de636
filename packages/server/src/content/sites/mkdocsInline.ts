// What MkDocs' inline extensions add to a line, as rxdocs shows it, outside code:
//   attr_list   `## Install { #setup .wide }` keeps its id (`{#setup}`, which rxdocs renders);
//               `[Go](x){ .md-button }`, `![](a.png){ width="300" }` and `{: .class }` under a
//               paragraph lose what would otherwise show as text.
//   Material's icons (pymdownx.emoji with its index): `:material-check:` ✓, `:octicons-alert-16:` ⚠,
//               the others removed quietly; an emoji shortcode (`:smile:`) stays as written.
import type { SourceLine } from "./mkdocsIncludes.js";

export interface InlineOptions {
  attributeLists: boolean;
  icons: boolean;
}

/** One attribute: `#id`, `.class`, `key=value`, `key="a value"`, or a bare `key` (`{ data-search-exclude }`). */
const ATTRIBUTE = String.raw`(?:[#.][\w-]+|[\w-]+(?:=(?:"[^"]*"|'[^']*'|[^\s}]+))?)`;
/** Braces around bare words are an attribute list only after a heading or with a colon (`{: key }`): elsewhere they may be text. */
const NAMED_ATTRIBUTE = /^\{:|[#.][\w-]|=/;
const ATTRIBUTE_LIST = new RegExp(String.raw`([ \t]*)\{:?[ \t]*${ATTRIBUTE}(?:[ \t]+${ATTRIBUTE})*[ \t]*\}`, "g");
const ONLY_ATTRIBUTE_LIST = new RegExp(String.raw`^[ \t]*\{:?[ \t]*${ATTRIBUTE}(?:[ \t]+${ATTRIBUTE})*[ \t]*\}[ \t]*$`);
const HEADING = /^ {0,3}#{1,6}[ \t]/;
const ICON = /:(material|octicons|fontawesome-(?:brands|regular|solid)|simple)-([a-z0-9-]+):/g;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** A few icons read as Unicode; the names are the icon sets' (sizes and styles aside). */
const ICON_CHARACTERS: Record<string, string> = {
  check: "✓",
  "check-all": "✓",
  "check-bold": "✓",
  close: "✗",
  x: "✗",
  xmark: "✗",
  alert: "⚠",
  "triangle-exclamation": "⚠",
  information: "ℹ",
  info: "ℹ",
  "circle-info": "ℹ",
  star: "★",
  heart: "♥",
  "arrow-right": "→",
  "arrow-left": "←",
  "arrow-up": "↑",
  "arrow-down": "↓",
  plus: "+",
  minus: "−",
};

export function rewriteInline(lines: readonly SourceLine[], options: InlineOptions): SourceLine[] {
  let codeFence: string | undefined;
  return lines.map((source) => {
    const fence = FENCE.exec(source.text)?.[1];
    if (codeFence !== undefined) {
      if (fence && fence[0] === codeFence[0] && fence.length >= codeFence.length && source.text.trim() === fence) {
        codeFence = undefined;
      }
      return source;
    }
    if (fence) {
      codeFence = fence;
      return source;
    }
    return { ...source, text: rewriteLine(source.text, options) };
  });
}

function rewriteLine(text: string, options: InlineOptions): string {
  if (!text.includes(":") && !text.includes("{")) return text;
  const code = inlineCodeSpans(text);
  const outsideCode = (at: number) => !code.some(([start, end]) => at >= start && at < end);
  let rewritten = text;
  if (options.attributeLists) {
    if (ONLY_ATTRIBUTE_LIST.test(text) && NAMED_ATTRIBUTE.test(text.trim())) return "";
    const isHeading = HEADING.test(text);
    rewritten = rewritten.replace(ATTRIBUTE_LIST, (written: string, space: string, at: number, line: string) => {
      const list = written.slice(space.length);
      const isAtEnd = line.slice(at + written.length).trim() === "";
      // attr_list reads a list at the end of a heading or a block, or right after an inline element.
      const isAttached = isAtEnd || (space === "" && /[)\]*_`:>~=^]/.test(line[at - 1] ?? ""));
      if (!outsideCode(at + space.length) || !isAttached || (isHeading && !isAtEnd)) return written;
      if (!isHeading && !NAMED_ATTRIBUTE.test(list)) return written;
      const id = isHeading ? /#([\w-]+)/.exec(list.replace(/(["']).*?\1/g, ""))?.[1] : undefined;
      return id === undefined ? "" : ` {#${id}}`;
    });
  }
  if (options.icons) {
    const spans = rewritten === text ? code : inlineCodeSpans(rewritten);
    rewritten = rewritten.replace(ICON, (icon: string, _set: string, name: string, at: number) =>
      spans.some(([start, end]) => at >= start && at < end) ? icon : iconCharacter(name),
    );
  }
  return rewritten;
}

/** An icon's character, from its name without the set's size (`-16`) or style (`-outline`, `-fill`). */
function iconCharacter(name: string): string {
  const base = name.replace(/-(?:12|16|24|32|48|96)$/, "").replace(/-(?:outline|fill|circle|box)$/, "");
  return ICON_CHARACTERS[name] ?? ICON_CHARACTERS[base] ?? "";
}

/** Where the line's inline code (`…`) is: [start, end) of each span, its backticks included. */
function inlineCodeSpans(text: string): [number, number][] {
  if (!text.includes("`")) return [];
  const spans: [number, number][] = [];
  const ticks = /`+/g;
  for (let opening = ticks.exec(text); opening; opening = ticks.exec(text)) {
    const closing = text.indexOf(opening[0], opening.index + opening[0].length);
    if (closing === -1) break;
    spans.push([opening.index, closing + opening[0].length]);
    ticks.lastIndex = closing + opening[0].length;
  }
  return spans;
}
