import { SHARE_QUERY } from "@rxdocs/contract";

/** The app's address of an article: /view?path=<menuCode>. */
export function articleHref(menuCode: string): string {
  return `/view?${SHARE_QUERY.path}=${encodeURIComponent(menuCode)}`;
}
