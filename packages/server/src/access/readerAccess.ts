// Every API call goes through here to learn what its requester may see: the current
// catalog, the grant proven by the presented secrets, and the visible content under it.
import { ACCESS_HEADERS } from "@rxdocs/contract";
import type { FastifyRequest } from "fastify";
import type { Catalog, VisibleContent } from "../catalog/catalog.js";
import type { CatalogSource } from "../catalog/catalogSource.js";
import type { AccessGrant } from "../catalog/grant.js";
import type { InvalidLinkLimiter } from "./invalidLinkLimiter.js";
import { hasSecrets, type PresentedSecrets, resolveGrant } from "./resolveGrant.js";

/** An unknown secret makes the catalog be checked again if it was not checked this recently. */
const RECHECK_UNKNOWN_SECRET_MS = 100;

export interface ReaderView {
  catalog: Catalog;
  grant: AccessGrant;
  visible: VisibleContent;
}

export class ReaderAccess {
  constructor(
    private readonly catalogs: CatalogSource,
    private readonly limiter: InvalidLinkLimiter,
  ) {}

  async view(request: FastifyRequest, secrets: PresentedSecrets = secretsFromHeaders(request)): Promise<ReaderView> {
    if (hasSecrets(secrets)) this.limiter.assertAllowed(request.ip);
    let catalog = await this.catalogs.current();
    let grant: AccessGrant;
    try {
      grant = resolveGrant(catalog, secrets);
    } catch {
      // The key or view code may have been created since the catalog was read.
      catalog = await this.catalogs.checkedWithin(RECHECK_UNKNOWN_SECRET_MS);
      try {
        grant = resolveGrant(catalog, secrets);
      } catch (error) {
        this.limiter.recordFailure(request.ip);
        throw error;
      }
    }
    return { catalog, grant, visible: catalog.visible(grant) };
  }
}

export function secretsFromHeaders(request: FastifyRequest): PresentedSecrets {
  return {
    hash: firstHeader(request.headers[ACCESS_HEADERS.hash]),
    viewPathCode: firstHeader(request.headers[ACCESS_HEADERS.viewPathCode]),
  };
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}
