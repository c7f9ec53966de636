// A link that stays in the app: `<a href>` as the server renders it, followed without a page
// load. What the browser does better is left to it: a click with a modifier key or another
// button (a new tab, a download), a link with a target, an address the app has no page for.
import { useMemo, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { useRouter } from "./RouterProvider";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An address, absolute or relative to the one where the link is first shown. */
  to: string;
}

export function Link({ to, onClick, target, ...props }: LinkProps) {
  // The app's links are absolute paths, so the address is worked out once, not on every
  // navigation: a sidebar holds hundreds of links.
  const router = useRouter();
  const inAppHref = useMemo(() => router.appHref(to), [router, to]);
  const inApp = inAppHref !== undefined && (!target || target === "_self");
  const href = inApp ? inAppHref : to;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inApp || event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    // A link to the page already shown takes its place in the history rather than adding to it.
    const { pathname, search, hash } = router.state.location;
    void router.navigate(href, { replace: href === pathname + search + hash });
  };

  return <a {...props} href={href} target={target} onClick={follow} />;
}

/** A click the browser gives its own meaning: a new tab or window, a download, a context menu. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}
