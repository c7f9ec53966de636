import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { saveTabChoice } from "./tabChoice";
import { tabIndexAfterKey } from "./tabKeys";
import { useTabChoice } from "./useTabChoice";
import "./ui.css";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology, such as "Examples". */
  label: string;
  items: readonly TabItem[];
  /** Tabs sharing a key show the same label, remembered across pages (like Docusaurus' groupId). */
  syncKey?: string;
}

/** Tabs following the WAI-ARIA tabs pattern, with automatic activation. */
export function Tabs({ label, items, syncKey }: TabsProps) {
  const baseId = useId();
  const syncedLabel = useTabChoice(syncKey);
  // A page rendered on the server may have had a tab chosen before the app took it over.
  const [chosenId, setChosenId] = useState(() => items[selectedInPage(baseId, items.length)]?.id ?? items[0]?.id);
  const syncedItem = items.find((item) => item.label === syncedLabel);
  // Adopting a synced choice as this group's own keeps it shown when a later choice (say "pnpm"
  // where only npm and yarn exist) is one this group lacks.
  if (syncedItem && syncedItem.id !== chosenId) setChosenId(syncedItem.id);
  const selected = syncedItem ?? items.find((item) => item.id === chosenId) ?? items[0];
  if (!selected) return null;

  const tabId = (index: number) => tabIdOf(baseId, index);
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (item: TabItem) => {
    setChosenId(item.id);
    if (syncKey !== undefined) saveTabChoice(syncKey, item.label);
  };

  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabIndexAfterKey(event.key, items.indexOf(selected), items.length, event.currentTarget);
    if (index === undefined) return;
    event.preventDefault();
    const item = items[index];
    if (!item) return;
    select(item);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <div className="rx-tabs">
      <div className="rx-tabs__list" role="tablist" aria-label={label} onKeyDown={moveWithKeys}>
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            className="rx-tabs__tab"
            role="tab"
            id={tabId(index)}
            aria-selected={item === selected}
            aria-controls={panelId(index)}
            tabIndex={item === selected ? 0 : -1}
            onClick={() => select(item)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        // Every panel stays rendered (hidden when not selected) so each tab's aria-controls has a target.
        // tabIndex 0 lets keyboard users reach and scroll a panel that holds only text or code.
        <div
          key={item.id}
          className="rx-tabs__panel"
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={item !== selected}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

const tabIdOf = (baseId: string, index: number) => `${baseId}-tab-${index}`;

/** The index of the group's tab selected in the page as it is, if the page has the group. */
function selectedInPage(baseId: string, count: number): number {
  if (typeof document === "undefined") return -1;
  for (let index = 0; index < count; index++) {
    if (document.getElementById(tabIdOf(baseId, index))?.getAttribute("aria-selected") === "true") return index;
  }
  return -1;
}
