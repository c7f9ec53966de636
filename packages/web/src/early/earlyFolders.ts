// The sidebar's folders before the app has started: the page carries every folder's pages
// (a closed folder's list is hidden), so opening one only shows its list.

export interface EarlyFolders {
  /** The reader's choices, by menu code. */
  choices(): Record<string, boolean>;
  detach(): void;
}

const SHOW = "Show the pages in ";
const HIDE = "Hide the pages in ";

export function attachEarlyFolders(doc: Document): EarlyFolders {
  const choices: Record<string, boolean> = {};
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>(".rx-tree-folder, .rx-tree-toggle") : null;
    const item = button?.closest<HTMLElement>("li[data-code]");
    const list = item?.querySelector<HTMLElement>(":scope > ul");
    if (!button || !item || !list) return;
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    const label = button.getAttribute("aria-label");
    if (label) button.setAttribute("aria-label", label.replace(open ? SHOW : HIDE, open ? HIDE : SHOW));
    list.hidden = !open;
    choices[item.dataset.code!] = open;
  };
  doc.addEventListener("click", onClick);
  return {
    choices: () => ({ ...choices }),
    detach: () => doc.removeEventListener("click", onClick),
  };
}
