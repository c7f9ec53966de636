// Mintlify's OpenAPI entries, as navigation entries rxdocs makes pages of (content/openapi/):
// `openapi` on a group, tab or other division (a file, a list of files, or `{ source,
// directory }`) lists every operation of the file there, by tag, unless the entry names some of
// them in its pages ("GET /users", "openapi.yaml POST /users"), which are then its only ones.
// Files are named from the site's root; a file at another address is not fetched.
import type { ContentWarning } from "../model.js";
import { apiFolderPath, apiOperationPath } from "../openapi/apiPaths.js";
import { parseOperationName } from "../openapi/operations.js";
import { specPath } from "../openapi/readSpec.js";
import { isOtherSiteAddress } from "./mintlifyNavEntries.js";
import type { NavItem } from "./siteReader.js";
import { isObject } from "./siteFiles.js";

/** The site's own files an `openapi` value names; an address elsewhere is a warning. */
export function mintlifyApiFiles(value: unknown, file: string, warnings: ContentWarning[]): string[] {
  const entries = Array.isArray(value) ? value : [value];
  const files: string[] = [];
  for (const entry of entries) {
    const source = isObject(entry) ? entry.source : entry;
    if (typeof source !== "string" || source.trim() === "") {
      warnings.push({ path: file, message: `openapi ${JSON.stringify(entry)} names no file; it is left out` });
    } else if (isOtherSiteAddress(source)) {
      const message = `openapi ${JSON.stringify(source)} is at another address; rxdocs reads only the site's own files`;
      warnings.push({ path: file, message });
    } else files.push(specPath(source));
  }
  return files;
}

/** An endpoint entry of a `pages` list as a page of its operation; undefined for a webhook's. */
export function endpointItem(entry: string, spec: string | undefined): NavItem | undefined {
  const named = parseOperationName(entry);
  if (!named) return undefined;
  return { kind: "page", file: apiOperationPath(named.file === undefined ? spec : specPath(named.file), named.key) };
}

/** The entry that lists every operation of a file. */
export function wholeApiItem(spec: string): NavItem {
  return { kind: "folder", folder: apiFolderPath(spec) };
}
