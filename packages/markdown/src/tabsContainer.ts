// The tabs of the VitePress tabs plugin (vitepress-plugin-tabs), which is also what the importer
// turns Docusaurus' <Tabs>/<TabItem> into:
//   ::: tabs key:pkg
//   == npm
//   Markdown content
//   == yarn
//   Markdown content
//   :::
// A tab starts at a line of `==` and its label; the first such line sets how many `=` the
// others have. Only lines at the container's own level count, so a nested container or a code
// block may hold `==` lines of its own.
import type { Lexer } from "marked";
import type { ColonContainer } from "./containerFences.js";
import { lexBody } from "./containerLexing.js";
import type { TabGroupToken, TabToken } from "./tabGroup.js";

const TAB_MARKER = /^ {0,3}(={2,})[ \t]*(.*?)[ \t]*$/;
const SYNC_KEY = /(?:^|\s)key:(\S+)/;

/** The tab group of a `tabs` container, or undefined when it has no tab marker. */
export function tabsContainerToken(lexer: Lexer, container: ColonContainer): TabGroupToken | undefined {
  const sections = splitTabs(container);
  if (sections.length === 0) return undefined;
  const tabs = sections.map((section): TabToken => ({
    type: "tab",
    raw: section.lines.join("\n"),
    title: section.label,
    tokens: lexBody(lexer, section.lines.join("\n")),
  }));
  const syncKey = SYNC_KEY.exec(container.info)?.[1];
  return {
    type: "tabGroup",
    raw: container.raw,
    tokens: tabs,
    ...(syncKey && { syncKey }),
    selected: 0,
    isCodeGroup: false,
  };
}

interface TabSection {
  label: string;
  lines: string[];
}

function splitTabs({ bodyLines, isOwnLevel }: ColonContainer): TabSection[] {
  const sections: TabSection[] = [];
  // Text before the first tab is not lost: it opens the first tab.
  const leading: string[] = [];
  let markerLength: number | undefined;
  bodyLines.forEach((line, index) => {
    const marker = isOwnLevel[index] ? TAB_MARKER.exec(line) : null;
    if (marker && (markerLength === undefined || marker[1]!.length === markerLength)) {
      markerLength = marker[1]!.length;
      // A blank line keeps the text before the first tab a block of its own.
      const lines = sections.length === 0 && leading.length > 0 ? [...leading, ""] : [];
      sections.push({ label: marker[2]!, lines });
    } else {
      (sections.at(-1)?.lines ?? leading).push(line);
    }
  });
  return sections;
}
