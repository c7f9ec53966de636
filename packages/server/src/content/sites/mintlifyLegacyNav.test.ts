// mint.json's navigation: groups, the tabs and anchors that hold them by folder, and versions.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { readMintlifyConfig } from "./mintlifyConfig.js";
import { readMintJsonNavigation } from "./mintlifyLegacyNav.js";

afterEach(removeMadeFolders);

async function navigationOf(config: Record<string, unknown>) {
  const root = await makeFolder({ "mint.json": JSON.stringify(config) });
  return readMintJsonNavigation((await readMintlifyConfig(root))!);
}

const page = (file: string) => ({ kind: "page", file });

describe("mint.json's navigation", () => {
  it("puts each group in the tab or anchor whose folder holds its pages, the rest in the primary tab", async () => {
    const nav = await navigationOf({
      primaryTab: { name: "Guides" },
      anchors: [
        { name: "Community", icon: "slack", url: "https://example.com/community" },
        { name: "SDKs", url: "sdks" },
      ],
      tabs: [
        { name: "API Reference", url: "api-reference" },
        { name: "Webhooks", url: "api-reference/webhooks" },
      ],
      navigation: [
        { group: "Get Started", pages: ["introduction", { group: "Essentials", pages: ["essentials/code"] }] },
        { group: "Endpoints", pages: ["api-reference/list", "GET /plants"] },
        { group: "Events", pages: ["api-reference/webhooks/created"] },
        { group: "JavaScript", pages: ["sdks/js"] },
      ],
    });
    expect(nav.navigations).toEqual([
      {
        version: undefined,
        source: "mint.json",
        pages: ["introduction", "essentials/code", "api-reference/list", "api-reference/webhooks/created", "sdks/js"],
        items: [
          {
            kind: "section",
            label: "Guides",
            items: [
              {
                kind: "section",
                label: "Get Started",
                items: [
                  page("introduction"),
                  { kind: "section", label: "Essentials", items: [page("essentials/code")] },
                ],
              },
            ],
          },
          { kind: "link", label: "Community", href: "https://example.com/community" },
          {
            kind: "section",
            label: "SDKs",
            items: [{ kind: "section", label: "JavaScript", items: [page("sdks/js")] }],
          },
          {
            kind: "section",
            label: "API Reference",
            items: [
              {
                kind: "section",
                label: "Endpoints",
                items: [page("api-reference/list"), { kind: "page", file: "#GET /plants" }],
              },
            ],
          },
          {
            kind: "section",
            label: "Webhooks",
            items: [{ kind: "section", label: "Events", items: [page("api-reference/webhooks/created")] }],
          },
        ],
      },
    ]);
    // An endpoint is a page of its operation, which the import finds in the site's OpenAPI files.
    expect(nav.warnings).toEqual([]);
  });

  it("lists the groups without tabs as they are", async () => {
    const nav = await navigationOf({ navigation: [{ group: "A", pages: ["a"] }] });
    expect(nav.navigations[0]!.items).toEqual([{ kind: "section", label: "A", items: [page("a")] }]);
  });

  it("gives each version the groups, tabs and anchors of that version and those of none, the default first", async () => {
    const nav = await navigationOf({
      versions: ["v2", { name: "v1", default: true }],
      tabs: [{ name: "Legacy API", url: "v1/api", version: "v1" }],
      navigation: [
        { group: "Start", pages: ["v2/start"], version: "v2" },
        { group: "Start", pages: ["v1/start"], version: "v1" },
        { group: "API", pages: ["v1/api/list"] },
        { group: "FAQ", pages: ["faq", { group: "Old", version: "v1", pages: ["v1/old"] }] },
      ],
    });
    expect(nav).toMatchObject({ versions: ["v2", "v1"], defaultVersion: "v1", sources: { versions: ["mint.json"] } });
    expect(nav.navigations.map(({ version, pages }) => ({ version, pages }))).toEqual([
      { version: "v1", pages: ["v1/start", "v1/api/list", "faq", "v1/old"] },
      { version: "v2", pages: ["v2/start", "v1/api/list", "faq"] },
    ]);
    expect(nav.navigations[1]!.items.map((item) => item.kind === "section" && item.label)).toEqual([
      "Start",
      "API",
      "FAQ",
    ]);
    expect(nav.navigations[0]!.items.map((item) => item.kind === "section" && item.label)).toEqual([
      "Documentation",
      "Legacy API",
    ]);
  });

  it("leaves out, with a warning, entries it cannot read", async () => {
    const nav = await navigationOf({
      versions: [3],
      tabs: [{ name: "No url" }],
      navigation: ["loose", { group: "A", pages: [{ page: "x" }] }],
    });
    expect(nav.warnings.map((warning) => warning.message)).toEqual([
      "3 in versions is no version name; it is left out",
      '"loose" in navigation is no group; it is left out',
      '{"name":"No url"} must have a name and a url; it is left out',
      '{"page":"x"} in pages is neither a page nor a group; it is left out',
    ]);
  });
});
