// For the redirect tests: the real server over an empty database of either kind, folders written
// by the test and imported by the import command's own code, and requests that do not follow
// redirects, so that each 301 is seen as it is sent.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { importFolder, type ImportOptions, type ImportReport } from "../cli/import.js";
import { type RunningServer, startServer } from "../server.js";
import type { DatabaseKind, TestDatabase } from "./databases.js";
import { writeFileTree } from "./fileTree.js";
import { fakeWebRoot } from "./testServer.js";

export interface RedirectSite {
  server: RunningServer;
  /** Writes the files into the site's folder, replacing it (relative path → text). */
  write(files: Record<string, string>): Promise<string>;
  /** Imports the site's folder as `rxdocs import` does. */
  import(options?: Pick<ImportOptions, "prune" | "version" | "lang" | "strict">): Promise<ImportReport>;
  get(address: string, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

export async function startRedirectSite(kind: DatabaseKind): Promise<RedirectSite> {
  const database: TestDatabase = await kind.create();
  const webRoot = fakeWebRoot();
  const folder = await mkdtemp(path.join(tmpdir(), "rxdocs-redirects-"));
  const root = path.join(folder, "site");
  // The content version is checked on every request: each import shows at once.
  const server = await startServer({
    databaseUrl: database.url,
    port: 0,
    host: "127.0.0.1",
    web: { root: webRoot },
    versionCheckMs: 0,
  });
  return {
    server,
    async write(files) {
      await rm(root, { recursive: true, force: true });
      writeFileTree(root, files);
      return root;
    },
    import: (options = {}) => importFolder(server.storage.db, root, options),
    get: (address, headers = {}) => fetch(`${server.url}${address}`, { redirect: "manual", headers }),
    async stop() {
      await server.close();
      await database.drop();
      await rm(folder, { recursive: true, force: true });
      await rm(webRoot, { recursive: true, force: true });
    },
  };
}
