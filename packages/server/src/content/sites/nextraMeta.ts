// Nextra's _meta files, read as data (literalValue.ts). In each folder, `_meta.json` (Nextra 2)
// or `_meta.{js,jsx,ts,tsx}` (Nextra 3 and 4, `export default {...}`) lists the folder's entries
// by file or folder name, in display order: a title, or `{ title, type, display, href, items }`;
// `"*"` gives every entry's defaults. Nextra 4 may have one `_meta.global` file in `app/` instead,
// where a folder's entry holds the folder's own entries under `items`. A title written as JSX
// (`<span>New</span>`) is only known by running the file: the page's own title stands for it.
import path from "node:path";
import type { ContentWarning } from "../model.js";
import { Computed, isLiteralObject, type Literal, readModuleDefault } from "./literalValue.js";
import { describeValue } from "./literals.js";
import type { RouteFolder } from "./nextraRoutes.js";
import { firstFile, sitePath } from "./siteFiles.js";

export type MetaType = "page" | "doc" | "separator" | "menu";
export type MetaDisplay = "normal" | "hidden" | "children";

/** One entry of a _meta file, by its key. */
export interface MetaItem {
  key: string;
  /** Its title as text; undefined when the file gives none, or gives it as JSX. */
  title?: string;
  type?: MetaType;
  display?: MetaDisplay;
  href?: string;
  /** A menu's entries (`type: "menu"`). */
  items?: MetaItem[];
  /** A folder's own entries, which a _meta.global file gives under `items`. */
  folder?: MetaRecord;
}

/** What a _meta file says of one folder. */
export interface MetaRecord {
  /** The file it was read from, relative to the site's root. */
  source: string;
  /** Its entries in its order, without "*". */
  items: MetaItem[];
  /** The "*" entry's type and display, which every entry has unless it says otherwise. */
  fallback: Pick<MetaItem, "type" | "display">;
}

const SCRIPT_EXTENSIONS = ["js", "jsx", "ts", "tsx"];
const TYPES: readonly MetaType[] = ["page", "doc", "separator", "menu"];
const DISPLAYS: readonly MetaDisplay[] = ["normal", "hidden", "children"];

/**
 * The _meta file of a folder (absolute), in the language given when the site names its languages
 * by suffix (`_meta.en-US.json`, else `_meta.json`); undefined when it has none.
 */
export async function findMetaFile(root: string, folder: string, lang?: string): Promise<string | undefined> {
  const names = (stem: string) => [`${stem}.json`, ...SCRIPT_EXTENSIONS.map((extension) => `${stem}.${extension}`)];
  const folderPath = sitePath(root, folder);
  const candidates = [...(lang === undefined ? [] : names(`_meta.${lang}`)), ...names("_meta")];
  return firstFile(
    root,
    candidates.map((name) => path.posix.join(folderPath, name)),
  );
}

/** Nextra 4's `app/_meta.global.*`, which describes every folder at once. */
export async function findGlobalMetaFile(root: string, appFolder: string): Promise<string | undefined> {
  const folderPath = sitePath(root, appFolder);
  return firstFile(
    root,
    SCRIPT_EXTENSIONS.map((extension) => path.posix.join(folderPath, `_meta.global.${extension}`)),
  );
}

/** A _meta file's record; what cannot be read as Nextra means it is a warning, never an exception. */
export async function readMetaFile(
  root: string,
  file: string,
  warnings: ContentWarning[],
): Promise<MetaRecord | undefined> {
  const source = sitePath(root, file);
  let value: Literal;
  try {
    value = (await readModuleDefault(file, root)).value;
  } catch (error) {
    warnings.push({ path: source, message: `${(error as Error).message}; the folder's own order is used` });
    return undefined;
  }
  const reading = new MetaReading(root, source);
  const record = reading.record(value, "the file's default export");
  warnings.push(...reading.warnings());
  return record;
}

/** Reads one file's entries, keeping what it could not read for one warning each. */
class MetaReading {
  private readonly jsxLines: number[] = [];
  private readonly said: ContentWarning[] = [];

  constructor(
    private readonly root: string,
    private readonly source: string,
  ) {}

  record(value: Literal, what: string): MetaRecord | undefined {
    if (!isLiteralObject(value)) {
      this.warn(`${what} is ${describeValue(value)}, not an object of entries; the folder's own order is used`, value);
      return undefined;
    }
    const record: MetaRecord = { source: this.source, items: [], fallback: {} };
    for (const [key, entry] of Object.entries(value)) {
      const item = this.item(key, entry);
      if (key === "*") record.fallback = { type: item.type, display: item.display };
      else record.items.push(item);
    }
    return record;
  }

  warnings(): ContentWarning[] {
    if (this.jsxLines.length === 0) return this.said;
    const lines = this.jsxLines.join(", ");
    return [
      {
        path: this.source,
        line: this.jsxLines[0],
        message: `titles written as JSX (line ${lines}) are only known by running the file: the pages' own titles are shown, and separators so titled start no section`,
      },
      ...this.said,
    ];
  }

  private item(key: string, value: Literal): MetaItem {
    const item = this.settingsOf(key, value);
    // `"---": "Label"` is a separator, as `type: "separator"` makes one.
    if (key.startsWith("---") && item.type === undefined && item.href === undefined) item.type = "separator";
    return item;
  }

  private settingsOf(key: string, value: Literal): MetaItem {
    if (typeof value === "string") return { key, ...(value !== "" && { title: value }) };
    if (value instanceof Computed && value.reason === "JSX") {
      this.jsxLines.push(value.line);
      return { key };
    }
    if (!isLiteralObject(value)) {
      this.warn(`the entry ${JSON.stringify(key)} is ${describeValue(value)}; it is read as having no settings`, value);
      return { key };
    }
    const item: MetaItem = { key };
    const title = this.title(key, value.title);
    if (title !== undefined) item.title = title;
    const type = this.choice(key, "type", value.type, TYPES);
    if (type !== undefined) item.type = type;
    const display = this.choice(key, "display", value.display, DISPLAYS);
    if (display !== undefined) item.display = display;
    if (typeof value.href === "string") item.href = value.href;
    else if (value.href !== undefined)
      this.warn(`${key}.href is ${describeValue(value.href)}; it is no link`, value.href);
    if (value.items !== undefined) this.itemsOf(item, value.items);
    return item;
  }

  /** A menu's entries, or a folder's in a _meta.global file. */
  private itemsOf(item: MetaItem, value: Literal): void {
    if (item.type === "menu") {
      if (!isLiteralObject(value)) {
        this.warn(`${item.key}.items is ${describeValue(value)}, not an object of entries; the menu is empty`, value);
        item.items = [];
        return;
      }
      item.items = Object.entries(value).map(([key, entry]) => this.item(key, entry));
      return;
    }
    const folder = this.record(value, `${item.key}.items`);
    if (folder) item.folder = folder;
  }

  private title(key: string, value: Literal): string | undefined {
    if (typeof value === "string") return value === "" ? undefined : value;
    if (value instanceof Computed && value.reason === "JSX") this.jsxLines.push(value.line);
    else if (value !== undefined) this.warn(`${key}.title is ${describeValue(value)}; it is left out`, value);
    return undefined;
  }

  private choice<T extends string>(key: string, name: string, value: Literal, allowed: readonly T[]): T | undefined {
    if (value === undefined) return undefined;
    if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
    const choices = allowed.map((each) => JSON.stringify(each)).join(", ");
    this.warn(`${key}.${name} is ${describeValue(value)}, none of ${choices}; it is left out`, value);
    return undefined;
  }

  private warn(message: string, at: Literal): void {
    const place =
      at instanceof Computed ? { path: sitePath(this.root, at.file), line: at.line } : { path: this.source };
    this.said.push({ ...place, message });
  }
}

/** Each folder's _meta file (and its route groups'), in the language given when the site names them so. */
export async function readFolderMetas(
  root: string,
  dir: string,
  tree: RouteFolder,
  lang: string | undefined,
  warnings: ContentWarning[],
): Promise<Map<RouteFolder, MetaRecord>> {
  const metas = new Map<RouteFolder, MetaRecord>();
  const visit = async (folder: RouteFolder): Promise<void> => {
    const records: MetaRecord[] = [];
    for (const folderPath of [folder.path, ...folder.groups]) {
      const file = await findMetaFile(root, path.join(dir, folderPath), lang);
      const record = file === undefined ? undefined : await readMetaFile(root, file, warnings);
      if (record) records.push(record);
    }
    const [first, ...others] = records;
    if (first) {
      // A route group's entries are its parent folder's, after the folder's own.
      for (const other of others)
        first.items.push(...other.items.filter((item) => !first.items.some((own) => own.key === item.key)));
      metas.set(folder, first);
    }
    for (const child of folder.folders.values()) await visit(child);
  };
  await visit(tree);
  return metas;
}

/** Nextra 4's _meta.global file: the root's entries, each folder's under its entry's `items`. */
export async function readGlobalMeta(
  root: string,
  file: string,
  tree: RouteFolder,
  warnings: ContentWarning[],
): Promise<Map<RouteFolder, MetaRecord>> {
  const metas = new Map<RouteFolder, MetaRecord>();
  const record = await readMetaFile(root, file, warnings);
  const place = (folder: RouteFolder, own: MetaRecord | undefined) => {
    if (own === undefined) return;
    metas.set(folder, own);
    for (const item of own.items) {
      const child = folder.folders.get(item.key);
      if (child) place(child, item.folder);
    }
  };
  place(tree, record);
  return metas;
}

export async function firstGlobalMeta(root: string, appDirs: readonly string[]): Promise<string | undefined> {
  for (const dir of appDirs) {
    const file = await findGlobalMetaFile(root, dir);
    if (file !== undefined) return file;
  }
  return undefined;
}
