import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from "@rxdocs/contract";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_LEAVE_MS, toast } from "./toast";
import { TOAST_GAP_PX, Toaster } from "./Toaster";
import { toastStore } from "./toastStore";

const shown = () => Array.from(document.body.querySelectorAll<HTMLElement>(".rx-toast:not(.rx-toast--leaving)"));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const raise = (show: () => number) => {
  let id = 0;
  act(() => {
    id = show();
  });
  return id;
};

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster />);
});

afterEach(() => {
  act(() => {
    for (const { id } of toastStore.getState().toasts) toast.dismiss(id);
    vi.runAllTimers();
  });
  cleanup();
  vi.useRealTimers();
});

describe("toasts", () => {
  it("render each kind with its class, an icon and a role: alert for errors, status otherwise", () => {
    raise(() => toast.error("Broken"));
    raise(() => toast.success("Saved"));
    raise(() => toast.warning("Careful"));
    raise(() => toast.info("Note"));

    const error = screen.getByRole("alert");
    expect(error.className).toBe("rx-toast rx-toast--error");
    expect(error.textContent).toContain("Broken");
    const statuses = screen.getAllByRole("status");
    expect(statuses.map((s) => s.className)).toEqual([
      "rx-toast rx-toast--info",
      "rx-toast rx-toast--warning",
      "rx-toast rx-toast--success",
    ]);
    for (const card of [error, ...statuses]) {
      expect(card.querySelector(".rx-toast__icon svg")?.getAttribute("aria-hidden")).toBe("true");
    }
  });

  it("show() takes a kind and returns an id that dismisses it", () => {
    const id = raise(() => toast.show({ kind: "warning", message: "Offline" }));
    expect(screen.getByRole("status").className).toContain("rx-toast--warning");
    act(() => toast.dismiss(id));
    expect(shown()).toHaveLength(0);
  });

  it("expire after TOAST_DURATION_MS (3000 ms) by default, then leave", () => {
    raise(() => toast.info("Hello"));
    advance(TOAST_DURATION_MS - 1);
    expect(shown()).toHaveLength(1);
    advance(1);
    expect(shown()).toHaveLength(0);
    expect(document.querySelector(".rx-toast--leaving")?.textContent).toContain("Hello");
    advance(TOAST_LEAVE_MS);
    expect(document.querySelector(".rx-toast")).toBeNull();
  });

  it("stay for a custom duration", () => {
    raise(() => toast.success("Copied", { duration: 1000 }));
    raise(() => toast.show({ kind: "info", message: "Long", duration: 5000 }));
    advance(1000);
    expect(shown().map((t) => t.textContent)).toEqual(["Long"]);
    advance(3999);
    expect(shown()).toHaveLength(1);
    advance(1);
    expect(shown()).toHaveLength(0);
  });

  it("stack newest first from TOAST_OFFSET_PX, each below the previous with a gap, the newest on top", () => {
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.textContent === "Second, on two lines" ? 60 : 40;
    });
    raise(() => toast.info("First"));
    raise(() => toast.info("Second, on two lines"));
    raise(() => toast.info("Third"));
    vi.restoreAllMocks();

    const cards = shown();
    expect(cards.map((t) => t.textContent)).toEqual(["Third", "Second, on two lines", "First"]);
    expect(TOAST_OFFSET_PX).toBe(16);
    expect(cards.map((t) => t.style.top)).toEqual([
      "16px",
      `${16 + 40 + TOAST_GAP_PX}px`,
      `${16 + 40 + TOAST_GAP_PX + 60 + TOAST_GAP_PX}px`,
    ]);
    const zIndexes = cards.map((t) => Number(t.style.zIndex));
    expect(zIndexes[0]).toBeGreaterThan(zIndexes[1]!);
    expect(zIndexes[1]).toBeGreaterThan(zIndexes[2]!);
  });

  it("do not duplicate a visible identical message but extend it", () => {
    const first = raise(() => toast.error("Network down"));
    advance(2000);
    const again = raise(() => toast.error("Network down"));
    expect(again).toBe(first);
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    advance(TOAST_DURATION_MS - 1);
    expect(shown()).toHaveLength(1);
    advance(1);
    expect(shown()).toHaveLength(0);

    raise(() => toast.error("Network down"));
    expect(shown()).toHaveLength(1); // a leaving copy is no reason to stay silent
  });

  it("close with the Dismiss button", () => {
    raise(() => toast.info("Bye"));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(shown()).toHaveLength(0);
  });

  it("pause while hovered or focused", () => {
    raise(() => toast.info("Read me"));
    const card = screen.getByRole("status");
    fireEvent.mouseEnter(card);
    advance(TOAST_DURATION_MS * 2);
    expect(shown()).toHaveLength(1);

    fireEvent.focus(screen.getByRole("button", { name: "Dismiss" }));
    fireEvent.mouseLeave(card);
    advance(TOAST_DURATION_MS * 2);
    expect(shown()).toHaveLength(1);

    fireEvent.blur(screen.getByRole("button", { name: "Dismiss" }));
    advance(TOAST_DURATION_MS);
    expect(shown()).toHaveLength(0);
  });

  it("show the message as text, never as HTML", () => {
    raise(() => toast.error("<b>bold</b> & <img src=x onerror=alert(1)>"));
    const message = screen.getByRole("alert").querySelector(".rx-toast__message");
    expect(message?.textContent).toBe("<b>bold</b> & <img src=x onerror=alert(1)>");
    expect(message?.querySelector("b, img")).toBeNull();
  });
});
