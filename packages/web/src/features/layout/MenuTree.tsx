// The sidebar's tree: folders open and close, the current article is highlighted and kept
// in view, and its folders are open. Arrow keys move between items as in a file tree. Its links
// stay in the reader's version and language; a page the language lacks is marked with the tag
// of the language it is shown in.
// A closed folder's pages are in the server's page too, hidden: the page's inline script opens
// a folder before the app has started by showing them (early/earlyFolders.ts). The app makes a
// folder's list when it is first opened.
import { MENU_TYPE_ARTICLE, type MenuEntry } from "@rxdocs/contract";
import { memo, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "../../routing";
import { ChevronRightIcon } from "../../ui/icons";
import { articleHref } from "../../shared/articleHref";
import { earlyFolderChoice } from "../../early/takeOver";
import { useHydrating } from "../../shared/useHydrating";
import type { Slot } from "../../slot/slotQuery";
import { NavAnchor } from "./NavAnchor";
import { useSiteVersions, useSlot } from "../../slot/useSlot";
import { useMessages } from "../../i18n/useMessages";

interface MenuTreeProps {
  entries: readonly MenuEntry[];
  currentCode: string | null;
  /** Folders on the way to the current article: open from the start. */
  openCodes: ReadonlySet<string>;
  /** While filtering, every folder is open. */
  expandAll?: boolean;
  label: string;
}

/** How an untranslated page is marked: the tag of the language it is shown in, and what that means. */
interface UntranslatedMark {
  tag: string;
  descriptionId: string;
}

export function MenuTree({ entries, currentCode, openCodes, expandAll = false, label }: MenuTreeProps) {
  const treeRef = useRef<HTMLUListElement>(null);
  const slot = useSlot();
  const descriptionId = useId();
  const site = useSiteVersions();
  const messages = useMessages();
  // Only a site of several languages has pages one of them lacks.
  const defaultLang = site && site.languages.length > 1 ? site.defaultLang : undefined;
  const untranslated = useMemo(
    () => (defaultLang ? { tag: defaultLang, descriptionId } : undefined),
    [defaultLang, descriptionId],
  );
  // A tree the app takes over from the server's page was scrolled to the current article by the
  // page's inline script, and perhaps by the reader since: it stays where it is.
  const keepScroll = useRef(useHydrating());
  useEffect(() => {
    if (keepScroll.current) {
      keepScroll.current = false;
      return;
    }
    const current = treeRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: "nearest" });
  }, [currentCode]);

  return (
    <>
      <ul className="rx-tree" aria-label={label} ref={treeRef} onKeyDown={moveFocusWithArrows}>
        <TreeItems
          entries={entries}
          currentCode={currentCode}
          openCodes={openCodes}
          expandAll={expandAll}
          slot={slot}
          untranslated={untranslated}
        />
      </ul>
      {untranslated && (
        <span id={descriptionId} hidden>
          {messages.text("sidebar.untranslated")}
        </span>
      )}
    </>
  );
}

type ItemProps = Omit<MenuTreeProps, "entries" | "label"> & {
  /** The version and language the links lead to. */
  slot: Slot;
  untranslated?: UntranslatedMark;
};

/** The entries the site's navigation lists: a page it leaves out opens by its address, but is not in the tree. */
function TreeItems({ entries, ...props }: ItemProps & { entries: readonly MenuEntry[] }) {
  return entries.map((entry) => (entry.navHidden ? null : <TreeItem key={entry.menuCode} entry={entry} {...props} />));
}

type TreeItemProps = ItemProps & { entry: MenuEntry };

// The server's page carries the pages of closed folders too, for its inline script to show.
const ON_SERVER = typeof document === "undefined";
const AS_THE_SERVER_SENT_IT = { __html: "" };

// Moving to another article renders again only the items it concerns: the pages that stop or
// start being the current one and the folders on the way to either. The rest of a large tree,
// hundreds of items, is left as it is.
const TreeItem = memo(TreeItemRow, (before, after) => {
  const code = after.entry.menuCode;
  const concerns = (props: TreeItemProps) => props.currentCode === code || props.openCodes.has(code);
  return (
    before.entry === after.entry &&
    before.expandAll === after.expandAll &&
    before.slot === after.slot &&
    before.untranslated === after.untranslated &&
    !concerns(before) &&
    !concerns(after)
  );
});

function TreeItemRow({ entry, currentCode, openCodes, expandAll, slot, untranslated }: TreeItemProps) {
  const messages = useMessages();
  // The reader's own choice for this folder (made before the app started, or since); until
  // there is one, it is open on the way to the current article.
  const [chosenOpen, setChosenOpen] = useState(() => earlyFolderChoice(entry.menuCode));
  const [trail, setTrail] = useState(openCodes);
  if (trail !== openCodes) {
    // Navigating to an article inside a folder the reader closed opens it again.
    setTrail(openCodes);
    if (openCodes.has(entry.menuCode)) setChosenOpen(undefined);
  }
  const isOpen = chosenOpen ?? openCodes.has(entry.menuCode);

  const badge = entry.badge && (
    <span className={`rx-tree-badge rx-tree-badge--${entry.badge.variant}`}>{entry.badge.text}</span>
  );
  if (entry.link !== undefined) {
    return (
      <li>
        <NavAnchor href={entry.link} slot={slot} className="rx-tree-link">
          {entry.menuName}
          {badge}
        </NavAnchor>
      </li>
    );
  }
  const isCurrent = entry.menuCode === currentCode;
  const mark = entry.untranslated ? untranslated : undefined;
  const link = (
    <Link
      className="rx-tree-link"
      to={articleHref(entry.menuCode, slot)}
      aria-current={isCurrent ? "page" : undefined}
      aria-describedby={mark?.descriptionId}
    >
      {entry.menuName}
      {badge}
      {mark && (
        <span className="rx-tree-untranslated" aria-hidden="true">
          {mark.tag}
        </span>
      )}
    </Link>
  );
  if (entry.menuType === MENU_TYPE_ARTICLE && entry.childList.length === 0) return <li>{link}</li>;
  const expanded = expandAll || isOpen;
  const children = (
    <FolderList
      entries={entry.childList}
      currentCode={currentCode}
      openCodes={openCodes}
      expandAll={expandAll}
      slot={slot}
      untranslated={untranslated}
      expanded={expanded}
    />
  );
  if (entry.menuType === MENU_TYPE_ARTICLE) {
    // A folder with a page of its own: its name opens the page, its chevron folds what is inside.
    return (
      <li data-code={entry.menuCode}>
        <div className="rx-tree-row">
          {link}
          <button
            type="button"
            className="rx-tree-toggle"
            aria-expanded={expanded}
            aria-label={messages.text(expanded ? "sidebar.hidePages" : "sidebar.showPages", { name: entry.menuName })}
            // The other state's name, for the page's inline script to switch to before the app has started.
            data-rx-other-label={messages.text(expanded ? "sidebar.showPages" : "sidebar.hidePages", {
              name: entry.menuName,
            })}
            onClick={() => setChosenOpen(!expanded)}
          >
            <ChevronRightIcon />
          </button>
        </div>
        {children}
      </li>
    );
  }
  return (
    <li data-code={entry.menuCode}>
      <button
        type="button"
        className="rx-tree-folder"
        aria-expanded={expanded}
        onClick={() => setChosenOpen(!expanded)}
      >
        <ChevronRightIcon />
        <span>{entry.menuName}</span>
        {badge}
      </button>
      {children}
    </li>
  );
}

/** A folder's pages, made when the folder is first open. */
function FolderList({ entries, expanded, ...props }: ItemProps & { entries: readonly MenuEntry[]; expanded: boolean }) {
  const [made, setMade] = useState(expanded || ON_SERVER);
  if (expanded && !made) setMade(true);
  const serverList = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Once the app has the page, the server's pages of a closed folder, there for the inline
    // script, have done their part: a page with fewer elements styles and lays out faster.
    serverList.current?.replaceChildren();
  }, []);
  if (made) {
    return (
      <ul key="made" hidden={!expanded}>
        <TreeItems entries={entries} {...props} />
      </ul>
    );
  }
  // React leaves the inner HTML of such an element as the server sent it when it takes the page
  // over (emptied just after), and makes it empty otherwise: a large site's sidebar, thousands
  // of links in closed folders, is neither taken over nor made until a folder is first opened.
  return (
    <ul key="server" ref={serverList} hidden dangerouslySetInnerHTML={AS_THE_SERVER_SENT_IT} suppressHydrationWarning />
  );
}

/** Up and Down move between the tree's links and folder buttons; Home and End to the ends. */
function moveFocusWithArrows(event: React.KeyboardEvent<HTMLUListElement>): void {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  // The pages of closed folders are in the tree too, hidden.
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(".rx-tree-link, .rx-tree-folder, .rx-tree-toggle"),
  ].filter((item) => !item.closest("ul[hidden]"));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : event.key === "ArrowDown" ? at + 1 : at - 1;
  const target = items[Math.max(0, Math.min(items.length - 1, next))];
  if (!target) return;
  event.preventDefault();
  target.focus();
}
