/**
 * Whether a link leaves the app. Any absolute http(s) URL counts, and so does a protocol-relative
 * one (`//host/path`); in-app links (`/view?path=…`, `#…`) are relative.
 */
export function isExternalUrl(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href.trim());
}
