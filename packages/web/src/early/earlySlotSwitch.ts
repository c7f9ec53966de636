// The version and language switchers before the app has started. Switching needs the app (it
// asks whether the page exists in the other version first), so the reader's choice is kept and
// handed over: the app makes the switch as soon as it has taken the page over.
import type { SlotChoice } from "./handover";

export interface EarlySlotSwitch {
  choice(): SlotChoice;
  detach(): void;
}

export function attachEarlySlotSwitch(doc: Document): EarlySlotSwitch {
  const choice: SlotChoice = {};
  const onChange = (event: Event) => {
    const select = event.target instanceof HTMLSelectElement ? event.target : null;
    const name = select?.dataset.rxSlot;
    if (select && (name === "version" || name === "lang")) choice[name] = select.value;
  };
  doc.addEventListener("change", onChange);
  return {
    choice: () => ({ ...choice }),
    detach: () => doc.removeEventListener("change", onChange),
  };
}
