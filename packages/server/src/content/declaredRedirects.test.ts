// The old addresses a folder's pages declare, as the import reads them: what each leads to, and
// what is said of an address that cannot be one.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../test-support/madeFolders.js";
import { readContentFolder } from "./readFolder.js";

afterEach(removeMadeFolders);

const page = (frontMatter: string) => `---\ntitle: Page\n${frontMatter}---\n\nText.\n`;

describe("old addresses declared in front matter", () => {
  it("lead to their page, from the root or from the page's folder, in one form whatever the slash or .html", async () => {
    const root = await makeFolder({
      "index.md": page("redirect_from: /start/\n"),
      "guide/setup.md": page("redirect_from: [/old/setup.html, /Setup%20Guide/]\naliases: setting-up\n"),
    });
    const content = await readContentFolder(root);
    expect(content.warnings).toEqual([]);
    expect(content.redirects).toEqual({
      redirects: [
        { from: "/old/setup", to: { menuCode: "guide-setup" } },
        { from: "/Setup Guide", to: { menuCode: "guide-setup" } },
        { from: "/guide/setting-up", to: { menuCode: "guide-setup" } },
        { from: "/start", to: { menuCode: "" } },
      ],
      misses: [],
    });
  });

  it("leave out what is no address of this site, and say so with the page's file", async () => {
    const root = await makeFolder({
      "a.md": page("redirect_from: [42, https://elsewhere.example/a, /]\naliases: //cdn.example/a\n"),
      "b.md": page("redirect_from: /taken\n"),
      "c.md": page("redirect_from: /taken\n"),
    });
    const content = await readContentFolder(root);
    expect(content.warnings.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      "a.md: redirect_from must list the page's old addresses, such as /guide/old-name; 42 is left out",
      "a.md: redirect_from: https://elsewhere.example/a is another site's address, which rxdocs does not serve; it is left out",
      "a.md: redirect_from: / names the site's root, which is the home page; it is left out",
      "a.md: aliases: //cdn.example/a is another site's address, which rxdocs does not serve; it is left out",
    ]);
    // An address two pages claim leads to the first.
    expect(content.redirects?.redirects).toEqual([{ from: "/taken", to: { menuCode: "b" } }]);
  });

  it("are absent from a folder that declares none", async () => {
    const root = await makeFolder({ "a.md": page("") });
    expect((await readContentFolder(root)).redirects).toBeUndefined();
  });
});
