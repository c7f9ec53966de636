// Docs folders written to hurt the importer, put together from hostile names (hostileNames.ts)
// and files (hostileFiles.ts): pages, settings and layouts, the two Unicode forms of one name,
// and symbolic links that point out of the folder, to files whose words must never be stored.
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { categoryFile, docusaurusFiles, markdown, siteFile } from "./hostileFiles.js";
import { EXTENSIONS, folderPath, name } from "./hostileNames.js";

/** A word only the files outside the folder hold: finding it in the database means they were read. */
export const OUTSIDE_WORD = "zqxoutsideword";

/** Files beside the imported folder, which links and symbolic links point at. */
export const OUTSIDE_FILES: Record<string, string> = {
  "secret.md": `---\ntitle: ${OUTSIDE_WORD}\n---\n\n# ${OUTSIDE_WORD}\n\n${OUTSIDE_WORD} page.\n`,
  "secret.png": `${OUTSIDE_WORD} bytes\n`,
  "rxdocs.json": JSON.stringify({ title: OUTSIDE_WORD, description: OUTSIDE_WORD }),
  "_category_.json": JSON.stringify({ label: OUTSIDE_WORD }),
  "versions.json": JSON.stringify([OUTSIDE_WORD]),
  "docusaurus.config.js": `export default { i18n: { defaultLocale: "${OUTSIDE_WORD}" } };\n`,
  "docs/page.md": `# ${OUTSIDE_WORD}\n\n${OUTSIDE_WORD}.\n`,
  "docs/_category_.json": JSON.stringify({ label: OUTSIDE_WORD }),
};

export interface FolderSpec {
  files: { path: string; content: string }[];
  /** Symbolic links: where, and what they point at (relative to the folder's parent, or absolute). */
  links: { path: string; target: string }[];
}

/** Where symbolic links go and what they point at: files and folders outside, loops, nothing. */
const link = fc.record({
  at: fc.oneof(
    fc.constantFrom(
      "out.png",
      "out.md",
      "outdir",
      "rxdocs.json",
      "docs",
      "zh",
      "static",
      "versioned_docs",
      "versions.json",
    ),
    fc.constantFrom("docusaurus.config.js", "index.md", "loop", "static/out.png", "guide/_category_.json", "i18n/fr"),
    fc
      .tuple(folderPath, fc.constantFrom("out.png", "out.md", "outdir", "_category_.json"))
      .map(([dir, file]) => (dir ? `${dir}/${file}` : file)),
  ),
  target: fc.constantFrom(
    "outside",
    "outside/secret.md",
    "outside/secret.png",
    "outside/rxdocs.json",
    "outside/_category_.json",
    "outside/versions.json",
    "outside/docs",
    "outside/docusaurus.config.js",
    "/etc/passwd",
    "/etc",
    ".",
    "..",
    "nowhere",
  ),
});

/** `value` in `inWeight` cases out of `inWeight + outWeight`, else undefined. */
function sometimes<T>(value: fc.Arbitrary<T>, inWeight: number, outWeight: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: outWeight, arbitrary: fc.constant(undefined) }, { weight: inWeight, arbitrary: value });
}

export const hostileFolder: fc.Arbitrary<FolderSpec> = fc
  .tuple(
    fc.array(
      fc.tuple(folderPath, name, fc.constantFrom(...EXTENSIONS), markdown).map(([dir, file, extension, content]) => ({
        path: `${dir ? `${dir}/` : ""}${file}${extension}`,
        content,
      })),
      { maxLength: 6 },
    ),
    // The root's own page: the home page, where front matter is kept whole.
    sometimes(markdown, 3, 2),
    fc.array(fc.tuple(folderPath, categoryFile), { maxLength: 2 }),
    sometimes(siteFile, 1, 2),
    sometimes(docusaurusFiles, 1, 5),
    fc.oneof(fc.constant([]), fc.array(link, { maxLength: 3 })),
    // The same name in both Unicode forms, which some file systems take for one file and others for two.
    fc.boolean().chain((twins) => (twins ? fc.boolean() : fc.constant(false))),
  )
  .map(([pages, home, categories, site, docusaurus, links, twins]) => ({
    files: [
      ...pages,
      ...(home === undefined ? [] : [{ path: "index.md", content: home }]),
      ...categories.map(([dir, content]) => ({ path: `${dir ? `${dir}/` : ""}_category_.json`, content })),
      ...(site === undefined ? [] : [{ path: "rxdocs.json", content: site }]),
      ...(docusaurus ?? []),
      ...(twins
        ? [
            { path: "caf\u00e9.md", content: "---\ntitle: NFC\n---\n" },
            { path: "cafe\u0301.md", content: "---\ntitle: NFD\n---\n" },
          ]
        : []),
    ],
    links: links.map(({ at, target: to }) => ({ path: at, target: to })),
  }));

/**
 * Writes the folder at `root`, its links pointing into `outside` beside it. What the file
 * system refuses (a name too long, a file where a folder must go) is left out.
 * @returns the relative paths written, files, folders and links.
 */
export function writeFolder(root: string, outside: string, spec: FolderSpec): Set<string> {
  mkdirSync(root, { recursive: true });
  for (const file of spec.files) {
    try {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.content);
    } catch {
      // The file system refused it (a name too long, a file where a folder goes): left out.
    }
  }
  for (const { path, target } of spec.links) {
    const to = target.startsWith("outside") ? join(outside, "..", target) : target;
    try {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      symlinkSync(to, join(root, path));
    } catch {
      // A file or folder is there already.
    }
  }
  // What is on disk, rather than what was asked for: a refused name may leave its parents behind.
  return pathsUnder(root);
}

/** Every file, folder and link below `root`, by "/"-separated relative path; links are not followed. */
function pathsUnder(root: string, prefix = "", paths = new Set<string>()): Set<string> {
  for (const entry of readdirSync(join(root, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    paths.add(path);
    if (entry.isDirectory()) pathsUnder(root, path, paths);
  }
  return paths;
}

/** Writes the files outside the folder that links and symbolic links point at. */
export function writeOutsideFiles(outside: string): void {
  for (const [path, content] of Object.entries(OUTSIDE_FILES)) {
    mkdirSync(dirname(join(outside, path)), { recursive: true });
    writeFileSync(join(outside, path), content);
  }
}
