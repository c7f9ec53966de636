// The hidden-route query: the secret a share link carried (an access key as `hash`, or a
// hidden menu's code as `viewPath`), kept in localStorage while the reader moves between
// pages, so that every API call can present it.
import { HIDDEN_ROUTE_QUERY_STORAGE_KEY, SHARE_QUERY, type ShareSecrets, shareSecretsOf } from "@rxdocs/contract";

export type HiddenRouteQuery = ShareSecrets;

export function readHiddenRouteQuery(): HiddenRouteQuery {
  try {
    const stored = JSON.parse(localStorage.getItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY) ?? "{}") as unknown;
    if (!stored || typeof stored !== "object") return {};
    const { hash, viewPathCode } = stored as Record<string, unknown>;
    return {
      ...(typeof hash === "string" && hash ? { hash } : {}),
      ...(typeof viewPathCode === "string" && viewPathCode ? { viewPathCode } : {}),
    };
  } catch {
    return {};
  }
}

export function hasSecrets(query: HiddenRouteQuery): boolean {
  return Boolean(query.hash || query.viewPathCode);
}

export function clearHiddenRouteQuery(): void {
  localStorage.removeItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY);
}

/**
 * What the global navigation guard does with the query of every route it lets through:
 * `hash` and `viewPath` are stored; a route with neither `path` nor `timestamp` clears the
 * entry. Answers whether the stored entry changed.
 */
export function keepHiddenRouteQuery(search: URLSearchParams): boolean {
  const before = JSON.stringify(readHiddenRouteQuery());
  if (!search.has(SHARE_QUERY.path) && !search.has(SHARE_QUERY.timestamp)) {
    clearHiddenRouteQuery();
  } else {
    const presented = shareSecretsOf(search);
    if (hasSecrets(presented)) {
      localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ ...readHiddenRouteQuery(), ...presented }));
    }
  }
  return JSON.stringify(readHiddenRouteQuery()) !== before;
}
