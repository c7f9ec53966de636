// `rxdocs version`: the site's versions, and which one readers get by default.
import { VERSION_NAME } from "@rxdocs/contract";
import { removeVersion, VersionError } from "../content/removeVersion.js";
import { bumpContentVersion } from "../storage/contentVersion.js";
import type { Kysely } from "kysely";
import type { Database } from "../storage/schema.js";
import { listSlots, listVersions, setLatestVersion, updateVersion, type VersionRow } from "../storage/slots.js";
import { CliError, printJson, printLine, withStorage } from "./shared.js";

interface VersionOptions {
  db?: string;
  json?: boolean;
}

export async function versionListCommand(options: VersionOptions): Promise<void> {
  const { versions, langs } = await withStorage(options.db, async ({ db }) => {
    const slots = await listSlots(db);
    return {
      versions: await listVersions(db),
      langs: (name: string) => slots.filter((slot) => slot.version === name).map((slot) => slot.lang),
    };
  });
  const rows = versions.map((version) => ({
    name: version.name,
    label: version.label,
    latest: version.latest === 1,
    listed: version.listed === 1,
    languages: langs(version.name),
  }));
  if (options.json) return printJson(rows);
  for (const row of rows) {
    const notes = [row.latest && "latest", !row.listed && "unlisted", row.label && `label "${row.label}"`];
    const said = notes.filter(Boolean).join(", ");
    printLine(`${row.name}  ${row.languages.join(" ")}${said ? `  (${said})` : ""}`);
  }
}

export function versionLatestCommand(name: string, options: VersionOptions): Promise<void> {
  return changeVersion(name, options, `${name} is now the latest version`, (db) => setLatestVersion(db, name));
}

export function versionLabelCommand(name: string, label: string, options: VersionOptions): Promise<void> {
  const text = label.trim();
  if (text.length > 64) throw new CliError("a label has at most 64 characters");
  return changeVersion(name, options, text ? `${name} is labelled "${text}"` : `${name} shows its name`, (db) =>
    updateVersion(db, name, { label: text || null }),
  );
}

export function versionUnlistCommand(name: string, options: VersionOptions): Promise<void> {
  return changeVersion(
    name,
    options,
    `${name} is left out of the switcher; its pages still open by address`,
    async (db, version) => {
      if (version.latest === 1) throw new CliError(`${name} is the latest version; readers are offered it always`);
      await updateVersion(db, name, { listed: 0 });
    },
  );
}

export function versionRelistCommand(name: string, options: VersionOptions): Promise<void> {
  return changeVersion(name, options, `${name} is offered in the switcher again`, (db) =>
    updateVersion(db, name, { listed: 1 }),
  );
}

export async function versionRemoveCommand(name: string, options: VersionOptions): Promise<void> {
  checkName(name);
  const { pages } = await withStorage(options.db, async ({ db }) => {
    try {
      return await removeVersion(db, name);
    } catch (error) {
      if (error instanceof VersionError) throw new CliError(error.message);
      throw error;
    }
  });
  if (options.json) return printJson({ name, removed: true, pages });
  printLine(`Removed version ${name} (${pages} pages in all its languages)`);
}

/** Applies a change to an existing version, then lets running servers know. */
async function changeVersion(
  name: string,
  options: VersionOptions,
  said: string,
  change: (db: Kysely<Database>, version: VersionRow) => Promise<void>,
): Promise<void> {
  checkName(name);
  await withStorage(options.db, async ({ db }) => {
    await db.transaction().execute(async (trx) => {
      const version = (await listVersions(trx)).find((row) => row.name === name);
      if (!version) throw new CliError(`the site has no version ${name} (see rxdocs version list)`);
      await change(trx, version);
      await bumpContentVersion(trx);
    });
  });
  if (options.json) return printJson({ name, done: said });
  printLine(said);
}

function checkName(name: string): void {
  if (!VERSION_NAME.test(name)) throw new CliError(`${JSON.stringify(name)} is not a version name such as 2.x`);
}
