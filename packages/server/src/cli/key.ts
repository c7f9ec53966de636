import { issueAccessKey, revokeKey } from "../access/keyIssuer.js";
import { firstArticleUnder, shareLink } from "../access/shareLinks.js";
import { loadCatalog } from "../catalog/catalogSource.js";
import { publicBaseUrl } from "../config.js";
import { type AccessKeyRow, listAccessKeys } from "../storage/accessKeys.js";
import { parseExpiry } from "./expiry.js";
import { CliError, printJson, printLine, printTable, withStorage } from "./shared.js";

export interface KeyCreateOptions {
  name: string;
  menu: string[];
  expires?: string;
  maxUses?: string;
  baseUrl?: string;
  db?: string;
  json?: boolean;
}

export async function keyCreateCommand(options: KeyCreateOptions): Promise<void> {
  const name = options.name.trim();
  if (!name) throw new CliError("--name must not be empty");
  const expiresAt = options.expires ? parseExpiry(options.expires) : null;
  const useLimit = options.maxUses === undefined ? null : parseUseLimit(options.maxUses);
  const baseUrl = publicBaseUrl(options.baseUrl);
  const scope = [...new Set(options.menu)];

  const created = await withStorage(options.db, async ({ db }) => {
    const catalog = await loadCatalog(db);
    const unknown = scope.filter((code) => !catalog.menus.has(code));
    if (unknown.length > 0)
      throw new CliError(`unknown menu code${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`);
    const { id, key } = await issueAccessKey(db, { name, scope, expiresAt, useLimit });
    // Land on a restricted page the key opens, so the reader sees what was shared.
    const path = firstArticleUnder(catalog, scope, (menu) => menu.underRestricted) ?? firstArticleUnder(catalog, scope);
    return { id, key, link: shareLink(baseUrl, path, { hash: key }) };
  });

  if (options.json) return printJson(created);
  printLine(`Created access key ${created.id} "${name}"`);
  printLine(`  scope:   ${scope.length > 0 ? scope.join(", ") : "every restricted menu"}`);
  printLine(`  expires: ${expiresAt ?? "never"}`);
  if (useLimit !== null) printLine(`  uses:    at most ${useLimit} requests`);
  printLine(`  key:     ${created.key}   (shown only now; it is stored as a hash)`);
  printLine(`  link:    ${created.link}`);
}

export async function keyListCommand(options: { db?: string; json?: boolean }): Promise<void> {
  const now = Date.now();
  const keys = (await withStorage(options.db, ({ db }) => listAccessKeys(db))).map((row) => ({
    id: row.id,
    name: row.name,
    scope: JSON.parse(row.scope) as string[],
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    uses: Number(row.use_count),
    useLimit: row.use_limit === null ? null : Number(row.use_limit),
    lastUsedAt: row.last_used_at,
    status: keyStatus(row, now),
  }));
  if (options.json) return printJson(keys);
  if (keys.length === 0) return printLine("No access keys yet. Create one with: rxdocs key create --name <name>");
  const rows = keys.map((k) => [
    k.id,
    k.status,
    k.name,
    k.scope.join(",") || "*",
    k.useLimit === null ? String(k.uses) : `${k.uses}/${k.useLimit}`,
    k.lastUsedAt ?? "never",
    k.expiresAt ?? "never",
    k.createdAt,
  ]);
  printTable(["ID", "STATUS", "NAME", "SCOPE", "USES", "LAST USED", "EXPIRES", "CREATED"], rows);
}

export async function keyRevokeCommand(id: string, options: { db?: string; json?: boolean }): Promise<void> {
  const found = await withStorage(options.db, ({ db }) => revokeKey(db, id));
  if (!found) throw new CliError(`no access key with id ${id}; see rxdocs key list`);
  if (options.json) return printJson({ id, revoked: true });
  printLine(`Revoked access key ${id}; links that carry it stop working within seconds.`);
}

function keyStatus(row: AccessKeyRow, now: number): string {
  if (row.revoked_at) return "revoked";
  if (row.expires_at && Date.parse(row.expires_at) <= now) return "expired";
  if (row.use_limit !== null && Number(row.use_count) >= Number(row.use_limit)) return "used up";
  return "active";
}

function parseUseLimit(text: string): number {
  const count = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(count >= 1)) throw new CliError(`--max-uses: a whole number of requests from 1 to 999999999, not "${text}"`);
  return count;
}
