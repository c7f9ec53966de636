// Docs folders nobody here wrote, as their projects ship them in packages the repository
// installs: Fastify's and Pino's GitHub-flavoured Markdown, React Router's (its own admonitions
// and fence meta), and the Docusaurus classic template's docs and blog (MDX, categories,
// images). Which folder a test reads is named here once, for the import tests and the browser
// tests alike.
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** A folder inside an installed package. */
function packageFolder(name: string, folder: string): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), folder);
}

const DOCUSAURUS_TEMPLATE = packageFolder("create-docusaurus", "templates/shared");

export const REAL_FOLDERS = {
  fastify: packageFolder("fastify", "docs"),
  pino: packageFolder("pino", "docs"),
  reactRouter: packageFolder("react-router", "docs"),
  docusaurusDocs: path.join(DOCUSAURUS_TEMPLATE, "docs"),
  docusaurusBlog: path.join(DOCUSAURUS_TEMPLATE, "blog"),
} as const;

/**
 * The Docusaurus site's images, by the path they take inside a copy of its docs folder: the
 * docs link them root-relative (`/img/docusaurus.png`), which an import looks for under
 * `static/` in the imported folder, as Docusaurus serves them from the `static/` beside it.
 */
export function docusaurusStaticImages(): Record<string, Buffer> {
  const images = path.join(DOCUSAURUS_TEMPLATE, "static/img");
  return Object.fromEntries(
    readdirSync(images).map((name) => [`static/img/${name}`, readFileSync(path.join(images, name))]),
  );
}

/**
 * A Docusaurus site made from the classic template as `create-docusaurus` lays it out, then
 * versioned and translated as its own commands would: `docs:version` copies `docs/` to
 * `versioned_docs/version-<name>/` and puts the name first in versions.json, and a translation
 * is the pages copied under `i18n/<lang>/docusaurus-plugin-content-docs/`. `edit` changes a
 * page of `docs/` after each version is cut, so that each version reads differently.
 */
export function versionedDocusaurusSite(
  root: string,
  { versions, translations }: { versions: readonly string[]; translations: Record<string, readonly string[]> },
): void {
  cpSync(path.join(DOCUSAURUS_TEMPLATE, "docs"), path.join(root, "docs"), { recursive: true });
  cpSync(path.join(DOCUSAURUS_TEMPLATE, "static"), path.join(root, "static"), { recursive: true });
  cpSync(
    packageFolder("create-docusaurus", "templates/classic/docusaurus.config.js"),
    path.join(root, "docusaurus.config.js"),
  );
  const intro = path.join(root, "docs/intro.mdx");
  const released: string[] = [];
  for (const version of versions) {
    cpSync(path.join(root, "docs"), path.join(root, "versioned_docs", `version-${version}`), { recursive: true });
    released.unshift(version);
    writeFileSync(path.join(root, "versions.json"), JSON.stringify(released));
    writeFileSync(intro, `${readFileSync(intro, "utf8")}\nWritten after version ${version}.\n`);
  }
  for (const [lang, translated] of Object.entries(translations)) {
    for (const version of translated) {
      const folder = version === "next" ? "current" : `version-${version}`;
      const from = version === "next" ? "docs" : path.join("versioned_docs", folder);
      const to = path.join(root, "i18n", lang, "docusaurus-plugin-content-docs", folder);
      cpSync(path.join(root, from), to, { recursive: true });
      writeFileSync(path.join(to, "intro.mdx"), `---\nsidebar_position: 1\n---\n\n# Introduction (${lang})\n`);
    }
  }
}
