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

const TAB_OPENING = /^ {0,3}===([!+]{0,2})[ \t]*"(.*)"[ \t]*$/;
const LATER_TAB_OPENING = /\n {0,3}===[!+]{0,2}[ \t]*"/;
const BLANK = /^[ \t]*\n?$/;

export const mkdocsTabs: MarkedExtension = {
  extensions: [
    {
      name: "mkdocsTabs",
      level: "block",
      start: (src) => startOfLaterLine(LATER_TAB_OPENING, src),
      tokenizer(src): TabGroupToken | undefined {
        const lines = splitLines(src);
        const tabs: TabToken[] = [];
        let selected = 0;
        let end = 0;
        for (let index = 0; index < lines.length;) {
          const opening = TAB_OPENING.exec(lines[index]!.replace(/\n$/, ""));
          const [, flags = "", label = ""] = opening ?? [];
          if (!opening || (tabs.length > 0 && flags.includes("!"))) break;
          const body = readIndentedBody(lines, index + 1);
          if (flags.includes("+")) selected = tabs.length;
          const raw = lines.slice(index, body.end).join("");
          tabs.push({ type: "tab", raw, title: label, tokens: lexBody(this.lexer, body.markdown) });
          end = body.end;
          // Blank lines may separate the tabs of a group.
          index = end;
          while (index < lines.length && BLANK.test(lines[index]!)) index++;
        }
        if (tabs.length === 0) return undefined;
        return { type: "tabGroup", raw: lines.slice(0, end).join(""), tokens: tabs, selected, isCodeGroup: false };
      },
    },
  ],
};
