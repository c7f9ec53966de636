// Loads the reader app's server entry (built beside the app, in dist-ssr/): it renders first
// pages and articles with the app's own components and renderer. A build without it serves
// pages unrendered and article details without their rendering, as the app can do without.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerEntry } from "@rxdocs/contract";

/** The server entry that belongs to a web root: `<root>/../dist-ssr/serverEntry.js`. */
export function serverEntryOf(webRoot: string): string {
  return join(webRoot, "..", "dist-ssr", "serverEntry.js");
}

/** The server entry, or undefined when the build has none. */
export async function loadServerEntry(webRoot: string): Promise<ServerEntry | undefined> {
  const entry = serverEntryOf(webRoot);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerEntry;
}
