// Old addresses written for other tools answer 301 with the page's address of today, from a
// real server over sites imported as `rxdocs import` does; what no redirect names is answered
// as before, and a redirect tells nothing of a page the reader may not open.
import { API_BASE_PATH, API_PATHS } from "@rxdocs/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { type RedirectSite, startRedirectSite } from "../../test-support/redirectTestSite.js";

const page = (title: string, body: string, frontMatter = "") =>
  `---\ntitle: ${title}\n${frontMatter}---\n\n# ${title}\n\n${body}\n`;

const MKDOCS_SITE = {
  "mkdocs.yml": [
    "site_name: Handbook",
    "plugins:",
    "  - search",
    "  - redirects:",
    "      redirect_maps:",
    "        'old-install.md': 'install.md'",
    "        'setup/legacy.md': 'setup/index.md#first-start'",
    "        'elsewhere.md': 'https://example.com/handbook/'",
    "        'missing.md': 'nowhere.md'",
    "",
  ].join("\n"),
  "docs/index.md": page("Handbook", "Welcome."),
  "docs/install.md": page("Install", "Run the installer."),
  "docs/setup/index.md": page("Setup", "## First start\n\nStart it once."),
};

const MINTLIFY_SITE = {
  "docs.json": JSON.stringify({
    name: "Acme",
    navigation: { groups: [{ group: "Start", pages: ["introduction", "quickstart"] }] },
    redirects: [
      { source: "/old-quickstart", destination: "/quickstart" },
      { source: "/older-quickstart", destination: "/old-quickstart" },
      { source: "/launch", destination: "/quickstart#launch", permanent: false },
      { source: "/gone", destination: "/nothing-here" },
    ],
  }),
  "introduction.mdx": page("Introduction", "What Acme is."),
  "quickstart.mdx": page("Quickstart", "## Launch\n\nPress the button."),
};

const DOCUSAURUS_SITE = {
  "docusaurus.config.js": `module.exports = {
  title: "Rockets",
  url: "https://rockets.example",
  baseUrl: "/",
  presets: [["classic", { docs: { routeBasePath: "docs" }, blog: false }]],
  plugins: [
    [
      "@docusaurus/plugin-client-redirects",
      {
        redirects: [
          { from: ["/docs/old-intro", "/docs/legacy/intro"], to: "/docs/intro" },
          { from: "/docs/getting-started", to: "/docs/guides/launch" },
        ],
      },
    ],
  ],
};
`,
  "docs/intro.md": page("Intro", "Rockets go up."),
  "docs/guides/launch.md": page("Launch", "Count down from ten."),
};

const FRONT_MATTER_SITE = {
  "index.md": page("Home", "The handbook.", "redirect_from: /start\n"),
  "install.md": page(
    "Install",
    "Run the installer.",
    "redirect_from:\n  - /install-guide/\n  - /old/install.html\naliases: old-install\n",
  ),
  "guide/setup.md": page("Setup", "Write the file.", "aliases: [setting-up]\n"),
  "vault/plans.md": page(
    "Plans",
    "The launch window opens at dawn.",
    "visibility: restricted\nredirect_from: /secret-plans\n",
  ),
};

describe.each(DATABASE_KINDS)("old addresses of the site on $name", (kind) => {
  let site: RedirectSite;
  beforeEach(async () => {
    site = await startRedirectSite(kind);
  });
  afterEach(async () => {
    await site.stop();
  });

  const expectRedirect = async (address: string, location: string) => {
    const answer = await site.get(address);
    expect({ address, status: answer.status, location: answer.headers.get("location") }).toEqual({
      address,
      status: 301,
      location,
    });
    expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
  };

  it("reads MkDocs' redirect_maps: each old page's addresses lead to the new page, or to another site", async () => {
    await site.write(MKDOCS_SITE);
    const report = await site.import({ prune: true });
    for (const address of ["/old-install/", "/old-install", "/old-install.html", "/old-install/index.html"]) {
      await expectRedirect(address, "/view?path=install");
    }
    await expectRedirect("/setup/legacy/", "/view?path=setup#first-start");
    // Another site's address takes nothing of the reader's query, where share links keep their secrets.
    await expectRedirect("/elsewhere/?hash=secret", "https://example.com/handbook/");
    expect(report.warnings).toContainEqual({
      path: "mkdocs.yml",
      message: "the redirect missing.md: nowhere.md leads to no page of the site; it is left out",
    });
    expect(report.redirects).toBe(6);
    expect((await site.get("/missing/")).status).toBe(404);
  });

  it("reads Mintlify's redirects, following one to the next", async () => {
    await site.write(MINTLIFY_SITE);
    const report = await site.import({ prune: true });
    await expectRedirect("/old-quickstart", "/view?path=quickstart");
    await expectRedirect("/older-quickstart/", "/view?path=quickstart");
    await expectRedirect("/launch", "/view?path=quickstart#launch");
    expect(report.warnings).toContainEqual({
      path: "docs.json",
      message: "the redirect /gone → /nothing-here leads to no page of the site; it is left out",
    });
  });

  it("reads the redirects of Docusaurus' client-redirects plugin, `from` one address or several", async () => {
    await site.write(DOCUSAURUS_SITE);
    await site.import({ prune: true });
    await expectRedirect("/docs/old-intro", "/view?path=intro");
    await expectRedirect("/docs/legacy/intro/", "/view?path=intro");
    await expectRedirect("/docs/getting-started", "/view?path=guides-launch");
  });

  it("reads front matter redirect_from and aliases, keeping the reader's query as it is", async () => {
    await site.write(FRONT_MATTER_SITE);
    await site.import({ prune: true });
    await expectRedirect("/install-guide", "/view?path=install");
    await expectRedirect("/old/install.html", "/view?path=install");
    await expectRedirect("/old-install/", "/view?path=install");
    await expectRedirect("/guide/setting-up", "/view?path=guide-setup");
    await expectRedirect("/start", "/");
    await expectRedirect("/install-guide/?hash=abc&timestamp=1", "/view?path=install&hash=abc&timestamp=1");
    await expectRedirect("/install-guide/?lang=en", "/view?path=install&lang=en");
  });

  it("forgets with --prune a declared address the folder no longer has, and keeps it without", async () => {
    await site.write(FRONT_MATTER_SITE);
    await site.import({ prune: true });
    await site.write({ ...FRONT_MATTER_SITE, "install.md": page("Install", "Run the installer.") });
    await site.import({});
    await expectRedirect("/install-guide", "/view?path=install");
    await site.import({ prune: true });
    expect((await site.get("/install-guide")).status).toBe(404);
  });

  it("sends an address only another version has to that version's page", async () => {
    await site.write({ "install.md": page("Install", "Run it.") });
    await site.import({ prune: true, version: "1.0" });
    await site.write({ "install.md": page("Install", "Run it.", "redirect_from: /legacy-install\n") });
    await site.import({ prune: true, version: "2.0" });
    await expectRedirect("/legacy-install", "/view?path=install&version=2.0");
    await expectRedirect("/legacy-install?version=2.0", "/view?path=install&version=2.0");
    const refused = await site.get("/legacy-install?version=not%20a%20version");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 400, message: "version: is not a version name" });
  });

  it("answers what no redirect names as before: the site's 404, the API's, the files' and the assets'", async () => {
    await site.write(FRONT_MATTER_SITE);
    await site.import({ prune: true });
    const unknown = await site.get("/no/such/page");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, message: "Not found: /no/such/page", data: null });
    const api = await site.get(`${API_BASE_PATH}/${API_PATHS.getAuthMenuTree}`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { message: string }).message).toMatch(
      /^Unknown API call: GET .* \(every call is a POST\)$/,
    );
    expect((await site.get(`/files/${"0".repeat(64)}.png`)).status).toBe(404);
    expect((await site.get("/main/assets/missing.js")).status).toBe(404);
    expect((await site.get("/view")).status).toBe(200);
  });

  it("sends an old address to a restricted page, which stays locked: no word of it without its key", async () => {
    await site.write(FRONT_MATTER_SITE);
    await site.import({ prune: true });
    const answer = await site.get("/secret-plans");
    expect(answer.status).toBe(301);
    const location = answer.headers.get("location")!;
    expect(location).toBe("/view?path=vault-plans");
    const answers = [
      [...answer.headers].join("\n") + (await answer.text()),
      await (await site.get(location)).text(),
      await (
        await fetch(`${site.server.url}${API_BASE_PATH}/${API_PATHS.getDetailByMenuCode}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ menuCode: "vault-plans" }),
        })
      ).text(),
    ];
    for (const text of answers) expect(text).not.toMatch(/Plans|launch window|dawn/);
  });
});
