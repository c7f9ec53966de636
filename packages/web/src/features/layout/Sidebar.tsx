import type { MenuEntry } from "@rxdocs/contract";
import { useMemo, useState } from "react";
import { filterMenus } from "./menuFilter";
import { MenuTree } from "./MenuTree";
import { useMessages } from "../../i18n/useMessages";

interface SidebarProps {
  title: string;
  entries: readonly MenuEntry[];
  currentCode: string | null;
  openCodes: ReadonlySet<string>;
  /** What the reader typed into the filter before the app started. */
  typedEarly?: string;
}

/** The active section's tree with a type-ahead filter that narrows it. */
export function Sidebar({ title, entries, currentCode, openCodes, typedEarly = "" }: SidebarProps) {
  // What the reader types here; until they do, what they typed before the app started.
  const [typed, setFilter] = useState<string>();
  const filter = typed ?? typedEarly;
  const shown = useMemo(() => filterMenus(entries, filter), [entries, filter]);
  const messages = useMessages();
  return (
    <nav className="rx-sidebar-nav" aria-label={messages.text("sidebar.pages")}>
      <p className="rx-sidebar-title">{title}</p>
      <input
        type="search"
        className="rx-tree-filter"
        placeholder={messages.text("sidebar.filter")}
        aria-label={messages.text("sidebar.filter")}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {shown.length > 0 ? (
        <MenuTree
          entries={shown}
          currentCode={currentCode}
          openCodes={openCodes}
          expandAll={filter.trim() !== ""}
          label={title}
        />
      ) : (
        <p className="rx-tree-empty">{messages.text("sidebar.noMatch", { filter })}</p>
      )}
    </nav>
  );
}
