// Which OpenAPI files a site has, besides those its tool's configuration names: those rxdocs.json
// names under `openapi` (every operation of them becomes a page), and, for a page whose front
// matter names an operation when nothing names a file, the files that look like one by their
// names at the top of the site or one folder down (`openapi.yaml`, `api/openapi.json`), which
// is where Mintlify's and other tools' guides put them.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ContentWarning } from "../model.js";
import { SITE_SETTINGS_FILE } from "../siteSettings.js";
import { specPath } from "./readSpec.js";
import { isObject } from "./refs.js";

const SPEC_NAME = /^(openapi|swagger)([.-][\w.-]*)?\.(json|ya?ml)$/i;

/** rxdocs.json's `openapi`: a file or a list of files, relative to the folder; paths given relative to the site's root. */
export async function rxdocsSpecFiles(
  root: string,
  siteRoot: string,
): Promise<{ files: string[]; warnings: ContentWarning[] }> {
  let settings: unknown;
  try {
    settings = JSON.parse((await readFile(path.join(root, SITE_SETTINGS_FILE), "utf8")).replace(/^\uFEFF/, ""));
  } catch {
    // No file, or one whose faults the settings' own reading reports.
    return { files: [], warnings: [] };
  }
  const value = isObject(settings) ? settings.openapi : undefined;
  if (value === undefined) return { files: [], warnings: [] };
  const names = Array.isArray(value) ? value : [value];
  if (!names.every((name): name is string => typeof name === "string" && name.trim() !== "")) {
    const message = 'openapi must be a file or a list of files, such as "openapi.yaml"; it is ignored';
    return { files: [], warnings: [{ path: SITE_SETTINGS_FILE, message }] };
  }
  const fromSite = (name: string) =>
    path
      .relative(siteRoot, path.join(root, specPath(name)))
      .split(path.sep)
      .join("/");
  return { files: names.map(fromSite), warnings: [] };
}

/** Files named like OpenAPI files at the site's root and in its folders one level down, relative to the root. */
export async function discoverSpecFiles(siteRoot: string): Promise<string[]> {
  const found: string[] = [];
  const top = await readdir(siteRoot, { withFileTypes: true }).catch(() => []);
  for (const entry of top.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    if (entry.isFile() && SPEC_NAME.test(entry.name)) found.push(entry.name);
    if (!entry.isDirectory()) continue;
    const inner = await readdir(path.join(siteRoot, entry.name), { withFileTypes: true }).catch(() => []);
    for (const file of inner) {
      if (file.isFile() && SPEC_NAME.test(file.name)) found.push(`${entry.name}/${file.name}`);
    }
  }
  return found;
}
