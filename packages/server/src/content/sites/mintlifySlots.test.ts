// Where each version in each language of a Mintlify site has its pages.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { readIgnoredFiles } from "./mintlifyIgnore.js";
import type { MintlifyNavigation } from "./mintlifyNavEntries.js";
import { readRedirects } from "./mintlifyRedirects.js";
import { type NamedNavigation, pageAddresses, planMintlifySlots } from "./mintlifySlots.js";

afterEach(removeMadeFolders);

function named(version: string, lang: string, pages: string[]): NamedNavigation {
  const navigation: MintlifyNavigation = {
    items: pages.map((file) => ({ kind: "page", file })),
    pages,
    source: "docs.json",
  };
  return { version, lang, navigation };
}

async function slotsOf(files: Record<string, string>, navigations: NamedNavigation[]) {
  const root = await makeFolder(files);
  const slots = await planMintlifySlots(root, navigations, {
    redirects: readRedirects([], "docs.json", []),
    ignored: await readIgnoredFiles(root),
  });
  return { root, slots };
}

describe("the slots of a Mintlify site", () => {
  it("give each version of each language its own folder, inside the language's, left out of the others", async () => {
    const { root, slots } = await slotsOf({ "a.mdx": "", "v1/a.mdx": "", "fr/a.mdx": "", "fr/v1/a.md": "" }, [
      named("v2", "en", ["a"]),
      named("v1", "en", ["v1/a"]),
      named("v2", "fr", ["fr/a"]),
      named("v1", "fr", ["fr/v1/a"]),
    ]);
    expect(slots.map(({ dir, excludedFolders }) => ({ dir: path.relative(root, dir), excludedFolders }))).toEqual([
      { dir: "", excludedFolders: ["v1", "fr", "snippets"] },
      { dir: "v1", excludedFolders: [] },
      { dir: "fr", excludedFolders: ["v1"] },
      { dir: "fr/v1", excludedFolders: [] },
    ]);
    expect(slots[3]!.navigation?.items).toEqual([{ kind: "page", file: "a.md" }]);
    expect(slots[3]!.addressesOf!("a.md", {})).toEqual(["/fr/v1/a"]);
  });

  it("keep a navigation that names pages of another's folder in the root, reading only the pages it names", async () => {
    const { root, slots } = await slotsOf({ "a.mdx": "", "fr/a.mdx": "", "fr/shared.mdx": "" }, [
      named("current", "en", ["a", "fr/shared"]),
      named("current", "fr", ["fr/a", "fr/missing"]),
    ]);
    expect(slots[1]!.dir).toBe(root);
    expect(["a.mdx", "fr/a.mdx", "fr/shared.mdx"].filter((file) => slots[1]!.pageName!(file))).toEqual(["fr/a.mdx"]);
    // A page the site lacks keeps its name, for the navigation to say it names no page.
    expect(slots[1]!.navigation?.items).toEqual([
      { kind: "page", file: "fr/a.mdx" },
      { kind: "page", file: "fr/missing" },
    ]);
    expect(["a.mdx", "fr/a.mdx", "fr/shared.mdx"].filter((file) => slots[0]!.pageName!(file))).toEqual([
      "a.mdx",
      "fr/shared.mdx",
    ]);
  });
});

describe("a page's address on a Mintlify site", () => {
  it.each([
    ["index.mdx", ["/"]],
    ["quickstart.md", ["/quickstart"]],
    ["guide/index.mdx", ["/guide", "/guide/index"]],
    ["fr/guide/setup.mdx", ["/fr/guide/setup"]],
  ])("of %s is its path without extension", (file, addresses) => {
    expect(pageAddresses(file)).toEqual(addresses);
  });
});
