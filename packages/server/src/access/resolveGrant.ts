// Turns the secrets a request presents (a key, a view code) into what they unlock. A secret
// that unlocks nothing is an error, never a silent fall back to the public site: the reader
// must learn that the link they hold no longer works.
import type { Catalog } from "../catalog/catalog.js";
import type { AccessGrant } from "../catalog/grant.js";
import { InvalidAccessLinkError } from "../http/errors.js";
import { hashSecret, safeEqual } from "./secrets.js";

export interface PresentedSecrets {
  hash?: string | null | undefined;
  viewPathCode?: string | null | undefined;
}

export function hasSecrets(secrets: PresentedSecrets): boolean {
  return Boolean(secrets.hash || secrets.viewPathCode);
}

export function resolveGrant(catalog: Catalog, secrets: PresentedSecrets, now = Date.now()): AccessGrant {
  const grant: AccessGrant = {};
  if (secrets.hash) {
    const keyHash = hashSecret(secrets.hash);
    const key = catalog.keysByHash.get(keyHash);
    const isValid =
      key !== undefined &&
      safeEqual(key.key_hash, keyHash) &&
      key.revoked_at === null &&
      (key.expires_at === null || Date.parse(key.expires_at) > now);
    if (!isValid) throw InvalidAccessLinkError();
    grant.key = { id: key.id, scope: JSON.parse(key.scope) as string[] };
  }
  if (secrets.viewPathCode) {
    const codeHash = hashSecret(secrets.viewPathCode);
    const hidden = catalog.hiddenMenusByCodeHash.get(codeHash);
    if (!hidden || !safeEqual(hidden.codeHash, codeHash)) throw InvalidAccessLinkError();
    grant.viewRoot = hidden.menuCode;
  }
  return grant;
}
