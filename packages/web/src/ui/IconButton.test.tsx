import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { IconButton } from "./IconButton";
import * as icons from "./icons";

afterEach(cleanup);

it("is a button named by its label, with the icon hidden from assistive technology", () => {
  const onClick = vi.fn();
  render(<IconButton label="Search" icon={<icons.SearchIcon />} className="rx-extra" onClick={onClick} />);
  const button = screen.getByRole("button", { name: "Search" });
  expect(button.getAttribute("type")).toBe("button");
  expect(button.className).toBe("rx-icon-button rx-extra");
  expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledOnce();
});

it("draws every icon hidden, in the current colour, at 1em", () => {
  const all = Object.values(icons);
  expect(all).toHaveLength(15);
  for (const Icon of all) {
    const { container, unmount } = render(<Icon />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("stroke")).toBe("currentColor");
    expect([svg?.getAttribute("width"), svg?.getAttribute("height")]).toEqual(["1em", "1em"]);
    unmount();
  }
});
