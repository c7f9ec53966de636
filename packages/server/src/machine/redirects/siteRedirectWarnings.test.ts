// A tool's redirects are the whole site's: every version reads them, and a redirect that leads
// to a page of one version only is no mistake. Only one that leads to no page of any version is
// said, once, naming its file and rule; with --strict it refuses the import like any warning.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listRedirects } from "../../storage/redirects.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { type RedirectSite, startRedirectSite } from "../../test-support/redirectTestSite.js";

const page = (title: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\nAbout ${title.toLowerCase()}.\n`;

/** Docs of today (the unreleased "current", at /docs/next/) and the latest 1.0 (at /docs/), which alone has the archive. */
function versionedSite(redirects: string): Record<string, string> {
  return {
    "docusaurus.config.js": `module.exports = {
  title: "Rockets",
  baseUrl: "/",
  presets: [["classic", { docs: { routeBasePath: "docs" }, blog: false }]],
  plugins: [["@docusaurus/plugin-client-redirects", { redirects: ${redirects} }]],
};
`,
    "versions.json": '["1.0"]',
    "docs/intro.md": page("Intro"),
    "versioned_docs/version-1.0/intro.md": page("Intro"),
    "versioned_docs/version-1.0/archive.md": page("Archive"),
  };
}

describe.each(DATABASE_KINDS)("the site's redirects across its versions, on $name", (kind) => {
  let site: RedirectSite;
  beforeEach(async () => {
    site = await startRedirectSite(kind);
  });
  afterEach(async () => {
    await site.stop();
  });

  it("warns once of a redirect that leads to no page of any version, and of none that leads to one version's", async () => {
    await site.write(
      versionedSite(`[
        { from: "/docs/old-archive", to: "/docs/archive" },
        { from: "/docs/old-intro", to: "/docs/intro" },
        { from: "/docs/lost", to: "/docs/nowhere" },
      ]`),
    );
    const report = await site.import({ prune: true });
    expect(report.warnings).toEqual([
      {
        path: "docusaurus.config.js",
        message: "the redirect from /docs/lost to /docs/nowhere leads to no page of the site; it is left out",
      },
    ]);
    // Each version has the redirects that lead to its own pages.
    const rows = await listRedirects(site.server.storage.db);
    expect(rows.map((row) => [row.source, row.target_code]).sort()).toEqual([
      ["/docs/old-archive", "archive"],
      ["/docs/old-intro", "intro"],
      ["/docs/old-intro", "intro"],
    ]);
    const archive = await site.get("/docs/old-archive");
    expect(archive.status).toBe(301);
    expect(archive.headers.get("location")).toBe("/view?path=archive");
  });

  it("refuses the import with --strict when a redirect leads nowhere, and changes nothing", async () => {
    await site.write(versionedSite(`[{ from: "/docs/lost", to: "/docs/nowhere" }]`));
    await expect(site.import({ prune: true, strict: true })).rejects.toThrow(/--strict/);
    expect(await listRedirects(site.server.storage.db)).toEqual([]);
  });
});
