// The site of each tool the import reads, for the tests that import them (into each database, and
// served to a browser): how to write it, and the navigation its configuration defines.
import { DOCSIFY_SIDEBAR, writeDocsifySite } from "./docsify.js";
import { DOCUSAURUS_SIDEBAR, writeDocusaurusSite } from "./docusaurus.js";
import { FUMADOCS_SIDEBAR, writeFumadocsSite } from "./fumadocs.js";
import { MINTLIFY_SIDEBAR, writeMintlifySite } from "./mintlify.js";
import { MKDOCS_SIDEBAR, writeMkdocsSite } from "./mkdocs.js";
import { NEXTRA_SIDEBAR, writeNextraSite } from "./nextra.js";
import { STARLIGHT_SIDEBAR, writeStarlightSite } from "./starlight.js";
import { VITEPRESS_SIDEBAR, writeVitepressSite } from "./vitepress.js";

export interface ToolSite {
  tool: string;
  write(root: string): void;
  /** The default version and language's navigation, as the site's configuration defines it. */
  sidebar: readonly string[];
}

export const TOOL_SITES: readonly ToolSite[] = [
  { tool: "Docusaurus", write: writeDocusaurusSite, sidebar: DOCUSAURUS_SIDEBAR },
  { tool: "VitePress", write: writeVitepressSite, sidebar: VITEPRESS_SIDEBAR },
  { tool: "Starlight", write: writeStarlightSite, sidebar: STARLIGHT_SIDEBAR },
  { tool: "Mintlify", write: writeMintlifySite, sidebar: MINTLIFY_SIDEBAR },
  { tool: "MkDocs", write: writeMkdocsSite, sidebar: MKDOCS_SIDEBAR },
  { tool: "Docsify", write: writeDocsifySite, sidebar: DOCSIFY_SIDEBAR },
  { tool: "Nextra", write: writeNextraSite, sidebar: NEXTRA_SIDEBAR },
  { tool: "Fumadocs", write: writeFumadocsSite, sidebar: FUMADOCS_SIDEBAR },
];
