// MkDocs content tabs (pymdownx.tabbed): consecutive `=== "Label"` blocks, each with its content
// indented by four spaces, form one tab group. `===!` starts a new group even right after
// another, and `===+` marks the tab shown first.
//   === "C"
//       ```c
//       ```
//   === "C++"
//       ```c++
//       ```
import type { MarkedExtension } from "marked";
import { lexBody, startOfLaterLine } from "./containerLexing.js";
import { readIndentedBody, splitLines } from "./indentedBlock.js";
import type { TabGroupToken, TabToken } from "./tabGroup.js";

const TAB_OPENING_LINE = String.raw` {0,3}===([!+]{0,2})[ \t]*"(.*)"[ \t]*(?=\n|$)`;
const TAB_OPENING = new RegExp(`^${TAB_OPENING_LINE}`);
const LATER_TAB_OPENING = new RegExp(`\\n${TAB_OPENING_LINE}`);
const BLANK = /^[ \t]*\n?$/;

export const mkdocsTabs: MarkedExtension = {
  extensions: [
    {
      name: "mkdocsTabs",
      level: "block",
      start: (src) => startOfLaterLine(LATER_TAB_OPENING, src, ["==="]),
      tokenizer(src): TabGroupToken | undefined {
        // Checked before the text is split, as this runs at every block.
        if (!TAB_OPENING.test(src)) return undefined;
        const lines = splitLines(src);
        const tabs: TabToken[] = [];
        let selected = 0;
        let end = 0;
        let next = 0;
        while (next < lines.length) {
          const opening = TAB_OPENING.exec(lines[next]!);
          const [, flags = "", label = ""] = opening ?? [];
          if (!opening || (tabs.length > 0 && flags.includes("!"))) break;
          const body = readIndentedBody(lines, next + 1);
          if (flags.includes("+")) selected = tabs.length;
          const raw = lines.slice(next, body.end).join("");
          tabs.push({ type: "tab", raw, title: label, tokens: lexBody(this.lexer, body.markdown) });
          end = body.end;
          // Blank lines may separate the tabs of a group.
          next = end;
          while (next < lines.length && BLANK.test(lines[next]!)) next++;
        }
        if (tabs.length === 0) return undefined;
        return { type: "tabGroup", raw: lines.slice(0, end).join(""), tokens: tabs, selected, isCodeGroup: false };
      },
    },
  ],
};
