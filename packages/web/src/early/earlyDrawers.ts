// The narrow screen's Menu and Navigation panels before the app has started. The app renders
// its drawers only when they open, so here a panel is built from what the page already shows
// (the sidebar, the section links), with the app's own classes: the app later shows its own
// drawer in the same place, in the same frame, and removes this one. Its words are the page's
// own, in its language: the panel's name and its close button's are on the button that opens it.
import { EARLY_LAYER_ATTRIBUTE, type EarlyPanel } from "./handover";

const PANELS: Record<EarlyPanel, { side: "start" | "end"; className: string }> = {
  menu: { side: "start", className: "rx-menu-panel" },
  nav: { side: "end", className: "rx-nav-panel" },
};
/** The app's CloseIcon (ui/icons.tsx), as it renders. */
const CLOSE_ICON =
  '<svg class="rx-icon" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18"></path></svg>';
/** The first layers of the app's stack (ui/zIndex.ts). */
const OVERLAY_Z_INDEX = "2000";

export interface EarlyDrawers {
  open(): EarlyPanel | null;
  detach(): void;
}

export function attachEarlyDrawers(doc: Document): EarlyDrawers {
  let open: EarlyPanel | null = null;

  const toggles = () => doc.querySelectorAll<HTMLElement>("[data-rx-panel]");
  const close = () => {
    doc.querySelectorAll(`[${EARLY_LAYER_ATTRIBUTE}]`).forEach((layer) => layer.remove());
    toggles().forEach((toggle) => toggle.setAttribute("aria-expanded", "false"));
    const was = open;
    open = null;
    if (was) doc.querySelector<HTMLElement>(`[data-rx-panel="${was}"]`)?.focus();
  };

  const show = (panel: EarlyPanel) => {
    close(); // the panels are mutually exclusive
    const { side, className } = PANELS[panel];
    const toggle = doc.querySelector<HTMLElement>(`[data-rx-panel="${panel}"]`);
    const label = toggle?.getAttribute("aria-label") ?? "";
    const overlay = doc.createElement("div");
    overlay.className = "rx-overlay";
    overlay.setAttribute("aria-hidden", "true");
    overlay.style.zIndex = OVERLAY_Z_INDEX;
    const drawer = doc.createElement("div");
    drawer.className = `rx-drawer rx-drawer--${side} ${className}`;
    drawer.style.zIndex = String(Number(OVERLAY_Z_INDEX) + 1);
    drawer.setAttribute("role", "dialog");
    drawer.setAttribute("aria-modal", "true");
    drawer.setAttribute("aria-label", label);
    drawer.tabIndex = -1;
    drawer.append(header(doc, label, toggle?.dataset.rxCloseLabel ?? ""), ...content(doc, panel));
    for (const layer of [overlay, drawer]) layer.setAttribute(EARLY_LAYER_ATTRIBUTE, panel);
    doc.body.append(overlay, drawer);
    toggle?.setAttribute("aria-expanded", "true");
    open = panel;
    drawer.focus({ preventScroll: true });
    drawer.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest" });
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLElement>("[data-rx-panel]");
    if (toggle) {
      const panel = toggle.dataset.rxPanel as EarlyPanel;
      if (open === panel) close();
      else show(panel);
      return;
    }
    if (open && (target?.matches(".rx-overlay") || target?.closest("[data-rx-close]"))) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === "Escape") close();
  };

  doc.addEventListener("click", onClick);
  doc.addEventListener("keydown", onKeyDown);
  return {
    open: () => open,
    detach() {
      doc.removeEventListener("click", onClick);
      doc.removeEventListener("keydown", onKeyDown);
    },
  };
}

/** The drawer's title and close button, as the app's Panel draws them. */
function header(doc: Document, label: string, closeLabel: string): HTMLElement {
  const row = doc.createElement("div");
  row.className = "rx-drawer-header";
  const title = doc.createElement("span");
  title.className = "rx-drawer-title";
  title.textContent = label;
  const closeButton = doc.createElement("button");
  closeButton.type = "button";
  closeButton.className = "rx-icon-button";
  closeButton.setAttribute("aria-label", closeLabel);
  closeButton.title = closeLabel;
  closeButton.setAttribute("data-rx-close", "");
  closeButton.innerHTML = CLOSE_ICON;
  row.append(title, closeButton);
  return row;
}

/** The page's sidebar for the menu; its section links and the version and language switchers for the navigation. */
function content(doc: Document, panel: EarlyPanel): Node[] {
  if (panel === "menu") {
    const sidebar = doc.querySelector(".rx-sidebar .rx-sidebar-nav");
    return sidebar ? [sidebar.cloneNode(true)] : [];
  }
  const nodes: Node[] = [];
  const sections = doc.querySelector(".rx-topbar-sections");
  const links = sections?.querySelector("ul");
  if (sections && links) {
    const nav = doc.createElement("nav");
    nav.setAttribute("aria-label", sections.getAttribute("aria-label") ?? "");
    const list = links.cloneNode(true) as HTMLElement;
    list.className = "rx-nav-list";
    nav.append(list);
    nodes.push(nav);
  }
  const switchers = doc.querySelector(".rx-topbar .rx-slot-switchers");
  if (switchers) {
    const copy = switchers.cloneNode(true) as HTMLElement;
    copy.className = "rx-slot-switchers rx-nav-slots";
    nodes.push(copy);
  }
  return nodes;
}
