// Links that never break: a page's old addresses answer 301 with its address of today. An old
// code (`/view?path=old-code`) is answered by the page routes themselves, through
// redirectMovedPage; an old address of the site (`/docs/old-page/`, `/old.html`) reaches no route,
// and is answered by the 404 handler through redirectOldAddress, which leaves what is no old
// address to the 404, as if it had never been here. Redirects need no secret: the query is
// carried over as it is, and the page it leads to asks for its link.
import { SHARE_QUERY } from "@rxdocs/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ReaderAccess } from "../../access/readerAccess.js";
import type { SlotRequest } from "../../catalog/catalogSource.js";
import { ApiError } from "../../http/errors.js";
import { slotOfQuery } from "../machineAccess.js";
import { addressRedirectFor, isOldAddress, redirectFor, redirectLocation } from "./redirectLookup.js";

/** Old addresses change only with an import; a reader's cache may keep them a little while. */
const REDIRECT_CACHE = "public, max-age=300";

/**
 * For an address no route takes: when it is an old address of the site (a moved page's path),
 * answers 301 with the page's address of today and says so; otherwise leaves it to the 404.
 */
export async function redirectOldAddress(
  reader: ReaderAccess,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const { pathname, searchParams } = addressOf(request);
  const stranger = (slot: SlotRequest) => reader.view(request, {}, slot);
  if (!isOldAddress((await stranger({})).catalog, pathname)) return false;
  const { catalog } = await stranger(slotOfQuery(searchParams));
  const found = addressRedirectFor(catalog, pathname);
  if (!found) return false;
  void sendRedirect(reply, redirectLocation(catalog, found, searchParams));
  return true;
}

/**
 * For the routes of a page's address (`/view`, `/view.md`): when `path` is an old code of the
 * version and language asked for, answers 301 with the page's address of today and says so;
 * otherwise (a page, an unknown code, a version the site lacks) leaves the route to answer.
 */
export async function redirectMovedPage(
  reader: ReaderAccess,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const { pathname, searchParams } = addressOf(request);
  const menuCode = searchParams.get(SHARE_QUERY.path);
  if (!menuCode) return false;
  let catalog;
  try {
    ({ catalog } = await reader.view(request, {}, slotOfQuery(searchParams)));
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  const row = redirectFor(catalog, menuCode);
  if (!row) return false;
  void sendRedirect(reply, redirectLocation(catalog, { row }, searchParams, pathname));
  return true;
}

function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(301).header("cache-control", REDIRECT_CACHE).header("location", location).send();
}

/** The address's path and query, read apart: `//x` is a path here, not another host as URL would read it. */
function addressOf(request: FastifyRequest): { pathname: string; searchParams: URLSearchParams } {
  const at = request.url.indexOf("?");
  if (at === -1) return { pathname: request.url, searchParams: new URLSearchParams() };
  return { pathname: request.url.slice(0, at), searchParams: new URLSearchParams(request.url.slice(at + 1)) };
}
