import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";

const items = [
  { id: "npm", label: "npm", content: <code>npm install rxdocs</code> },
  { id: "yarn", label: "yarn", content: <code>yarn add rxdocs</code> },
  { id: "pnpm", label: "pnpm", content: <code>pnpm add rxdocs</code> },
];

const tabs = () => screen.getAllByRole("tab");
const selectedTab = () => screen.getByRole("tab", { selected: true });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("Tabs", () => {
  it("wires tablist, tabs and panels together as WAI-ARIA tabs", () => {
    render(<Tabs label="Examples" items={items} />);
    expect(screen.getByRole("tablist", { name: "Examples" })).toBeTruthy();
    expect(tabs().map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);

    const panels = screen.getAllByRole("tabpanel", { hidden: true });
    expect(panels).toHaveLength(3);
    tabs().forEach((tab, index) => {
      const panel = panels[index];
      expect(tab.getAttribute("aria-controls")).toBe(panel?.id);
      expect(panel?.getAttribute("aria-labelledby")).toBe(tab.id);
      expect(panel?.hidden).toBe(index !== 0);
    });
    expect(screen.getByRole("tabpanel", { name: "npm" }).textContent).toBe("npm install rxdocs");
  });

  it("shows the clicked tab's panel", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Examples" items={items} />);
    await user.click(screen.getByRole("tab", { name: "yarn" }));
    expect(selectedTab().textContent).toBe("yarn");
    expect(screen.getByRole("tabpanel").textContent).toBe("yarn add rxdocs");
  });

  it("moves and activates with Right, Left (wrapping), Home and End, keeping one tab stop", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Examples" items={items} />);
    await user.tab();
    expect(document.activeElement).toBe(selectedTab());

    const expectAt = (label: string) => {
      expect(selectedTab().textContent).toBe(label);
      expect(document.activeElement).toBe(selectedTab());
      expect(tabs().filter((t) => t.tabIndex === 0)).toEqual([selectedTab()]);
      expect(screen.getByRole("tabpanel", { name: label })).toBeTruthy();
    };
    await user.keyboard("{ArrowRight}");
    expectAt("yarn");
    await user.keyboard("{ArrowLeft}");
    expectAt("npm");
    await user.keyboard("{ArrowLeft}");
    expectAt("pnpm");
    await user.keyboard("{ArrowRight}");
    expectAt("npm");
    await user.keyboard("{End}");
    expectAt("pnpm");
    await user.keyboard("{Home}");
    expectAt("npm");
  });

  it("remembers the chosen label per syncKey, across groups on the page and later pages", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <Tabs label="Install" items={items} syncKey="pkg" />
        <Tabs label="Run" items={items.slice(0, 2).map((i) => ({ ...i, id: `run-${i.id}` }))} syncKey="pkg" />
        <Tabs label="Unsynced" items={items} />
      </>,
    );
    const [install, run] = screen.getAllByRole("tablist");
    await user.click(screen.getAllByRole("tab", { name: "yarn" })[0]!);
    expect(localStorage.getItem("rx-tabs:pkg")).toBe("yarn");
    expect(
      screen.getAllByRole("tab", { selected: true }).map((t) => [t.closest('[role="tablist"]'), t.textContent]),
    ).toEqual([
      [install, "yarn"],
      [run, "yarn"],
      [screen.getByRole("tablist", { name: "Unsynced" }), "npm"],
    ]);

    // A choice the second group lacks leaves it as it was.
    await user.click(screen.getAllByRole("tab", { name: "pnpm" })[0]!);
    expect(screen.getAllByRole("tab", { selected: true }).map((t) => t.textContent)).toEqual(["pnpm", "yarn", "npm"]);

    unmount();
    render(<Tabs label="Install" items={items} syncKey="pkg" />);
    expect(selectedTab().textContent).toBe("pnpm");
  });
});
