// The access matrix's site on a real server: the content (accessMatrixContent) written as a
// Docusaurus folder of two versions and two languages, imported with the import command's own
// function, served with the built reader app, and the keys and view codes the credentials
// present, made as `rxdocs key` and `rxdocs link` make them.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { issueAccessKey, revokeKey } from "../access/keyIssuer.js";
import { importFolder } from "../cli/import.js";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { bumpContentVersion } from "../storage/contentVersion.js";
import { listViewCodes } from "../storage/menus.js";
import { type RunningServer, startServer } from "../server.js";
import {
  COMMON_WORD,
  draftLineOf,
  filesOf,
  homeOf,
  MATRIX_SLOTS,
  markersOf,
  type OwnMenu,
  ownMenus,
  type Phase,
  type SlotName,
} from "./accessMatrixContent.js";
import type { Credential, IssuedKey, KeySecret, ViewSecret } from "./accessRules.js";
import { menuTree } from "./cliSite.js";
import type { DatabaseKind, TestDatabase } from "./databases.js";
import { writeFileTree } from "./fileTree.js";

/** Where each version and language lives in a Docusaurus site. */
const SLOT_FOLDERS: Record<SlotName, string> = {
  latest: "versioned_docs/version-1.0",
  next: "docs",
  fr: "i18n/fr/docusaurus-plugin-content-docs/version-1.0",
};

/** Writes the site as it is in `phase` into an empty `root`. */
export function writeMatrixFolder(root: string, phase: Phase): void {
  rmSync(root, { recursive: true, force: true });
  const files: Record<string, string | Buffer> = {
    // Read as text for its default locale, never run.
    "docusaurus.config.js": `export default { i18n: { defaultLocale: "en", locales: ["en", "fr"] } };\n`,
    "versions.json": JSON.stringify(["1.0"]),
  };
  for (const { name } of MATRIX_SLOTS) {
    const base = SLOT_FOLDERS[name];
    const home = homeOf(name);
    files[`${base}/index.md`] = `# Home ${home.marker}\n\nWelcome.\n\n![Home](./${home.file.name})\n`;
    files[`${base}/${home.file.name}`] = home.file.bytes;
    for (const menu of ownMenus(name, phase)) {
      const markers = markersOf(menu.content);
      if (menu.isFolder) {
        files[`${base}/${menu.folderPath}/_category_.json`] = JSON.stringify({
          label: `Folder ${markers.name}`,
          code: menu.code,
          position: menu.sort,
          ...(menu.visibility !== "public" && { visibility: menu.visibility }),
        });
      }
      if (!menu.hasPage) continue;
      const file = menu.isFolder ? `${menu.folderPath}/index.md` : `${menu.folderPath}.md`;
      files[`${base}/${file}`] = pageText(menu, phase, file);
      // Its own images beside it; the shared ones at the root, where several pages link them.
      const [own, tab, ...shared] = filesOf(menu.content);
      for (const image of [own, tab]) files[`${base}/${dirname(file)}/${image.name}`] = image.bytes;
      for (const sharedFile of shared) files[`${base}/${sharedFile.name}`] = sharedFile.bytes;
    }
  }
  writeFileTree(root, files);
}

function pageText(menu: OwnMenu, phase: Phase, file: string): string {
  const markers = markersOf(menu.content);
  const [own, tab, ...shared] = filesOf(menu.content);
  const draftLine = draftLineOf(menu.code, phase);
  const frontMatter = [
    // A folder's page takes the folder's code and visibility from its _category_.json.
    ...(menu.isFolder ? [] : [`code: ${menu.code}`, `sidebar_position: ${menu.sort}`]),
    `title: Page ${markers.name}`,
    ...(!menu.isFolder && menu.visibility !== "public" ? [`visibility: ${menu.visibility}`] : []),
    ...(draftLine ? [draftLine] : []),
    "tabs:",
    "  - label: Example",
    `    md: "Tab ${markers.tab} ![Tab figure](./${tab.name})"`,
  ];
  const sharedImages = shared.map((sharedFile) => `![Shared](${posix.relative(dirname(file), sharedFile.name)})\n`);
  return [
    `---\n${frontMatter.join("\n")}\n---\n`,
    `Intro ${COMMON_WORD} ${markers.body}.\n`,
    `![Figure](./${own.name})\n`,
    ...sharedImages,
    `## Section ${markers.heading}\n`,
    "Text under the section.\n",
  ].join("\n");
}

/** A key the matrix issued: its id, to revoke it, and what the rules know of it. */
type IssuedSecret = KeySecret & { id: string; issued: IssuedKey };

/** The secrets the matrix presents, by name; see matrixCredentials. */
interface Secrets {
  keys: Record<
    "resA" | "resAPage" | "resAInner" | "resB" | "all" | "expiring" | "revoked" | "usedUp" | "resInHid" | "hidA",
    IssuedSecret
  >;
  viewCodes: Record<
    "hidA" | "hidB" | "hidAInner" | "hidInRes" | "pubHidden" | "hidRemoved" | "beta" | "betaInternal",
    ViewSecret
  >;
}

export interface MatrixSite {
  server: RunningServer;
  url: string;
  secrets: Secrets;
  /** Imports the second phase (pruning), revokes the revoked key and makes the expiring one expire. */
  changeContent(): Promise<void>;
  stop(): Promise<void>;
}

/** The expiring key's first expiry: far enough ahead for the first phase, however busy the machine. */
const EXPIRING_KEY_MS = 3_600_000;

export async function startMatrixSite(kind: DatabaseKind): Promise<MatrixSite> {
  const work = mkdtempSync(join(tmpdir(), "rxdocs-matrix-"));
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  try {
    database = await kind.create();
    server = await startServer({
      databaseUrl: database.url,
      port: 0,
      host: "127.0.0.1",
      // The real build, for first pages rendered as readers get them (npm test builds it first).
      web: { root: BUNDLED_WEB_ROOT },
      versionCheckMs: 50,
      // The matrix presents thousands of invalid links on purpose; the limiter has its own test.
      invalidLinkLimits: { maxFailures: 1_000_000, windowMs: 60_000 },
      // And thousands of answers about pages from one address; their limiter has its own test too.
      feedbackLimits: { max: 1_000_000, windowMs: 60_000 },
      countLimits: { max: 1_000_000, windowMs: 60_000 },
    });
    const folder = join(work, "site");
    writeMatrixFolder(folder, "first");
    await importFolder(server.storage.db, folder, {});
    const secrets = await makeSecrets(server);
    const running = server;
    const ranDatabase = database;
    return {
      server,
      url: server.url,
      secrets,
      async changeContent() {
        writeMatrixFolder(folder, "second");
        await importFolder(running.storage.db, folder, { prune: true });
        const revoked = secrets.keys.revoked;
        await revokeKey(running.storage.db, revoked.id);
        revoked.issued.revoked = true;
        // The expiring key's time runs out: its expiry moves to a moment just past, as the clock
        // would have moved it, and every server sees it with the next content version.
        const expiring = secrets.keys.expiring;
        const expiredAt = Date.now() - 1000;
        await running.storage.db
          .updateTable("access_keys")
          .set({ expires_at: new Date(expiredAt).toISOString() })
          .where("id", "=", expiring.id)
          .execute();
        await bumpContentVersion(running.storage.db);
        expiring.issued.expiresAt = expiredAt;
        await untilRefused(running.url, expiring.value);
      },
      async stop() {
        await running.close();
        await ranDatabase.drop();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.close().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/** Waits until the server has read the change that refuses `key` (it checks every 50 ms). */
async function untilRefused(url: string, key: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if ((await menuTree(url, { isAuth: true, hash: key })).status === 403) return;
    if (Date.now() > deadline) throw new Error("the server did not see the expired key within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A key whose one allowed use is spent (on a menu tree) before the matrix asks anything. */
async function usedUpKey(server: RunningServer, scope: string[]): Promise<IssuedSecret> {
  const { id, key } = await issueAccessKey(server.storage.db, {
    ...{ name: `matrix used up ${scope.join(",")}`, scope, expiresAt: null },
    useLimit: 1,
  });
  const { status } = await menuTree(server.url, { isAuth: true, hash: key });
  if (status !== 200) throw new Error(`the use-limited key's one use was refused (${status})`);
  return { id, value: key, issued: { scope, expiresAt: null, revoked: false, usedUp: true } };
}

async function makeSecrets(server: RunningServer): Promise<Secrets> {
  const { db } = server.storage;
  const issue = async (scope: string[], expiresAt: number | null = null): Promise<IssuedSecret> => {
    const expires = expiresAt === null ? null : new Date(expiresAt).toISOString();
    const { id, key } = await issueAccessKey(db, {
      name: `matrix ${scope.join(",") || "all"}`,
      scope,
      expiresAt: expires,
    });
    return { id, value: key, issued: { scope, expiresAt, revoked: false } };
  };
  const codes = await listViewCodes(db);
  const viewCode = (menuCode: string): ViewSecret => {
    const value = codes.get(menuCode);
    if (!value) throw new Error(`the import gave hidden menu ${menuCode} no view code`);
    return { value, menuCode };
  };
  return {
    keys: {
      resA: await issue(["res-a"]),
      resAPage: await issue(["res-a-page"]),
      resAInner: await issue(["res-a-inner"]),
      resB: await issue(["res-b"]),
      all: await issue([]),
      expiring: await issue(["res-a"], Date.now() + EXPIRING_KEY_MS),
      revoked: await issue(["res-a"]),
      usedUp: await usedUpKey(server, ["res-a"]),
      resInHid: await issue(["res-in-hid"]),
      // A key scoped to a hidden menu: it opens the restricted menus inside, never the hidden gate.
      hidA: await issue(["hid-a"]),
    },
    viewCodes: {
      hidA: viewCode("hid-a"),
      hidB: viewCode("hid-b"),
      hidAInner: viewCode("hid-a-inner"),
      hidInRes: viewCode("hid-in-res"),
      pubHidden: viewCode("pub-hidden"),
      hidRemoved: viewCode("hid-removed"),
      beta: viewCode("beta"),
      betaInternal: viewCode("beta-internal"),
    },
  };
}

/** Every credential the matrix presents: none, invalid ones of each kind, each valid one, and pairs. */
export function matrixCredentials({ keys, viewCodes }: Secrets): Credential[] {
  const unknownKey = { value: randomBytes(32).toString("base64url") };
  const unknownViewCode = { value: randomBytes(16).toString("base64url") };
  return [
    { name: "none" },
    { name: "malformed key", key: { value: "not a key!" } },
    { name: "oversized key", key: { value: "k".repeat(300) } },
    { name: "malformed view code", viewCode: { value: "../../not-a-code" } },
    { name: "unknown key", key: unknownKey },
    { name: "unknown view code", viewCode: unknownViewCode },
    { name: "key of res-a", key: keys.resA },
    { name: "key of the page res-a-page", key: keys.resAPage },
    { name: "key of res-a-inner", key: keys.resAInner },
    { name: "key of res-b", key: keys.resB },
    { name: "key of every menu", key: keys.all },
    { name: "expired key", key: keys.expiring },
    { name: "revoked key", key: keys.revoked },
    { name: "key past its use limit", key: keys.usedUp },
    { name: "key of res-in-hid", key: keys.resInHid },
    { name: "key of hidden hid-a", key: keys.hidA },
    { name: "view code of hid-a", viewCode: viewCodes.hidA },
    { name: "view code of hid-b", viewCode: viewCodes.hidB },
    { name: "view code of hid-a-inner", viewCode: viewCodes.hidAInner },
    { name: "view code of hid-in-res", viewCode: viewCodes.hidInRes },
    { name: "view code of the page pub-hidden", viewCode: viewCodes.pubHidden },
    { name: "view code of removed hid-removed", viewCode: viewCodes.hidRemoved },
    { name: "view code of beta (hidden in 1.0, public in next)", viewCode: viewCodes.beta },
    { name: "view code of beta-internal (hidden in next)", viewCode: viewCodes.betaInternal },
    { name: "key of res-a + view code of hid-in-res", key: keys.resA, viewCode: viewCodes.hidInRes },
    { name: "view code of hid-a + key of res-in-hid", key: keys.resInHid, viewCode: viewCodes.hidA },
    { name: "view code of hid-a + key of every menu", key: keys.all, viewCode: viewCodes.hidA },
    { name: "key of res-a + unknown view code", key: keys.resA, viewCode: unknownViewCode },
    { name: "revoked key + view code of hid-a", key: keys.revoked, viewCode: viewCodes.hidA },
  ];
}
