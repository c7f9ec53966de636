// Docs folders nobody here wrote, as their projects ship them in packages the repository
// installs: Fastify's and Pino's GitHub-flavoured Markdown, React Router's (its own admonitions
// and fence meta), and the Docusaurus classic template's docs and blog (MDX, categories,
// images). Which folder a test reads is named here once, for the import tests and the browser
// tests alike.
import { readdirSync, readFileSync } from "node:fs";
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
