// Makes the tab groups written in articles switch. The renderer draws them as static WAI-ARIA
// tabs (@rxdocs/markdown's tabGroup.ts) with the classes of the app's own Tabs; here a click or
// the arrow keys select a tab, and groups sharing a sync key follow the reader's choice, which is
// remembered with the same storage as the app's Tabs (ui/tabChoice.ts), so both stay in step.
import { readTabChoice, saveTabChoice, subscribeToTabChoices } from "../ui/tabChoice";
import { tabIndexAfterKey } from "../ui/tabKeys";

const TAB = ".rx-tabs__tab";

/**
 * Handles the tab groups under `root` with one listener for each kind of event, so groups
 * rendered later work too, and shows the remembered choice of each synced group. Returns a
 * function that detaches everything.
 */
export function attachContentTabs(root: HTMLElement): () => void {
  const showRememberedChoices = () => {
    for (const group of root.querySelectorAll<HTMLElement>(".rx-tabs[data-sync-key]")) {
      const label = readTabChoice(group.dataset.syncKey!);
      const tab = tabsOf(group).find((candidate) => tabLabel(candidate) === label);
      if (tab) select(tab);
    }
  };

  const choose = (tab: HTMLElement) => {
    const syncKey = groupOf(tab).dataset.syncKey;
    keepInView(tab, () => {
      select(tab);
      // Saving tells every synced group, here and in the app's Tabs, to follow.
      if (syncKey !== undefined) saveTabChoice(syncKey, tabLabel(tab));
    });
  };

  const onClick = (event: MouseEvent) => {
    const tab = tabAt(event.target, root);
    if (tab) choose(tab);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabAt(event.target, root);
    if (!tab) return;
    const tabs = tabsOf(groupOf(tab));
    const current = tabs.indexOf(tab);
    const target = tabIndexAfterKey(event.key, current, tabs.length, tab);
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!;
    choose(next);
    next.focus();
  };

  showRememberedChoices();
  const unsubscribe = subscribeToTabChoices(showRememberedChoices);
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    unsubscribe();
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}

/** Shows `tab`'s panel and makes it the group's one tab stop. */
function select(tab: HTMLElement): void {
  const group = groupOf(tab);
  for (const candidate of tabsOf(group)) {
    const isSelected = candidate === tab;
    candidate.setAttribute("aria-selected", String(isSelected));
    candidate.tabIndex = isSelected ? 0 : -1;
  }
  const panelId = tab.getAttribute("aria-controls");
  for (const panel of group.querySelectorAll<HTMLElement>(":scope > .rx-tabs__panel")) {
    panel.hidden = panel.id !== panelId;
  }
}

/**
 * Runs `change` without moving the chosen tab on the screen: synced groups above it may grow or
 * shrink, which would otherwise scroll the page under the reader's pointer.
 */
function keepInView(tab: HTMLElement, change: () => void): void {
  const top = tab.getBoundingClientRect().top;
  change();
  const shift = tab.getBoundingClientRect().top - top;
  if (shift !== 0) window.scrollBy(0, shift);
}

function tabAt(target: EventTarget | null, root: HTMLElement): HTMLElement | null {
  const tab = target instanceof Element ? target.closest<HTMLElement>(TAB) : null;
  return tab && root.contains(tab) ? tab : null;
}

function groupOf(tab: HTMLElement): HTMLElement {
  return tab.closest<HTMLElement>(".rx-tabs")!;
}

function tabsOf(group: HTMLElement): HTMLElement[] {
  return Array.from(group.querySelectorAll<HTMLElement>(`:scope > .rx-tabs__list > ${TAB}`));
}

function tabLabel(tab: HTMLElement): string {
  return tab.textContent?.trim() ?? "";
}
