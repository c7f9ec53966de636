import { afterEach, describe, expect, it } from "vitest";
import { attachEarlyDrawers } from "./earlyDrawers";
import { attachEarlySlotSwitch } from "./earlySlotSwitch";

/** The top bar's switchers as the server renders them. */
const TOP_BAR = `
  <header class="rx-topbar">
    <button data-rx-panel="nav" aria-expanded="false">Navigation</button>
    <div class="rx-slot-switchers rx-wide-only">
      <label class="rx-slot-field"><select aria-label="Version" data-rx-slot="version">
        <option value="2.x" selected>2.x</option><option value="1.0">1.0</option>
      </select></label>
      <label class="rx-slot-field"><select aria-label="Language" data-rx-slot="lang">
        <option value="en" selected>English</option><option value="zh">中文</option>
      </select></label>
    </div>
  </header>`;

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("the switchers before the app has started", () => {
  afterEach(() => (document.body.innerHTML = ""));

  it("keep the reader's last choice of each, for the app to make", () => {
    document.body.innerHTML = TOP_BAR;
    const early = attachEarlySlotSwitch(document);
    choose(document.querySelector('[data-rx-slot="version"]')!, "1.0");
    choose(document.querySelector('[data-rx-slot="lang"]')!, "zh");
    expect(early.choice()).toEqual({ version: "1.0", lang: "zh" });
    early.detach();
    choose(document.querySelector('[data-rx-slot="version"]')!, "2.x");
    expect(early.choice()).toEqual({ version: "1.0", lang: "zh" });
  });

  it("are in the Navigation panel of a narrow screen, where a choice is kept too", () => {
    document.body.innerHTML = TOP_BAR;
    const early = attachEarlySlotSwitch(document);
    const drawers = attachEarlyDrawers(document);
    document.querySelector<HTMLElement>('[data-rx-panel="nav"]')!.click();
    const panel = document.querySelector(".rx-nav-panel")!;
    const switchers = panel.querySelector(".rx-slot-switchers")!;
    expect(switchers.className).toBe("rx-slot-switchers rx-nav-slots");
    const version = switchers.querySelector<HTMLSelectElement>('[aria-label="Version"]')!;
    expect(version.value).toBe("2.x");
    choose(version, "1.0");
    expect(early.choice()).toEqual({ version: "1.0" });
    drawers.detach();
    early.detach();
  });
});
