// The one layout route: top bar, the active section's sidebar, the page, and on narrow
// screens the sidebar and the section list as drawers.
import type { MenuEntry } from "@rxdocs/contract";
import { MENU_TYPE_ARTICLE, SHARE_QUERY } from "@rxdocs/contract";
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { filterTypedEarly, panelLeftOpen, removeEarlyLayers } from "../../early/takeOver";
import { Outlet, ScrollRestoration, useLocation, useSearchParams } from "../../routing";
import { useArticlePrefetch } from "../../shared/useArticlePrefetch";
import { ToasterWhenRaised } from "../../ui/ToasterWhenRaised";
import { useAppStore } from "../../store/appStore";
import { menuTrail } from "../../store/menuIndex";
import { OfflineNotice } from "./OfflineNotice";
import { Panel } from "./Panel";
import { SectionLinks } from "./SectionLinks";
import { Sidebar } from "./Sidebar";
import { SlotSwitchers } from "./SlotSwitchers";
import { TopBar } from "./TopBar";
import { TopNavLinks } from "./TopNavLinks";
import { useSite } from "../../site";
import { useSlotOfPage } from "./useSlotOfPage";
import { subscribeToNothing } from "../../shared/useHydrating";
import { useMessages } from "../../i18n/useMessages";

export interface LayoutProps {
  /** The search box for the top bar. */
  searchBox?: ReactNode;
}

export function Layout({ searchBox }: LayoutProps) {
  const navList = useAppStore((state) => state.navList);
  const menuMap = useAppStore((state) => state.menuMap);
  const isMenuShow = useAppStore((state) => state.isMenuShow);
  const isNavShow = useAppStore((state) => state.isNavShow);
  const setMenuShow = useAppStore((state) => state.setMenuShow);
  const setNavShow = useAppStore((state) => state.setNavShow);
  const site = useSite();
  const messages = useMessages();
  const search = useSearchParams();
  const location = useLocation();
  const currentCode = location.pathname === "/view" ? search.get(SHARE_QUERY.path) : null;
  useArticlePrefetch();
  useSlotOfPage();
  const [earlyPanel] = useState(panelLeftOpen);

  // A panel the reader opened before the app started becomes the app's, in the same frame: the
  // inline script's goes in the commit that puts the app's in its place. That is not the commit
  // that takes the page over, since the store's subscribers only listen after it.
  useLayoutEffect(() => {
    if (earlyPanel === "menu") setMenuShow(true);
    if (earlyPanel === "nav") setNavShow(true);
  }, [earlyPanel, setMenuShow, setNavShow]);
  const earlyPanelReplaced = earlyPanel === "menu" ? isMenuShow : earlyPanel === "nav" ? isNavShow : true;
  useLayoutEffect(() => {
    if (earlyPanelReplaced) removeEarlyLayers();
  }, [earlyPanelReplaced]);

  // Drawers close on navigation (not when the app first shows the page).
  const shownAddress = useRef(location.pathname + location.search);
  useEffect(() => {
    const address = location.pathname + location.search;
    if (address === shownAddress.current) return;
    shownAddress.current = address;
    setMenuShow(false);
    setNavShow(false);
  }, [location.pathname, location.search, setMenuShow, setNavShow]);

  const trail = useMemo(() => (currentCode ? menuTrail(menuMap, currentCode) : []), [menuMap, currentCode]);
  const openCodes = useMemo(() => new Set(trail.map((entry) => entry.menuCode)), [trail]);
  const activeSection: MenuEntry | undefined = trail[0];
  // Given once the app has the page, which it first takes over as the server sent it.
  const typedEarly = useSyncExternalStore(subscribeToNothing, filterTypedEarly, () => "");
  const sidebar = (
    <Sidebar
      typedEarly={typedEarly}
      title={activeSection?.menuName ?? messages.text("sidebar.allPages")}
      entries={sidebarEntries(activeSection, navList)}
      currentCode={currentCode}
      openCodes={openCodes}
    />
  );

  return (
    <>
      <a className="rx-skip-link" href="#rx-main">
        {messages.text("skipToContent")}
      </a>
      <TopBar activeSection={activeSection} searchBox={searchBox} />
      <div className="rx-shell">
        <div className="rx-sidebar rx-wide-only">{sidebar}</div>
        <main id="rx-main" className="rx-main" tabIndex={-1}>
          <OfflineNotice />
          <Outlet />
        </main>
      </div>
      <Panel
        open={isMenuShow}
        side="start"
        label={messages.text("topbar.menu")}
        closeLabel={messages.text("topbar.closeMenu")}
        className="rx-menu-panel"
        appear={earlyPanel !== "menu"}
        onClose={() => setMenuShow(false)}
      >
        {sidebar}
      </Panel>
      <Panel
        open={isNavShow}
        side="end"
        label={messages.text("topbar.navigation")}
        closeLabel={messages.text("topbar.closeNavigation")}
        className="rx-nav-panel"
        appear={earlyPanel !== "nav"}
        onClose={() => setNavShow(false)}
      >
        <nav aria-label={messages.text("topbar.sections")}>
          {site?.nav ? (
            <TopNavLinks links={site.nav} className="rx-nav-list" />
          ) : (
            <SectionLinks navList={navList} activeCode={activeSection?.menuCode} className="rx-nav-list" />
          )}
        </nav>
        <SlotSwitchers className="rx-nav-slots" />
      </Panel>
      <ToasterWhenRaised />
      {/* A new page opens at its top (or its #heading); back and forward return to where the reader was. */}
      <ScrollRestoration />
    </>
  );
}

/**
 * The active section's tree, headed by the section's own page when it has one; every top-level
 * menu outside a section.
 */
function sidebarEntries(section: MenuEntry | undefined, navList: readonly MenuEntry[]): readonly MenuEntry[] {
  if (!section || section.childList.length === 0) return navList;
  if (section.menuType !== MENU_TYPE_ARTICLE) return section.childList;
  return [{ ...section, childList: [] }, ...section.childList];
}
