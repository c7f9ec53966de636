import type { MenuEntry } from "@rxdocs/contract";
import type { ReactNode } from "react";
import { Link } from "../../routing";
import { IconButton } from "../../ui/IconButton";
import { ListIcon, MenuIcon } from "../../ui/icons";
import { useAppStore } from "../../store/appStore";
import { homeHref } from "../../shared/articleHref";
import { useSite } from "../../site";
import { useSlot } from "../../slot/useSlot";
import { StoredImage } from "../../ui/StoredImage";
import { SectionLinks } from "./SectionLinks";
import { SlotSwitchers } from "./SlotSwitchers";
import { ThemeSwitch } from "./ThemeSwitch";
import { TopNavLinks } from "./TopNavLinks";
import { useMessages } from "../../i18n/useMessages";

export interface TopBarProps {
  activeSection?: MenuEntry;
  /** The search box, which the app puts in (features do not import each other). */
  searchBox?: ReactNode;
}

export function TopBar({ activeSection, searchBox }: TopBarProps) {
  const navList = useAppStore((state) => state.navList);
  const isMenuShow = useAppStore((state) => state.isMenuShow);
  const isNavShow = useAppStore((state) => state.isNavShow);
  const setMenuShow = useAppStore((state) => state.setMenuShow);
  const setNavShow = useAppStore((state) => state.setNavShow);
  const site = useSite();
  const slot = useSlot();
  const messages = useMessages();
  return (
    <header className="rx-topbar">
      <IconButton
        className="rx-narrow-only"
        label={messages.text("topbar.menu")}
        icon={<MenuIcon />}
        // The early panel's close button (early/earlyDrawers.ts) is named from it.
        data-rx-close-label={messages.text("topbar.closeMenu")}
        aria-expanded={isMenuShow}
        data-rx-panel="menu"
        onClick={() => setMenuShow(!isMenuShow)}
      />
      <Link to={homeHref(slot)} className="rx-brand">
        {/* Decorative: the title beside it says the same. */}
        {site?.logo && <StoredImage className="rx-brand-logo" address={site.logo} alt="" />}
        {site?.title}
      </Link>
      <nav className="rx-topbar-sections rx-wide-only" aria-label={messages.text("topbar.sections")}>
        {site?.nav ? (
          <TopNavLinks links={site.nav} className="rx-section-links" />
        ) : (
          <SectionLinks navList={navList} activeCode={activeSection?.menuCode} className="rx-section-links" />
        )}
      </nav>
      <div className="rx-topbar-end">
        {/* In the Navigation panel on narrow screens. */}
        <SlotSwitchers className="rx-wide-only" />
        {searchBox}
        <ThemeSwitch />
        <IconButton
          className="rx-narrow-only"
          label={messages.text("topbar.navigation")}
          icon={<ListIcon />}
          data-rx-close-label={messages.text("topbar.closeNavigation")}
          aria-expanded={isNavShow}
          data-rx-panel="nav"
          onClick={() => setNavShow(!isNavShow)}
        />
      </div>
    </header>
  );
}
