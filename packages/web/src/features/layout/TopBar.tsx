import type { MenuEntry } from "@rxdocs/contract";
import { Link } from "react-router";
import { IconButton } from "../../ui/IconButton";
import { ListIcon, MenuIcon } from "../../ui/icons";
import { useAppStore } from "../../store/appStore";
import { SITE } from "../../site";
import { SectionLinks } from "./SectionLinks";
import { ThemeSwitch } from "./ThemeSwitch";

export function TopBar({ activeSection }: { activeSection?: MenuEntry }) {
  const { navList, isMenuShow, isNavShow, setMenuShow, setNavShow } = useAppStore();
  return (
    <header className="rx-topbar">
      <IconButton
        className="rx-narrow-only"
        label="Menu"
        icon={<MenuIcon />}
        aria-expanded={isMenuShow}
        onClick={() => setMenuShow(!isMenuShow)}
      />
      <Link to="/" className="rx-brand">
        {SITE.title}
      </Link>
      <nav className="rx-topbar-sections rx-wide-only" aria-label="Sections">
        <SectionLinks navList={navList} activeCode={activeSection?.menuCode} className="rx-section-links" />
      </nav>
      <div className="rx-topbar-end">
        <ThemeSwitch />
        <IconButton
          className="rx-narrow-only"
          label="Navigation"
          icon={<ListIcon />}
          aria-expanded={isNavShow}
          onClick={() => setNavShow(!isNavShow)}
        />
      </div>
    </header>
  );
}
