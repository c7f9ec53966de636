// Loads the reader app's server entry (built beside the app, in dist-ssr/), which renders a
// first page's markup. A build without it serves the app unrendered, as before.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderPage } from "@rxdocs/contract";

/** The server entry that belongs to a web root: `<root>/../dist-ssr/renderPage.js`. */
export function serverEntryOf(webRoot: string): string {
  return join(webRoot, "..", "dist-ssr", "renderPage.js");
}

/** The page renderer, or undefined when the build has no server entry. */
export async function loadPageRenderer(webRoot: string): Promise<RenderPage | undefined> {
  const entry = serverEntryOf(webRoot);
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}
