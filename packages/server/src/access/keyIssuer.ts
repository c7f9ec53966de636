// Creating and revoking access keys. The key is returned once and only its hash is stored;
// both changes bump the content version so that every server sees them within seconds.
import type { Kysely } from "kysely";
import { type AccessKeyRow, insertAccessKey, revokeAccessKey } from "../storage/accessKeys.js";
import { bumpContentVersion } from "../storage/contentVersion.js";
import type { Database } from "../storage/schema.js";
import { generateAccessKey, generateKeyId, hashSecret } from "./secrets.js";

export interface NewKey {
  name: string;
  /** Menu codes whose subtrees the key unlocks; empty unlocks every restricted menu. */
  scope: string[];
  expiresAt: string | null;
  /** The requests after which the key stops working; null for no limit. */
  useLimit?: number | null;
}

export async function issueAccessKey(db: Kysely<Database>, spec: NewKey): Promise<{ id: string; key: string }> {
  const key = generateAccessKey();
  const row: AccessKeyRow = {
    id: generateKeyId(),
    name: spec.name,
    key_hash: hashSecret(key),
    scope: JSON.stringify(spec.scope),
    expires_at: spec.expiresAt,
    revoked_at: null,
    created_at: new Date().toISOString(),
    use_count: 0,
    last_used_at: null,
    use_limit: spec.useLimit ?? null,
  };
  await db.transaction().execute(async (trx) => {
    await insertAccessKey(trx, row);
    await bumpContentVersion(trx);
  });
  return { id: row.id, key };
}

/** Answers false when no key has that id; revoking a revoked key changes nothing. */
export async function revokeKey(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const exists = await revokeAccessKey(trx, id, new Date().toISOString());
    if (exists) await bumpContentVersion(trx);
    return exists;
  });
}
