// React Router's mode badges: a line `[MODES: framework, data]` under a page's title says which
// of its modes the page is about, and its site draws one badge per mode. Here they are a labelled
// list of badges, so that the line never shows as the raw marker it is written as.
import type { MarkedExtension, Tokens } from "marked";
import { wordLabel } from "./articleWords.js";
import { escapeHtml } from "./escapeHtml.js";
import { startOfLaterLine } from "./containerLexing.js";

const MODES_LINE = String.raw` {0,3}\[MODES:[ \t]*([\w -]+(?:[ \t]*,[ \t]*[\w -]+)*)\][ \t]*(?:\n|$)`;
const MODES = new RegExp(`^${MODES_LINE}`, "i");
const LATER_MODES = new RegExp(`\\n${MODES_LINE}`, "i");

interface ModeBadgesToken extends Tokens.Generic {
  type: "modeBadges";
  modes: string[];
}

export const modeBadges: MarkedExtension = {
  extensions: [
    {
      name: "modeBadges",
      level: "block",
      // The line is read in any case, so "[" is the only marker that keeps every spelling.
      start: (src) => startOfLaterLine(LATER_MODES, src, ["["]),
      tokenizer(src): ModeBadgesToken | undefined {
        const line = MODES.exec(src);
        if (!line) return undefined;
        const modes = line[1]!
          .split(",")
          .map((mode) => mode.trim())
          .filter(Boolean);
        return { type: "modeBadges", raw: line[0], modes };
      },
      renderer(token) {
        const items = (token as ModeBadgesToken).modes.map((mode) => `<li>${escapeHtml(titleCase(mode))}</li>`);
        return `<ul class="rx-modes"${wordLabel("article.modes")}>${items.join("")}</ul>\n`;
      },
    },
  ],
};

function titleCase(mode: string): string {
  return mode.charAt(0).toUpperCase() + mode.slice(1);
}
