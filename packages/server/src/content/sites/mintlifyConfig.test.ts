// Which folders are Mintlify sites, and docs.json as Mintlify reads it, its $ref files included.
import { symlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { readMintlifyConfig } from "./mintlifyConfig.js";

afterEach(removeMadeFolders);

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe("a Mintlify configuration", () => {
  it("is docs.json when it has a navigation or names Mintlify's schema, before any mint.json", async () => {
    const root = await makeFolder({
      "docs.json": json({ $schema: "https://mintlify.com/docs.json", name: "New" }),
      "mint.json": json({ name: "Old", navigation: [] }),
    });
    expect(await readMintlifyConfig(root)).toMatchObject({
      format: "docs.json",
      file: "docs.json",
      value: { name: "New" },
    });
  });

  it("is mint.json when its navigation is a list of groups", async () => {
    const root = await makeFolder({ "mint.json": json({ name: "Old", navigation: [{ group: "A", pages: [] }] }) });
    expect(await readMintlifyConfig(root)).toMatchObject({ format: "mint.json", files: ["mint.json"] });
  });

  it.each([
    ["no configuration", {}],
    ["a docs.json of another tool", { "docs.json": json({ pages: ["a"] }) }],
    ["a docs.json that is no JSON and no Mintlify's", { "docs.json": "{ pages: " }],
    ["the Mint language's mint.json", { "mint.json": json({ name: "app", "source-directories": ["source"] }) }],
  ])("is none with %s", async (_, files: Record<string, string>) => {
    expect(await readMintlifyConfig(await makeFolder(files))).toBeUndefined();
  });

  it("refuses a Mintlify docs.json that is no JSON, naming the file", async () => {
    const root = await makeFolder({ "docs.json": '{ "$schema": "https://mintlify.com/docs.json", ' });
    await expect(readMintlifyConfig(root)).rejects.toThrow(`${path.join(root, "docs.json")} is not valid JSON`);
  });

  it("replaces each $ref by its file, relative to the file naming it, with the keys beside it winning", async () => {
    const root = await makeFolder({
      "docs.json": json({
        navigation: { $ref: "./config/navigation.json", global: { anchors: [] } },
        appearance: { $ref: "config/appearance.json", strict: true },
        redirects: { $ref: "./redirects.json", ignored: true },
      }),
      "config/navigation.json": json({ groups: [{ $ref: "groups/start.json" }], global: "overridden" }),
      "config/groups/start.json": json({ group: "Start", pages: ["index"] }),
      "config/appearance.json": json({ default: "dark", strict: false }),
      "redirects.json": json([{ source: "/a", destination: "/b" }]),
    });
    const config = (await readMintlifyConfig(root))!;
    expect(config.value).toEqual({
      navigation: { groups: [{ group: "Start", pages: ["index"] }], global: { anchors: [] } },
      appearance: { default: "dark", strict: true },
      redirects: [{ source: "/a", destination: "/b" }],
    });
    expect(config.files).toEqual([
      "docs.json",
      "config/navigation.json",
      "config/groups/start.json",
      "config/appearance.json",
      "redirects.json",
    ]);
    const navigation = config.value.navigation as { groups: object[] };
    expect(config.fileOf(navigation.groups[0]!)).toBe("config/groups/start.json");
    expect(config.warnings).toEqual([]);
  });

  it("leaves out, with a warning naming the file, a $ref it cannot follow", async () => {
    const outside = await makeFolder({ "secret.json": json({ group: "Not this site's", pages: [] }) });
    const root = await makeFolder({
      "docs.json": json({
        navigation: {
          groups: [
            { $ref: "missing.json" },
            { $ref: "../secret.json" },
            { $ref: "linked.json" },
            { $ref: "broken.json" },
            { $ref: "loop.json" },
          ],
        },
      }),
      "broken.json": "{",
      "loop.json": json({ group: "Loop", pages: [{ $ref: "./loop.json" }] }),
    });
    symlinkSync(path.join(outside, "secret.json"), path.join(root, "linked.json"));
    const config = (await readMintlifyConfig(root))!;
    expect(config.value.navigation).toEqual({
      groups: [undefined, undefined, undefined, undefined, { group: "Loop", pages: [undefined] }],
    });
    expect(config.warnings.map((warning) => `${warning.path}: ${warning.message}`)).toEqual([
      'docs.json: "$ref": "missing.json" names no file of the site; it is left out',
      'docs.json: "$ref": "../secret.json" leads out of the site; it is left out',
      'docs.json: "$ref": "linked.json" leads out of the site; it is left out',
      expect.stringMatching(
        /^docs\.json: "\$ref": "broken\.json" cannot be read: broken\.json is not valid JSON: .+; it is left out$/,
      ),
      'loop.json: "$ref": "./loop.json" refers back to a file that refers to it; it is left out',
    ]);
  });
});
