// Renders a part of the app inside a router on an address held in memory, as React Router's
// MemoryRouter did: the part is the layout, and `pages` its children by path.
import { render } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "../routing";

export async function renderInRouter(
  layout: ReactNode,
  { pages = {}, path = "/" }: { pages?: Record<string, ComponentType>; path?: string } = {},
) {
  const children = Object.entries(pages).map(([pagePath, Component]) => ({
    id: pagePath || "index",
    path: pagePath,
    lazy: () => Promise.resolve({ Component }),
  }));
  const router = await createMemoryRouter({ path: "/", element: layout, children }, path);
  return { router, ...render(<RouterProvider router={router} />) };
}
