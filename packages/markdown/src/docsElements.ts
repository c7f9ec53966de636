// The admonitions of React Router's and Remix's docs, written as custom elements that their
// sites draw as coloured boxes:
//   <docs-info>One line, or several, of inline Markdown.</docs-info>
//   <docs-warning>
//
//   Blocks of Markdown, between blank lines.
//
//   </docs-warning>
// Without this they would lose their box (the sanitizer keeps only the text of an unknown element).
import type { MarkedExtension } from "marked";
import { type CalloutKind, calloutToken } from "./callout.js";
import { startOfLaterLine } from "./containerLexing.js";

const KINDS: ReadonlyMap<string, CalloutKind> = new Map([
  ["info", { tone: "note", defaultTitle: "info" }],
  ["warning", { tone: "warning", defaultTitle: "warning" }],
  ["error", { tone: "danger", defaultTitle: "error" }],
  ["success", { tone: "tip", defaultTitle: "success" }],
]);

const OPENING_TAG = String.raw` {0,3}<docs-(info|warning|error|success)>`;
const OPENING = new RegExp(`^${OPENING_TAG}`);
const LATER_OPENING = new RegExp(`\\n${OPENING_TAG}`);

export const docsElements: MarkedExtension = {
  extensions: [
    {
      name: "docsElement",
      level: "block",
      start: (src) => startOfLaterLine(LATER_OPENING, src, ["<docs-"]),
      tokenizer(src) {
        const opening = OPENING.exec(src);
        if (!opening) return undefined;
        const name = opening[1]!;
        // The element ends with its closing tag at the end of a line, however many lines it spans.
        const closing = new RegExp(`</docs-${name}>[ \\t]*(?:\\n|$)`).exec(src.slice(opening[0].length));
        if (!closing) return undefined;
        const end = opening[0].length + closing.index;
        return calloutToken(this.lexer, src.slice(0, end + closing[0].length), {
          kind: KINDS.get(name)!,
          body: src.slice(opening[0].length, end).trim(),
        });
      },
    },
  ],
};
