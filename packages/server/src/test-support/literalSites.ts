// Sites made of a few configuration files, for the tests of the literal reader: each a new folder
// of a temporary one that is removed after the test file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { type Literal, readModuleDefault } from "../content/sites/literalValue.js";
import { writeFileTree } from "./fileTree.js";

/** Call at the top of a test file. */
export function literalSites() {
  const tempRoot = mkdtempSync(join(tmpdir(), "rxdocs-literal-"));
  afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));
  let siteCount = 0;

  /** A new site folder holding these files. */
  function site(files: Record<string, string>): string {
    const root = join(tempRoot, `site${++siteCount}`);
    writeFileTree(root, files);
    return root;
  }

  /** The default export of the first file, in a site of these files. */
  async function defaultOf(files: Record<string, string>): Promise<Literal> {
    const root = site(files);
    return (await readModuleDefault(join(root, Object.keys(files)[0]!), root)).value;
  }

  return { site, defaultOf };
}
