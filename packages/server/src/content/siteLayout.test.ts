import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REAL_FOLDERS, versionedDocusaurusSite } from "../test-support/realFolders.js";
import { readDocusaurusLayout } from "./siteLayout.js";

describe("the layout of a Docusaurus site", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "rxdocs-layout-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("lists each version in each language, the latest version in the default language first", async () => {
    versionedDocusaurusSite(root, { versions: ["1.0", "2.0"], translations: { fr: ["2.0", "next"] } });
    const layout = await readDocusaurusLayout(root);
    expect(layout?.publicRoot).toBe(root);
    expect(layout?.slots).toEqual([
      { version: "2.0", lang: "en", dir: join(root, "versioned_docs/version-2.0") },
      { version: "1.0", lang: "en", dir: join(root, "versioned_docs/version-1.0") },
      { version: "next", lang: "en", dir: join(root, "docs") },
      { version: "2.0", lang: "fr", dir: join(root, "i18n/fr/docusaurus-plugin-content-docs/version-2.0") },
      { version: "next", lang: "fr", dir: join(root, "i18n/fr/docusaurus-plugin-content-docs/current") },
    ]);
  });

  it("has one version, named current, before any is released, in the config's default language", async () => {
    versionedDocusaurusSite(root, { versions: [], translations: {} });
    writeFileSync(
      join(root, "docusaurus.config.js"),
      "export default { i18n: { defaultLocale: 'ja', locales: ['ja'] } };\n",
    );
    expect((await readDocusaurusLayout(root))?.slots).toEqual([
      { version: "current", lang: "ja", dir: join(root, "docs") },
    ]);
  });

  it("is no layout for a plain docs folder", async () => {
    expect(await readDocusaurusLayout(REAL_FOLDERS.docusaurusDocs)).toBeUndefined();
  });

  it("refuses a versions.json that is not a list of names", async () => {
    versionedDocusaurusSite(root, { versions: ["1.0"], translations: {} });
    writeFileSync(join(root, "versions.json"), '{"latest": "1.0"}');
    await expect(readDocusaurusLayout(root)).rejects.toThrow(
      `${join(root, "versions.json")} is not a list of version names`,
    );
  });
});
