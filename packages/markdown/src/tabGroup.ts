// The one markup of every tab group written in an article (VitePress code groups and tabs,
// MkDocs content tabs): static HTML following the WAI-ARIA tabs pattern, with the class names of
// the app's own Tabs component (web/src/ui/Tabs.tsx), so both look alike. The first tab (or the
// one the author marked) shows; web/src/markdown/contentTabs.ts makes the tabs switch.
import type { MarkedExtension, Token, Tokens } from "marked";
import { articleWord, wordMark } from "./articleWords.js";
import { escapeHtml } from "./escapeHtml.js";
import { currentRender } from "./renderContext.js";

export interface TabToken extends Tokens.Generic {
  type: "tab";
  /** The tab's label, as plain text. */
  title: string;
  tokens: Token[];
}

export interface TabGroupToken extends Tokens.Generic {
  type: "tabGroup";
  tokens: TabToken[];
  /** Groups sharing a key show the same tab, and the reader's choice is remembered. */
  syncKey?: string;
  /** The index of the tab shown first. */
  selected: number;
  /** A group of code blocks only (`::: code-group`), drawn as one block of code. */
  isCodeGroup: boolean;
}

/** Renders tab group tokens, from every syntax family. */
export const tabGroupMarkup: MarkedExtension = {
  extensions: [
    {
      name: "tabGroup",
      renderer(token) {
        const group = token as TabGroupToken;
        // Ids are taken before the panels render, so that they follow the page's reading order.
        const render = currentRender();
        const ids = group.tokens.map(() => ({ tabId: render.nextId("tab"), panelId: render.nextId("tabpanel") }));
        const tabs = group.tokens.map((tab, index) => ({
          ...ids[index]!,
          label: tab.title,
          panelHtml: this.parser.parse(tab.tokens),
        }));
        return renderTabGroup(group, tabs);
      },
    },
  ],
};

interface RenderedTab {
  tabId: string;
  panelId: string;
  label: string;
  panelHtml: string;
}

/** The markup of a tab group; tabs without a label are named "Tab 1", "Tab 2"… in the page's language. */
function renderTabGroup(group: TabGroupToken, tabs: readonly RenderedTab[]): string {
  const selected = tabs[group.selected] ? group.selected : 0;
  const buttons = tabs.map(({ tabId, panelId, label }, index) => {
    const isSelected = index === selected;
    const text = escapeHtml(label || articleWord("article.tab", index + 1));
    const mark = label ? "" : wordMark("article.tab", index + 1);
    return `<button type="button" class="rx-tabs__tab" role="tab" id="${tabId}" aria-selected="${isSelected}" aria-controls="${panelId}" tabindex="${isSelected ? 0 : -1}"${mark}>${text}</button>`;
  });
  // tabindex 0 lets keyboard users reach and scroll a panel that holds only text or code.
  const panels = tabs.map(({ tabId, panelId, panelHtml }, index) => {
    const hidden = index === selected ? "" : " hidden";
    return `<div class="rx-tabs__panel" role="tabpanel" id="${panelId}" aria-labelledby="${tabId}" tabindex="0"${hidden}>\n${panelHtml}</div>\n`;
  });

  const classes = group.isCodeGroup ? "rx-tabs rx-tabs--code" : "rx-tabs";
  const syncKey = group.syncKey ? ` data-sync-key="${escapeHtml(group.syncKey)}"` : "";
  const tabList = `<div class="rx-tabs__list" role="tablist">${buttons.join("")}</div>`;
  return `<div class="${classes}"${syncKey}>${tabList}\n${panels.join("")}</div>\n`;
}
