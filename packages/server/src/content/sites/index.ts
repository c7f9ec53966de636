// The tools whose layouts rxdocs reads, asked in turn: the first that recognises a folder
// describes it. A folder none recognises is rxdocs' own: its folders are the sections.
import { docsifySite } from "./docsify.js";
import { docusaurusSite } from "./docusaurus.js";
import { fumadocsSite } from "./fumadocs.js";
import { mintlifySite } from "./mintlify.js";
import { mkdocsSite } from "./mkdocs.js";
import { nextraSite } from "./nextra.js";
import { rxdocsSite } from "./rxdocs.js";
import type { SiteDescription, SiteReader } from "./siteReader.js";
import { starlightSite } from "./starlight.js";
import { vitepressSite } from "./vitepress.js";

export const SITE_READERS: readonly SiteReader[] = [
  docusaurusSite,
  starlightSite,
  vitepressSite,
  mintlifySite,
  mkdocsSite,
  nextraSite,
  fumadocsSite,
  // Last of the tools: a Docsify site may be no more than a sidebar beside a README.
  docsifySite,
  rxdocsSite,
];

/** The site's description by the first tool that recognises it; undefined for a plain folder of pages. */
export async function readSiteDescription(root: string): Promise<SiteDescription | undefined> {
  for (const reader of SITE_READERS) {
    const site = await reader.read(root);
    if (site) return site;
  }
  return undefined;
}
