import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import {
  adoptBufferedInput,
  bufferedKeyword,
  closeSearch,
  currentSearchRequest,
  isSearchShortcut,
  openSearch,
} from "./searchLauncher";

afterEach(() => {
  closeSearch();
  document.body.innerHTML = "";
});

function button(name: string) {
  const element = document.createElement("button");
  element.textContent = name;
  document.body.append(element);
  return element;
}

it("takes the focus at once into a stand-in field, which keeps what is typed until the dialog is there", async () => {
  const user = userEvent.setup();
  const box = button("Search");
  box.focus();
  openSearch();
  expect(currentSearchRequest()).toEqual({ returnFocus: box });
  await user.keyboard("zephyr");
  expect(bufferedKeyword()).toBe("zephyr");

  const field = document.createElement("input");
  document.body.append(field);
  field.value = bufferedKeyword();
  await user.keyboard("{ArrowLeft}{ArrowLeft}");
  adoptBufferedInput(field);
  expect(document.activeElement).toBe(field);
  expect([field.selectionStart, field.selectionEnd]).toEqual([4, 4]);
  expect(document.querySelectorAll("input")).toHaveLength(1);
});

it("gives the focus back if the search closes before its dialog came", async () => {
  const box = button("Search");
  box.focus();
  openSearch();
  expect(document.activeElement).not.toBe(box);
  closeSearch();
  expect(currentSearchRequest()).toBeNull();
  expect(document.activeElement).toBe(box);
  expect(document.querySelectorAll("input")).toHaveLength(0);
});

it("closes with Escape before its dialog came", async () => {
  const user = userEvent.setup();
  const box = button("Search");
  box.focus();
  openSearch();
  await user.keyboard("zep{Escape}");
  expect(currentSearchRequest()).toBeNull();
  expect(document.activeElement).toBe(box);
});

it("opens once: asking again while open changes nothing", () => {
  openSearch();
  const first = currentSearchRequest();
  openSearch();
  expect(currentSearchRequest()).toBe(first);
  expect(document.querySelectorAll("input")).toHaveLength(1);
});

it.each([
  ["/", {}, true],
  ["k", { ctrlKey: true }, true],
  ["K", { metaKey: true }, true],
  ["k", {}, false],
  ["k", { ctrlKey: true, shiftKey: true }, false],
  ["/", { ctrlKey: true }, false],
  ["/", { altKey: true }, false],
])("tells the shortcuts: %s with %o is %s", (key, modifiers, expected) => {
  expect(isSearchShortcut(new KeyboardEvent("keydown", { key, ...modifiers }))).toBe(expected);
});

it("leaves / to a field the reader types in, and opens from one with Ctrl+K", () => {
  const pressedIn = (field: HTMLElement, init: KeyboardEventInit) => {
    const event = new KeyboardEvent("keydown", { bubbles: true, ...init });
    Object.defineProperty(event, "target", { value: field });
    return isSearchShortcut(event);
  };
  for (const tag of ["input", "textarea", "select"]) {
    const field = document.createElement(tag);
    document.body.append(field);
    expect(pressedIn(field, { key: "/" })).toBe(false);
    expect(pressedIn(field, { key: "k", ctrlKey: true })).toBe(true);
  }
});
