// What a machine reader holds and asks for. Machines arrive with a share link's address (its
// `hash` or `viewPath` query), the app's access headers, or `Authorization: Bearer <key>` (as MCP
// clients and scripts send a key), and name a version and language in the query or the headers.
// Every channel for machines goes through `machineView`, which hands them to the same access
// module as the API: a secret that unlocks nothing is refused (403), never read as no secret.
import { ACCESS_HEADERS, LANG_TAG, SHARE_QUERY, SLOT_HEADERS, SLOT_QUERY, VERSION_NAME } from "@rxdocs/contract";
import type { FastifyRequest } from "fastify";
import { firstHeader, type ReaderAccess, type ReaderView } from "../access/readerAccess.js";
import type { PresentedSecrets } from "../access/resolveGrant.js";
import type { AccessGrant } from "../catalog/grant.js";
import type { SlotRequest } from "../catalog/catalogSource.js";
import { BadRequestError } from "../http/errors.js";

/** A bearer credential; whatever follows the scheme is the key, so that a bad one is refused, never ignored. */
const BEARER = /^Bearer(?:\s+(.*))?$/i;

export function machineSecrets(request: FastifyRequest): PresentedSecrets {
  const query = queryOf(request);
  const bearer = BEARER.exec(firstHeader(request.headers.authorization) ?? "")?.[1]?.trim();
  return {
    hash: query.get(SHARE_QUERY.hash) || firstHeader(request.headers[ACCESS_HEADERS.hash]) || bearer || undefined,
    viewPathCode:
      query.get(SHARE_QUERY.viewPath) || firstHeader(request.headers[ACCESS_HEADERS.viewPathCode]) || undefined,
  };
}

/** The version and language asked for, by the query else the headers; a malformed one is refused. */
export function machineSlot(request: FastifyRequest): SlotRequest {
  const query = queryOf(request);
  const version = query.get(SLOT_QUERY.version) || firstHeader(request.headers[SLOT_HEADERS.version]);
  const lang = query.get(SLOT_QUERY.lang) || firstHeader(request.headers[SLOT_HEADERS.lang]);
  if (version !== undefined && !VERSION_NAME.test(version)) throw BadRequestError(`version: is not a version name`);
  if (lang !== undefined && !LANG_TAG.test(lang)) throw BadRequestError(`lang: is not a language tag`);
  return { ...(version ? { version } : {}), ...(lang ? { lang } : {}) };
}

export function machineView(reader: ReaderAccess, request: FastifyRequest): Promise<ReaderView> {
  return reader.view(request, machineSecrets(request), machineSlot(request));
}

/** Whether a grant is a stranger's: what it reads is public and may be listed, cached and indexed. */
export function isPublicGrant(grant: AccessGrant): boolean {
  return grant.key === undefined && grant.viewRoot === undefined;
}

/** The site's own origin as the request reached it (behind a proxy, as TRUST_PROXY lets it tell). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function queryOf(request: FastifyRequest): URLSearchParams {
  return new URL(request.url, "http://rxdocs.invalid").searchParams;
}

/**
 * The version and language an address's query names. A malformed one is refused: by default as
 * bad input (400) naming the parameter; a caller for which it means no page passes its own refusal.
 */
export function slotOfQuery(query: URLSearchParams, refuse: (message: string) => Error = BadRequestError): SlotRequest {
  const version = query.get(SLOT_QUERY.version) || undefined;
  const lang = query.get(SLOT_QUERY.lang) || undefined;
  if (version !== undefined && !VERSION_NAME.test(version)) throw refuse("version: is not a version name");
  if (lang !== undefined && !LANG_TAG.test(lang)) throw refuse("lang: is not a language tag");
  return { ...(version && { version }), ...(lang && { lang }) };
}
