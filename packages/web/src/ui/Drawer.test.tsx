import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { Drawer } from "./Drawer";

afterEach(cleanup);

function MenuWithDrawer({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer open={open} side="start" label="Menu" className="rx-menu-panel" onClose={() => setOpen(false)}>
        <a href="/first">First</a>
        <button type="button">Middle</button>
        <a href="/last">Last</a>
      </Drawer>
    </>
  );
}

const dialog = () => screen.getByRole("dialog", { name: "Menu" });
const overlay = () => document.querySelector<HTMLElement>(".rx-overlay");

async function openMenu() {
  const user = userEvent.setup();
  render(<MenuWithDrawer />);
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  return user;
}

async function expectGone() {
  expect(dialog().hasAttribute("inert")).toBe(true); // at once, while it slides out
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(overlay()).toBeNull();
}

it("renders nothing while closed", () => {
  render(<MenuWithDrawer />);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(overlay()).toBeNull();
  expect(screen.queryByRole("link")).toBeNull();
});

it("is a labelled modal dialog with the caller's class and side, above its overlay", async () => {
  await openMenu();
  const panel = dialog();
  expect(panel.getAttribute("aria-modal")).toBe("true");
  expect(panel.classList.contains("rx-menu-panel")).toBe(true);
  expect(panel.classList.contains("rx-drawer--start")).toBe(true);
  expect(panel.hasAttribute("inert")).toBe(false);
  expect(Number(overlay()?.style.zIndex)).toBeGreaterThanOrEqual(2000);
  expect(Number(panel.style.zIndex)).toBeGreaterThan(Number(overlay()?.style.zIndex));
});

it("closes on Escape", async () => {
  const user = await openMenu();
  await user.keyboard("{Escape}");
  await expectGone();
});

it("closes on a click on the overlay", async () => {
  await openMenu();
  const backdrop = overlay();
  if (!backdrop) throw new Error("no overlay");
  fireEvent.click(backdrop);
  await expectGone();
});

it("moves focus in, keeps Tab inside, and returns focus to the opener on close", async () => {
  const user = await openMenu();
  expect(document.activeElement).toBe(screen.getByRole("link", { name: "First" }));
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole("link", { name: "Last" }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole("link", { name: "First" }));
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(screen.getByRole("link", { name: "Last" }));

  await user.keyboard("{Escape}");
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
});

it("moves focus in without scrolling the panel, which may have scrolled its content to the current page", async () => {
  const focus = vi.spyOn(HTMLElement.prototype, "focus");
  try {
    await openMenu();
    const first = screen.getByRole("link", { name: "First" });
    expect(focus.mock.contexts.at(-1)).toBe(first);
    expect(focus.mock.lastCall).toEqual([{ preventScroll: true }]);
  } finally {
    focus.mockRestore();
  }
});

it("locks the page's scrolling while open", async () => {
  const user = await openMenu();
  expect(document.body.style.overflow).toBe("hidden");
  await user.keyboard("{Escape}");
  expect(document.body.style.overflow).toBe("");
});

it("newer drawers stack above older ones", () => {
  render(
    <>
      <Drawer open label="Older" onClose={() => undefined}>
        older
      </Drawer>
      <Drawer open side="end" label="Newer" onClose={() => undefined}>
        newer
      </Drawer>
    </>,
  );
  const older = Number(screen.getByRole("dialog", { name: "Older" }).style.zIndex);
  const newer = screen.getByRole("dialog", { name: "Newer" });
  expect(newer.classList.contains("rx-drawer--end")).toBe(true);
  expect(Number(newer.style.zIndex)).toBeGreaterThan(older);
});
