// mkdocs.yml as MkDocs reads it, without running it: its tags, its base configurations, and the
// shapes its lists of plugins and extensions take.
import path from "node:path";
import { symlinkSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { Computed } from "./literals.js";
import { namedEntries, readMkdocsConfig, RelativePath } from "./mkdocsConfig.js";

afterEach(removeMadeFolders);

describe("mkdocs.yml", () => {
  it("is not there in a folder without one", async () => {
    expect(await readMkdocsConfig(await makeFolder({ "docs/index.md": "# Home" }))).toBeUndefined();
  });

  it("is found as mkdocs.yaml too", async () => {
    const root = await makeFolder({ "mkdocs.yaml": "site_name: Yaml\n" });
    expect((await readMkdocsConfig(root))?.values).toEqual({ site_name: "Yaml" });
  });

  it("loads the tags of MkDocs and its plugins, each as what can be known of it without Python", async () => {
    const root = await makeFolder({
      "mkdocs.yml": [
        "site_name: Tags",
        "markdown_extensions:",
        "  - pymdownx.emoji:",
        "      emoji_index: !!python/name:material.extensions.emoji.twemoji",
        "  - pymdownx.tabbed:",
        "      slugify: !!python/object/apply:pymdownx.slugs.slugify",
        "        kwds: { case: lower }",
        "  - pymdownx.snippets:",
        "      base_path:",
        "        - !relative $config_dir/parts",
        "        - !relative",
        "extra:",
        "  linenums: !ENV [LINENUMS, false]",
        "  analytics: !ENV GOOGLE_ANALYTICS_KEY",
        "  anything: !custom { a: 1 }",
      ].join("\n"),
    });
    const config = await readMkdocsConfig(root);
    const file = path.join(root, "mkdocs.yml");
    const extensions = namedEntries(config!.values.markdown_extensions);
    expect(extensions.get("pymdownx.emoji")?.emoji_index).toEqual(
      new Computed(file, 4, "the tag !!python/name:material.extensions.emoji.twemoji"),
    );
    expect(extensions.get("pymdownx.tabbed")?.slugify).toEqual(
      new Computed(file, 6, "the tag !!python/object/apply:pymdownx.slugs.slugify"),
    );
    expect(extensions.get("pymdownx.snippets")?.base_path).toEqual([
      new RelativePath("config", "parts"),
      new RelativePath("page", ""),
    ]);
    expect(config!.values.extra).toEqual({
      // `!ENV [NAME, default]` is its default: the environment of the import is not the site's.
      linenums: false,
      analytics: new Computed(file, 14, "the environment variable GOOGLE_ANALYTICS_KEY"),
      anything: new Computed(file, 15, "the tag !custom"),
    });
  });

  it("merges the configuration it INHERITs under its own: mappings key by key, lists replaced", async () => {
    const root = await makeFolder({
      "mkdocs.yml": [
        "INHERIT: config/base.yml",
        "site_name: Child",
        "theme:",
        "  language: fr",
        "nav:",
        "  - index.md",
      ].join("\n"),
      "config/base.yml": [
        "site_name: Base",
        "site_description: From the base",
        "theme:",
        "  name: material",
        "  language: en",
        "nav:",
        "  - base.md",
        "  - other.md",
      ].join("\n"),
    });
    const config = await readMkdocsConfig(root);
    expect(config?.values).toEqual({
      site_name: "Child",
      site_description: "From the base",
      theme: { name: "material", language: "fr" },
      nav: ["index.md"],
    });
    expect(config?.files).toEqual(["mkdocs.yml", "config/base.yml"]);
    expect(config?.origins.get("site_name")).toBe("mkdocs.yml");
    expect(config?.origins.get("site_description")).toBe("config/base.yml");
    expect(config?.warnings).toEqual([]);
  });

  it("does not follow an INHERIT that leads out of the site, and says so", async () => {
    const outside = await makeFolder({ "base.yml": "site_name: Elsewhere\n" });
    const root = await makeFolder({ "mkdocs.yml": "INHERIT: linked.yml\nsite_description: Here\n" });
    symlinkSync(path.join(outside, "base.yml"), path.join(root, "linked.yml"));
    const config = await readMkdocsConfig(root);
    expect(config?.values).toEqual({ site_description: "Here" });
    expect(config?.warnings).toEqual([
      { path: "mkdocs.yml", message: "INHERIT: linked.yml is no file of the site; it is not followed" },
    ]);
  });

  it("refuses a file that is not YAML, naming it and the line", async () => {
    const root = await makeFolder({ "mkdocs.yml": "site_name: A\nnav:\n  - a.md\n - b.md\n" });
    await expect(readMkdocsConfig(root)).rejects.toThrow(
      new RegExp(`^${path.join(root, "mkdocs.yml")} is not valid YAML: .* on line 4$`),
    );
  });

  it("refuses a file that is not a mapping of settings", async () => {
    const root = await makeFolder({ "mkdocs.yml": "- just\n- a list\n" });
    await expect(readMkdocsConfig(root)).rejects.toThrow(
      `${path.join(root, "mkdocs.yml")} must be a mapping of MkDocs settings such as site_name`,
    );
  });
});

describe("the plugins and extensions of mkdocs.yml", () => {
  it("are read from a list of names and one-key mappings, or from a mapping", () => {
    expect(namedEntries(["search", { "pymdownx.snippets": { base_path: "x" } }, { toc: null }])).toEqual(
      new Map([
        ["search", {}],
        ["pymdownx.snippets", { base_path: "x" }],
        ["toc", {}],
      ]),
    );
    expect(namedEntries({ abbr: null, "pymdownx.highlight": { linenums: true } })).toEqual(
      new Map([
        ["abbr", {}],
        ["pymdownx.highlight", { linenums: true }],
      ]),
    );
  });

  it("take options written beside an empty name as that name's, as some plugins' documentation indents them", () => {
    expect(namedEntries([{ i18n: null, docs_structure: "folder" }])).toEqual(
      new Map([["i18n", { docs_structure: "folder" }]]),
    );
  });
});
