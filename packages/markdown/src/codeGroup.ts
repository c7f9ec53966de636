// VitePress code groups: consecutive code blocks shown as one block with a tab each, labelled by
// the fence's `[label]` (or any title its dialect gives it), else its language, else "Tab N".
//   ::: code-group
//   ```js [config.js]
//   ```
//   ```ts [config.ts]
//   ```
//   :::
import type { Token, Tokens } from "marked";
import { parseFenceInfo } from "./fenceInfo.js";
import type { TabGroupToken, TabToken } from "./tabGroup.js";

/** The tab group of a code group's body, or undefined when it holds no code block. */
export function codeGroupToken(raw: string, body: readonly Token[]): TabGroupToken | undefined {
  const tabs: TabToken[] = [];
  // Anything else in the group (a stray paragraph) stays with the code block before it.
  const leading: Token[] = [];
  for (const token of body) {
    if (token.type === "code") {
      // The tab shows the block's title already.
      const code: Tokens.Code & { inTab?: true } = { ...(token as Tokens.Code), inTab: true };
      tabs.push({ type: "tab", raw: token.raw, title: codeLabel(token.lang), tokens: [code] });
    } else if (token.type !== "space") {
      (tabs.at(-1)?.tokens ?? leading).push(token);
    }
  }
  if (tabs.length === 0) return undefined;
  tabs[0]!.tokens.unshift(...leading);
  return { type: "tabGroup", raw, tokens: tabs, selected: 0, isCodeGroup: true };
}

/** The label of a fence: its title, else its language; "" lets the tab group number it. */
function codeLabel(info: string | undefined): string {
  const { title, language } = parseFenceInfo(info);
  return title?.trim() || language;
}
