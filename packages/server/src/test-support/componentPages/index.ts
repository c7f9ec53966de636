// Pages written with the components of each tool the import reads, in the form each tool's
// documentation gives them; and a folder of them, to import and serve.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pngImage } from "../images.js";
import { DOCUSAURUS_CATEGORY_PAGE, DOCUSAURUS_PAGE } from "./docusaurus.js";
import { FUMADOCS_PAGE } from "./fumadocs.js";
import { MINTLIFY_PAGE } from "./mintlify.js";
import { NEXTRA_PAGE } from "./nextra.js";
import { STARLIGHT_PAGE } from "./starlight.js";

export const COMPONENT_PAGES = {
  starlight: STARLIGHT_PAGE,
  mintlify: MINTLIFY_PAGE,
  docusaurus: DOCUSAURUS_PAGE,
  nextra: NEXTRA_PAGE,
  fumadocs: FUMADOCS_PAGE,
} as const;

export type ComponentVocabulary = keyof typeof COMPONENT_PAGES;

/** Each vocabulary's page (`<name>.mdx`), an image they show, and a category of guides listed by <DocCardList />. */
export function writeComponentSite(root: string): void {
  for (const [name, page] of Object.entries(COMPONENT_PAGES)) writeFileSync(join(root, `${name}.mdx`), page);
  writeFileSync(join(root, "valley.png"), pngImage(64, 32));
  mkdirSync(join(root, "guides"));
  writeFileSync(join(root, "guides", "index.mdx"), DOCUSAURUS_CATEGORY_PAGE);
  writeFileSync(join(root, "guides", "install.md"), "# Install\n\nHow to install.\n");
  writeFileSync(join(root, "guides", "deploy.md"), "# Deploy\n\nHow to deploy.\n");
}
