// Every API call goes through here to learn what its requester may see: the current catalog of
// the version and language it asks for, the grant proven by the presented secrets, and the
// visible content under it.
import { ACCESS_HEADERS, LANG_TAG, SLOT_HEADERS, VERSION_NAME } from "@rxdocs/contract";
import type { FastifyRequest } from "fastify";
import type { Catalog, VisibleContent } from "../catalog/catalog.js";
import type { CatalogSource, SlotRequest } from "../catalog/catalogSource.js";
import { BadRequestError, InvalidAccessLinkError } from "../http/errors.js";
import type { AccessGrant } from "../catalog/grant.js";
import type { InvalidLinkLimiter } from "./invalidLinkLimiter.js";
import type { KeyUses } from "./keyUses.js";
import { hasSecrets, type PresentedSecrets, resolveGrant } from "./resolveGrant.js";

declare module "fastify" {
  interface FastifyRequest {
    /** When the access key the request presented expires (ISO 8601), if it does: sent with the answer. */
    accessExpiresAt?: string;
  }
}

export interface ReaderView {
  catalog: Catalog;
  grant: AccessGrant;
  visible: VisibleContent;
}

export class ReaderAccess {
  constructor(
    private readonly catalogs: CatalogSource,
    private readonly limiter: InvalidLinkLimiter,
    private readonly keyUses?: KeyUses,
  ) {}

  async view(
    request: FastifyRequest,
    secrets: PresentedSecrets = secretsFromHeaders(request),
    slot: SlotRequest = slotFromHeaders(request),
  ): Promise<ReaderView> {
    if (hasSecrets(secrets)) this.limiter.assertAllowed(request.ip);
    const arrived = Date.now();
    let catalog = await this.catalogs.current(slot);
    let grant: AccessGrant;
    try {
      grant = resolveGrant(catalog, secrets);
    } catch {
      // The key or view code may have been created since the catalog was read.
      catalog = await this.catalogs.checkedAfter(arrived, slot);
      try {
        grant = resolveGrant(catalog, secrets);
      } catch (error) {
        this.limiter.recordFailure(request.ip);
        throw error;
      }
    }
    this.countKeyUse(request, catalog, grant);
    const expiresAt = grant.key && catalog.keysById.get(grant.key.id)?.expires_at;
    if (expiresAt) request.accessExpiresAt = new Date(expiresAt).toISOString();
    return { catalog, grant, visible: catalog.visible(grant) };
  }

  /** A key past its use limit works no more, as an expired one. */
  private countKeyUse(request: FastifyRequest, catalog: Catalog, grant: AccessGrant): void {
    if (!grant.key || !this.keyUses) return;
    const key = catalog.keysById.get(grant.key.id);
    if (key && !this.keyUses.use(request, key)) throw InvalidAccessLinkError();
  }
}

export function secretsFromHeaders(request: FastifyRequest): PresentedSecrets {
  return {
    hash: firstHeader(request.headers[ACCESS_HEADERS.hash]),
    viewPathCode: firstHeader(request.headers[ACCESS_HEADERS.viewPathCode]),
  };
}

/** The version and language the headers name; a malformed one is refused. */
function slotFromHeaders(request: FastifyRequest): SlotRequest {
  const version = firstHeader(request.headers[SLOT_HEADERS.version]);
  const lang = firstHeader(request.headers[SLOT_HEADERS.lang]);
  if (version !== undefined && !VERSION_NAME.test(version)) {
    throw BadRequestError(`${SLOT_HEADERS.version}: is not a version name`);
  }
  if (lang !== undefined && !LANG_TAG.test(lang)) throw BadRequestError(`${SLOT_HEADERS.lang}: is not a language tag`);
  return { ...(version ? { version } : {}), ...(lang ? { lang } : {}) };
}

/** The version and language a call is about: its body's, else its headers'. */
export function slotOf(body: SlotRequest, request: FastifyRequest): SlotRequest {
  const headers = slotFromHeaders(request);
  const version = body.version ?? headers.version;
  const lang = body.lang ?? headers.lang;
  return { ...(version ? { version } : {}), ...(lang ? { lang } : {}) };
}

/** A header's first value, trimmed; undefined when it is absent or blank. */
export function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}
