// The app's router: browser history, one layout route with children loaded on demand, links
// that stay in the app, and scroll positions kept per history entry.
export { createBrowserRouter, createMemoryRouter, type LayoutRoute, type Router } from "./createRouter";
export { useLocation, useNavigate, useSearchParams } from "./hooks";
export { Link } from "./Link";
export { Outlet, RouterProvider } from "./RouterProvider";
export { ScrollRestoration } from "./ScrollRestoration";
