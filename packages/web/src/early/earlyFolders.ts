// The sidebar's folders before the app has started: the page carries every folder's pages
// (a closed folder's list is hidden), so opening one only shows its list.

export interface EarlyFolders {
  /** The reader's choices, by menu code. */
  choices(): Record<string, boolean>;
  detach(): void;
}

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
    // A folder with a page of its own carries its name in the other state too (MenuTree.tsx).
    const label = button.getAttribute("aria-label");
    const otherLabel = button.dataset.rxOtherLabel;
    if (label && otherLabel) {
      button.setAttribute("aria-label", otherLabel);
      button.dataset.rxOtherLabel = label;
    }
    list.hidden = !open;
    choices[item.dataset.code!] = open;
  };
  doc.addEventListener("click", onClick);
  return {
    choices: () => ({ ...choices }),
    detach: () => doc.removeEventListener("click", onClick),
  };
}
