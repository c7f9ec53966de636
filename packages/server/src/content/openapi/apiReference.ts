// The pages OpenAPI files make in one folder of a site, and where they go: every operation of
// the files rxdocs.json names and of those a navigation lists whole (Mintlify's `openapi` on a
// group or tab) under a section per tag; the operations a navigation names one by one; and the
// pages whose front matter names an operation (`openapi: "GET /users"`), which keep their own
// text above the operation's reference. A file that cannot be read is one warning, and no page.
import type { ReadMarkdownFile } from "../markdownFiles.js";
import type { MenuDraft } from "../menuDrafts.js";
import type { ContentWarning } from "../model.js";
import { findFirstHeading } from "../firstHeading.js";
import type { NavItem, SiteNavigation } from "../sites/siteReader.js";
import { operationDraft, specDrafts } from "./apiDrafts.js";
import { apiFolderPath, apiOperationPath, readApiPath } from "./apiPaths.js";
import { operationMarkdown } from "./operationPage.js";
import { type ApiOperation, listOperations, parseOperationName } from "./operations.js";
import { type ApiSpec, readApiSpec, specPath } from "./readSpec.js";
import { discoverSpecFiles, rxdocsSpecFiles } from "./specSources.js";

export interface ApiReferenceInput {
  /** The folder being read, absolute. */
  root: string;
  /** The site's root, absolute: spec files are named from it. */
  siteRoot: string;
  /** The files the site's tool names, relative to the site's root (Mintlify's top-level `openapi`). */
  declared?: readonly string[];
  /** The folder's pages, by path: those that name an operation get its reference added to their body. */
  pages: ReadonlyMap<string, ReadMarkdownFile>;
  navigation?: SiteNavigation;
}

export interface ApiReference {
  drafts: MenuDraft[];
  /** The navigation with its entries for operations named by the paths of their pages. */
  navigation?: SiteNavigation;
  warnings: ContentWarning[];
}

interface LoadedSpec {
  spec: ApiSpec;
  operations: Map<string, ApiOperation>;
}

export async function readApiReference(input: ApiReferenceInput): Promise<ApiReference> {
  const warnings: ContentWarning[] = [];
  const rxdocs = await rxdocsSpecFiles(input.root, input.siteRoot);
  warnings.push(...rxdocs.warnings);
  const wanted = wantedByNavigation(input.navigation?.items ?? []);
  const named = namedByPages(input.pages, warnings);
  if (rxdocs.files.length + wanted.whole.size + wanted.operations.length + named.length === 0) {
    return { drafts: [], navigation: input.navigation, warnings };
  }

  const candidates = [...(input.declared ?? []), ...rxdocs.files, ...wanted.whole];
  const needsSearch = [...wanted.operations, ...named].some((entry) => entry.spec === undefined);
  if (needsSearch && candidates.length === 0) candidates.push(...(await discoverSpecFiles(input.siteRoot)));
  const specs = new Map<string, LoadedSpec | undefined>();
  const load = async (file: string): Promise<LoadedSpec | undefined> => {
    if (specs.has(file)) return specs.get(file);
    const reading = await readApiSpec(input.siteRoot, file);
    let loaded: LoadedSpec | undefined;
    if ("spec" in reading) {
      loaded = { spec: reading.spec, operations: new Map(listOperations(reading.spec).map((op) => [op.key, op])) };
    } else {
      warnings.push({ path: file, message: `is not a usable OpenAPI file: ${reading.problem}; no page is made of it` });
    }
    specs.set(file, loaded);
    return loaded;
  };
  for (const file of candidates) await load(file);
  /** The file that describes an operation: the one named, else the first candidate that has it. */
  const find = async (spec: string | undefined, key: string) => {
    for (const file of spec === undefined ? candidates : [spec]) {
      const loaded = await load(file);
      const operation = loaded?.operations.get(key);
      if (loaded && operation) return { spec: loaded.spec, operation };
    }
    return undefined;
  };

  /** The page each operation is, by its entry path (`openapi.yaml#GET /users`). */
  const pageOf = new Map<string, string>();
  for (const { path, page, spec, key } of named) {
    const found = await find(spec, key);
    if (!found) {
      warnings.push({
        path,
        message: `openapi names ${JSON.stringify(key)}, which no OpenAPI file of the site describes`,
      });
      continue;
    }
    addReference(page, found.spec, found.operation);
    pageOf.set(apiOperationPath(found.spec.file, key), path);
  }

  const drafts: MenuDraft[] = [];
  const claimed = (file: string) =>
    new Set(
      [...pageOf.keys()].flatMap((entry) => (entry.startsWith(apiFolderPath(file)) ? [readApiPath(entry)!.key!] : [])),
    );
  for (const file of new Set([...rxdocs.files, ...wanted.whole])) {
    const loaded = await load(file);
    // Without a navigation, a file rxdocs.json names is listed at the top; with one, where it says.
    const parent = input.navigation ? apiFolderPath(file) : "";
    if (loaded) drafts.push(...specDrafts(loaded.spec, [...loaded.operations.values()], parent, claimed(file)));
  }
  const generated = new Set(drafts.map((draft) => draft.path));
  const resolveEntry = async (entry: { spec?: string; key: string }): Promise<string | undefined> => {
    const found = await find(entry.spec, entry.key);
    if (!found) return undefined;
    const path = apiOperationPath(found.spec.file, entry.key);
    if (!pageOf.has(path) && !generated.has(path)) {
      drafts.push(operationDraft(found.spec, found.operation, apiFolderPath(found.spec.file)));
      generated.add(path);
    }
    return pageOf.get(path) ?? path;
  };
  const resolved = new Map<string, string | undefined>();
  for (const entry of wanted.operations) resolved.set(entry.path, await resolveEntry(entry));
  const navigation = input.navigation && {
    ...input.navigation,
    items: withOperationPages(input.navigation.items, resolved, specs, (entry) =>
      warnings.push({
        path: input.navigation!.source,
        message: `the navigation names the operation ${JSON.stringify(entry)}, which no OpenAPI file of the site describes; it is left out`,
      }),
    ),
  };
  return { drafts, navigation, warnings };
}

/** The files a navigation lists whole, and the operations it names one by one. */
function wantedByNavigation(items: readonly NavItem[]) {
  const whole = new Set<string>();
  const operations: { path: string; spec?: string; key: string }[] = [];
  const walk = (list: readonly NavItem[]): void => {
    for (const item of list) {
      if (item.kind === "section") walk(item.items);
      const named =
        item.kind === "folder" ? readApiPath(item.folder) : item.kind === "page" ? readApiPath(item.file) : undefined;
      if (!named) continue;
      if (named.key === undefined) whole.add(named.spec);
      else
        operations.push({
          path: (item as { file: string }).file,
          key: named.key,
          ...(named.spec !== "" && { spec: named.spec }),
        });
    }
  };
  walk(items);
  return { whole, operations };
}

/** The pages whose front matter names an operation, with the file it names (if any). */
function namedByPages(pages: ReadonlyMap<string, ReadMarkdownFile>, warnings: ContentWarning[]) {
  const named: { path: string; page: ReadMarkdownFile; spec?: string; key: string }[] = [];
  for (const [path, page] of pages) {
    const value = page.data?.openapi;
    if (value === undefined || !page.frontMatter) continue;
    const parsed = typeof value === "string" ? parseOperationName(value) : undefined;
    if (!parsed) {
      const message = `openapi must name an operation, such as "GET /users" or "openapi.yaml GET /users"; it is ignored`;
      warnings.push({ path, message });
      continue;
    }
    named.push({ path, page, key: parsed.key, ...(parsed.file !== undefined && { spec: specPath(parsed.file) }) });
  }
  return named;
}

/** The page's own text, then the operation's reference; the operation's title when the page has none. */
function addReference(page: ReadMarkdownFile, spec: ApiSpec, operation: ApiOperation): void {
  const own = page.body.trim();
  page.body = own === "" ? operationMarkdown(spec, operation) : `${own}\n\n${operationMarkdown(spec, operation)}`;
  if (page.frontMatter && page.frontMatter.title === undefined && findFirstHeading(own) === undefined) {
    page.frontMatter.title = operation.title;
  }
}

/** The navigation with each operation's entry named by its page's path, and the entries of unusable files left out. */
function withOperationPages(
  items: readonly NavItem[],
  resolved: ReadonlyMap<string, string | undefined>,
  specs: ReadonlyMap<string, unknown>,
  missing: (entry: string) => void,
): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.kind === "section") return [{ ...item, items: withOperationPages(item.items, resolved, specs, missing) }];
    if (item.kind === "folder") {
      const named = readApiPath(item.folder);
      return named && specs.get(named.spec) === undefined ? [] : [item];
    }
    if (item.kind !== "page" || !resolved.has(item.file)) return [item];
    const page = resolved.get(item.file);
    if (page === undefined) {
      missing(readApiPath(item.file)!.key!);
      return [];
    }
    return [{ ...item, file: page }];
  });
}
