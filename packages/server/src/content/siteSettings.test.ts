// rxdocs.json as the import reads it; here its `offline` setting (reading without a network).
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../test-support/madeFolders.js";
import { readContentFolder } from "./readFolder.js";
import { parseSiteSettings } from "./siteSettings.js";

afterEach(removeMadeFolders);

describe("offline reading (rxdocs.json offline)", () => {
  it("is on or off as the site says, and left unsaid when it says nothing or null", () => {
    expect(parseSiteSettings('{ "offline": true }')).toEqual({
      settings: { offline: true },
      reasons: [],
      warnings: [],
    });
    expect(parseSiteSettings('{ "offline": false }').settings).toEqual({ offline: false });
    expect(parseSiteSettings('{ "title": "Guide" }').settings).toEqual({ title: "Guide" });
    expect(parseSiteSettings('{ "title": "Guide", "offline": null }')).toMatchObject({
      settings: { title: "Guide" },
      reasons: [],
    });
  });

  it.each([["no"], ["false"], [0], [{}]])("refuses %j, saying what it takes", (value) => {
    const { settings, reasons } = parseSiteSettings(JSON.stringify({ title: "Guide", offline: value }));
    expect(reasons).toEqual(["offline must be true or false"]);
    expect(settings).toEqual({ title: "Guide" });
  });

  it("stops the import of a folder whose rxdocs.json has a bad value, naming the file", async () => {
    const root = await makeFolder({ "rxdocs.json": '{ "offline": "off" }', "intro.md": "# Introduction" });
    const content = await readContentFolder(root);
    expect(content.problems).toEqual([{ path: "rxdocs.json", reason: "offline must be true or false" }]);
  });
});
