import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { Badge } from "./Badge";

afterEach(cleanup);

it.each([
  [5, "5"],
  [99, "99"],
  [100, "99+"],
  [120, "99+"],
])("shows %i as %s, named with the real number", (count, text) => {
  render(<Badge count={count} label={(n) => `${n} articles`} />);
  const badge = screen.getByRole("img", { name: `${count} articles` });
  expect(badge.textContent).toBe(text);
  expect(badge.className).toBe("rx-badge");
});
