// MkDocs admonitions (Python-Markdown's admonition, pymdownx.details), with Material for MkDocs'
// kinds:
//   !!! note "Title"      !!! tip ""  (no title)      ??? warning  (folded)      ???+ note  (open)
//       Content indented by four spaces.
// Extra words after the kind (`!!! info inline end`) are layout hints the reader ignores, and a
// kind it does not know is a note, as in Material for MkDocs.
import type { MarkedExtension } from "marked";
import { type CalloutWord, isCalloutWord } from "./articleWords.js";
import { type CalloutKind, calloutToken } from "./callout.js";
import { startOfLaterLine } from "./containerLexing.js";
import { readIndentedBody, splitLines } from "./indentedBlock.js";

const OPENING_LINE = String.raw` {0,3}(!!!|\?\?\?\+?)[ \t]*([A-Za-z][\w-]*)(?:[ \t]+[\w-]+)*(?:[ \t]+"(.*)")?[ \t]*(?:\n|$)`;
const OPENING = new RegExp(`^${OPENING_LINE}`);
const LATER_OPENING = new RegExp(`\\n${OPENING_LINE}`);

// Material for MkDocs' kinds, each with its aliases, on the reader's tones; each is titled with a
// word of the interface (article.callout.<kind>).
const KIND_GROUPS: readonly [CalloutKind["tone"], readonly CalloutWord[]][] = [
  ["note", ["note", "seealso", "abstract", "summary", "tldr", "info", "todo", "question", "help", "faq"]],
  ["tip", ["tip", "hint", "important", "success", "check", "done"]],
  ["warning", ["warning", "caution", "attention"]],
  ["danger", ["danger", "error", "failure", "fail", "missing", "bug"]],
  ["important", ["example"]],
  ["neutral", ["quote", "cite"]],
];
const TONE_OF_KIND: ReadonlyMap<string, CalloutKind["tone"]> = new Map(
  KIND_GROUPS.flatMap(([tone, kinds]) => kinds.map((kind) => [kind, tone] as const)),
);

export const mkdocsAdmonitions: MarkedExtension = {
  extensions: [
    {
      name: "mkdocsAdmonition",
      level: "block",
      start: (src) => startOfLaterLine(LATER_OPENING, src, ["!!!", "???"]),
      tokenizer(src) {
        const opening = OPENING.exec(src);
        if (!opening) return undefined;
        const [, marker, kindName, titleMarkdown] = opening as unknown as [string, string, string, string | undefined];
        const lines = splitLines(src);
        const body = readIndentedBody(lines, 1);
        const raw = lines.slice(0, body.end).join("");
        const collapsible = marker === "!!!" ? undefined : marker === "???+" ? "open" : "closed";
        return calloutToken(this.lexer, raw, {
          kind: kindOf(kindName),
          titleMarkdown,
          body: body.markdown,
          collapsible,
        });
      },
    },
  ],
};

function kindOf(name: string): CalloutKind {
  const kind = name.toLowerCase();
  const tone = TONE_OF_KIND.get(kind) ?? "note";
  // Material for MkDocs titles an admonition with its kind in title case: its own kinds are words
  // of the interface, put in the page's language; another kind's name is the author's.
  if (isCalloutWord(kind)) return { tone, defaultTitle: kind };
  return { tone, defaultTitle: { text: kind.charAt(0).toUpperCase() + kind.slice(1) } };
}
