// mint.json's navigation, as Mintlify described it before docs.json: `navigation` is a list of
// groups (`{group, pages, version?}`, pages holding page names and nested groups); `tabs` and
// `anchors` (`{name, url, version?}`) whose url is a folder of the site hold the groups whose
// pages are in it, and the rest sit in the primary tab (`primaryTab.name`, else "Documentation");
// one whose url is another site's is a link. `versions` (`["v2", "v1"]`, or `{name, default}`
// entries) name the versions: a group, tab or anchor with a `version` is in that one only, the
// others in all of them.
import type { ContentWarning } from "../model.js";
import type { NavItem, NavSection } from "./siteReader.js";
import { endpointItem } from "./mintlifyApi.js";
import type { MintlifyConfig } from "./mintlifyConfig.js";
import {
  GeneratedPages,
  hrefItem,
  isEndpoint,
  isOtherSiteAddress,
  type MintlifyNavigation,
  type MintlifyNavigations,
  pageName,
} from "./mintlifyNavEntries.js";
import { isObject } from "./siteFiles.js";

type Json = Record<string, unknown>;

const PRIMARY_TAB = "Documentation";

/** A tab or an anchor. */
interface Container {
  label: string;
  url: string;
  version?: string;
}

export function readMintJsonNavigation(config: MintlifyConfig): MintlifyNavigations {
  const file = config.file;
  const warnings: ContentWarning[] = [];
  const generated = new GeneratedPages();
  const { versions, defaultVersion } = readVersions(config.value.versions, file, warnings);
  const groups = (config.value.navigation as unknown[]).filter((group): group is Json => {
    if (isObject(group) && typeof group.group === "string") return true;
    warnings.push({ path: file, message: `${JSON.stringify(group)} in navigation is no group; it is left out` });
    return false;
  });
  const anchors = readContainers(config.value.anchors, file, warnings);
  const tabs = readContainers(config.value.tabs, file, warnings);
  const primary = isObject(config.value.primaryTab) ? config.value.primaryTab.name : undefined;

  const navigationOf = (version: string | undefined): MintlifyNavigation => {
    const pages: string[] = [];
    const inVersion = (entry: { version?: unknown }) => entry.version === undefined || entry.version === version;
    const group = (entry: Json): NavSection => {
      const items: NavItem[] = [];
      for (const page of Array.isArray(entry.pages) ? entry.pages : []) {
        if (typeof page === "string") {
          // An endpoint is an operation of the file the page names, else of any the site has (mint.json's `openapi`).
          const endpoint = isEndpoint(page) ? endpointItem(page, undefined) : undefined;
          if (endpoint) items.push(endpoint);
          else if (isEndpoint(page)) generated.note(file, "OpenAPI", page);
          else {
            pages.push(pageName(page));
            items.push({ kind: "page", file: pageName(page) });
          }
        } else if (isObject(page) && typeof page.group === "string") {
          if (inVersion(page)) items.push(group(page));
        } else {
          warnings.push({
            path: file,
            message: `${JSON.stringify(page)} in pages is neither a page nor a group; it is left out`,
          });
        }
      }
      return { kind: "section", label: entry.group as string, items };
    };
    const sections = groups.filter(inVersion).map(group);
    const containers = [...anchors, ...tabs].filter(inVersion);
    const holders = containers.filter(({ url }) => !isOtherSiteAddress(url));
    const held = new Map<Container | undefined, NavSection[]>();
    for (const section of sections) {
      const holder = holderOf(firstPage(section), holders);
      held.set(holder, [...(held.get(holder) ?? []), section]);
    }
    const items: NavItem[] = [];
    const unheld = held.get(undefined) ?? [];
    if (holders.length === 0) items.push(...unheld);
    else if (unheld.length > 0)
      items.push({ kind: "section", label: typeof primary === "string" ? primary : PRIMARY_TAB, items: unheld });
    for (const container of containers) {
      if (isOtherSiteAddress(container.url)) items.push(hrefItem(container.label, container.url));
      else if (held.has(container))
        items.push({ kind: "section", label: container.label, items: held.get(container)! });
    }
    return { version, items, pages, source: file };
  };

  const navigations = versions.length === 0 ? [navigationOf(undefined)] : versions.map(navigationOf);
  navigations.sort((a, b) => Number(b.version === defaultVersion) - Number(a.version === defaultVersion));
  return {
    navigations,
    versions,
    defaultVersion,
    languages: [],
    sources: { versions: versions.length > 0 ? [file] : [], languages: [], navigation: [file] },
    warnings: [...warnings, ...generated.warnings()],
  };
}

function readVersions(
  value: unknown,
  file: string,
  warnings: ContentWarning[],
): { versions: string[]; defaultVersion?: string } {
  const versions: string[] = [];
  let marked: string | undefined;
  for (const entry of Array.isArray(value) ? value : []) {
    const name = isObject(entry) ? entry.name : entry;
    if (typeof name !== "string" || name.trim() === "") {
      warnings.push({ path: file, message: `${JSON.stringify(entry)} in versions is no version name; it is left out` });
      continue;
    }
    versions.push(name);
    if (isObject(entry) && entry.default === true) marked ??= name;
  }
  return { versions, defaultVersion: marked ?? versions[0] };
}

function readContainers(value: unknown, file: string, warnings: ContentWarning[]): Container[] {
  const containers: Container[] = [];
  for (const entry of Array.isArray(value) ? value : []) {
    if (!isObject(entry) || typeof entry.name !== "string" || typeof entry.url !== "string") {
      warnings.push({ path: file, message: `${JSON.stringify(entry)} must have a name and a url; it is left out` });
      continue;
    }
    const container: Container = { label: entry.name, url: pageName(entry.url) };
    if (isOtherSiteAddress(entry.url)) container.url = entry.url;
    if (typeof entry.version === "string") container.version = entry.version;
    containers.push(container);
  }
  return containers;
}

/** The tab or anchor whose folder holds the page, the deepest when several do. */
function holderOf(page: string | undefined, holders: readonly Container[]): Container | undefined {
  if (page === undefined) return undefined;
  let holder: Container | undefined;
  for (const candidate of holders) {
    const holds = page === candidate.url || page.startsWith(`${candidate.url}/`);
    if (holds && (!holder || candidate.url.length > holder.url.length)) holder = candidate;
  }
  return holder;
}

function firstPage(section: NavSection): string | undefined {
  for (const item of section.items) {
    if (item.kind === "page") return item.file;
    if (item.kind === "section") {
      const page = firstPage(item);
      if (page !== undefined) return page;
    }
  }
  return undefined;
}
