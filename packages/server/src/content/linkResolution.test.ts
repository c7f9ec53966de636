import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pngImage } from "../test-support/images.js";
import type { FolderContent } from "./model.js";
import { readContentFolder } from "./readFolder.js";

const temporaryFolders: string[] = [];

afterEach(async () => {
  await Promise.all(temporaryFolders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Writes `files` (relative path → text or bytes) under a new folder named `name`. */
async function makeFolder(files: Record<string, string | Buffer>, name = "site"): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), "rxdocs-links-"));
  temporaryFolders.push(parent);
  const root = path.join(parent, name);
  for (const [relativePath, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, relativePath)), { recursive: true });
    await writeFile(path.join(root, relativePath), content);
  }
  return root;
}

const bodyOf = (content: FolderContent, code: string) =>
  content.articles.find((article) => article.menuCode === code)?.articleMd;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("links between pages", () => {
  it("resolves relative, root-relative, extension-less, .html and folder links, keeping anchors", async () => {
    const root = await makeFolder(
      {
        "guide/intro.md": [
          "[setup](setup.md#install) [setup](./setup) [setup](/guide/setup.html)",
          "[ref](../reference/cli.mdx) [folder](../reference/) [folder](/reference) [home](/)",
          "[docs-style](/docs/guide/setup) [<b>](<setup.md>)",
        ].join("\n"),
        "guide/setup.md": "# Setup",
        "reference/index.md": "# Reference",
        "reference/cli.mdx": "# CLI",
      },
      "docs",
    );
    const content = await readContentFolder(root);
    expect(content.warnings).toEqual([]);
    expect(bodyOf(content, "guide-intro")!.split("\n")).toEqual([
      "[setup](/view?path=guide-setup#install) [setup](/view?path=guide-setup) [setup](/view?path=guide-setup)",
      "[ref](/view?path=reference-cli) [folder](/view?path=reference) [folder](/view?path=reference) [home](/)",
      "[docs-style](/view?path=guide-setup) [<b>](</view?path=guide-setup>)",
    ]);
  });

  it("warns of every local link that names nothing, with its file and line, and keeps it as written", async () => {
    const root = await makeFolder({
      "a.md":
        "---\ntitle: A\n---\n\nfine [b](b.md)\n\n[gone](gone.md) and ![img](img/missing.png)\n[out](../../etc/passwd)",
      "b.md": "[web](https://example.com/x.md) [mail](mailto:a@b.md) [here](#top) [app](/view?path=a)",
    });
    const content = await readContentFolder(root);
    expect(content.warnings).toEqual([
      { path: "a.md", line: 7, message: '"gone.md" names no page of the folder; it is left as written' },
      {
        path: "a.md",
        line: 7,
        message: '"img/missing.png" names no page or file of the folder; it is left as written',
      },
      { path: "a.md", line: 8, message: '"../../etc/passwd" points outside the folder; it is left as written' },
    ]);
    expect(bodyOf(content, "a")).toContain("[gone](gone.md) and ![img](img/missing.png)");
    expect(bodyOf(content, "b")).toBe(
      "[web](https://example.com/x.md) [mail](mailto:a@b.md) [here](#top) [app](/view?path=a)",
    );
  });
});

describe("files that pages link and embed", () => {
  const png = pngImage(640, 480);
  const pdf = Buffer.from("%PDF-1.4\n% a tiny document\n");

  it("imports each file once by its content, as an address with its type and an image's size", async () => {
    const root = await makeFolder({
      "guide/page.md":
        '![diagram](./img/a.png "A") [spec](../files/spec.pdf#page=2)\n\n<img src="img/a.png" width="10">',
      "other.md": "![same bytes elsewhere](copy.png) ![again](/guide/img/a.png)",
      "guide/img/a.png": png,
      "copy.png": png,
      "files/spec.pdf": pdf,
      "files/unused.pdf": Buffer.from("%PDF-1.4 not linked"),
    });
    const content = await readContentFolder(root);
    expect(content.warnings).toEqual([]);
    const image = `/files/${sha256(png)}.png#640x480`;
    expect(bodyOf(content, "guide-page")).toBe(
      `![diagram](${image} "A") [spec](/files/${sha256(pdf)}.pdf#page=2)\n\n<img src="${image}" width="10">`,
    );
    expect(bodyOf(content, "other")).toBe(`![same bytes elsewhere](${image}) ![again](${image})`);
    expect(
      content.files.map(({ path: filePath, hash, contentType, width, height, size }) => ({
        filePath,
        hash,
        contentType,
        width,
        height,
        size,
      })),
    ).toEqual([
      { filePath: "copy.png", hash: sha256(png), contentType: "image/png", width: 640, height: 480, size: png.length },
      {
        filePath: "files/spec.pdf",
        hash: sha256(pdf),
        contentType: "application/pdf",
        width: undefined,
        height: undefined,
        size: pdf.length,
      },
      {
        filePath: "guide/img/a.png",
        hash: sha256(png),
        contentType: "image/png",
        width: 640,
        height: 480,
        size: png.length,
      },
    ]);
    expect(content.articles.find((article) => article.menuCode === "guide-page")?.fileHashes?.sort()).toEqual(
      [sha256(png), sha256(pdf)].sort(),
    );
  });

  it("finds root-relative files in the public folders of VitePress and Docusaurus, and files in _folders", async () => {
    const root = await makeFolder({
      "page.md": "![logo](/logo.png) ![icon](/img/icon.png) ![media](_media/m.png)",
      "public/logo.png": pngImage(2, 2),
      ".vitepress/public/img/icon.png": pngImage(3, 3),
      "_media/m.png": pngImage(4, 4),
    });
    const content = await readContentFolder(root);
    expect(content.warnings).toEqual([]);
    expect(content.files.map((file) => file.path)).toEqual(
      ["_media/m.png", ".vitepress/public/img/icon.png", "public/logo.png"].sort(),
    );
  });

  it("never reads a file through a symbolic link that leads out of the folder", async () => {
    const outside = await makeFolder({ "secret.txt": "do not import" }, "outside");
    const root = await makeFolder({ "page.md": "[secret](./leak.txt)" });
    await symlink(path.join(outside, "secret.txt"), path.join(root, "leak.txt"));
    const content = await readContentFolder(root);
    expect(content.files).toEqual([]);
    expect(content.warnings).toEqual([
      {
        path: "page.md",
        line: 1,
        message: '"./leak.txt" leads out of the folder through a symbolic link; it is left as written',
      },
    ]);
  });

  it("refuses a file over the size limit with its path and size", async () => {
    const root = await makeFolder({
      "page.md": "[big](big.bin) [big again](./big.bin)",
      "big.bin": Buffer.alloc(2048),
    });
    const content = await readContentFolder(root, { maxFileBytes: 1024 });
    expect(content.problems).toEqual([
      { path: "big.bin", reason: "2.0 KB is over the limit of 1.0 KB per file (--max-file-size)" },
    ]);
  });

  it("resolves the links of tabs, the home page, its hero and features, and the logo", async () => {
    const root = await makeFolder({
      "rxdocs.json": JSON.stringify({ title: "T", logo: "assets/logo.png" }),
      "assets/logo.png": pngImage(8, 8),
      "index.md": [
        "---",
        "layout: home",
        "hero:",
        "  name: Name",
        "  image: { src: /assets/logo.png, alt: Logo }",
        "  actions:",
        "    - { theme: brand, text: Start, link: /guide/start }",
        "    - { theme: alt, text: GitHub, link: https://github.com/x/y }",
        "features:",
        "  - { title: Fast, details: Very, link: ./guide/start.md }",
        "---",
        "See [start](guide/start.md).",
      ].join("\n"),
      "guide/start.md":
        "---\ntabs:\n  - label: A\n    md: '[home](../index.md) ![l](../assets/logo.png)'\n---\n# Start",
    });
    const content = await readContentFolder(root);
    expect(content.warnings).toEqual([]);
    const logo = `/files/${sha256(pngImage(8, 8))}.png#8x8`;
    expect(content.site.settings).toEqual({ title: "T", logo });
    expect(content.site.home).toMatchObject({
      title: "Name",
      articleMd: "See [start](/view?path=guide-start).",
      hero: {
        name: "Name",
        image: { src: logo, alt: "Logo" },
        actions: [
          { theme: "brand", text: "Start", link: "/view?path=guide-start" },
          { theme: "alt", text: "GitHub", link: "https://github.com/x/y" },
        ],
      },
      features: [{ title: "Fast", details: "Very", link: "/view?path=guide-start" }],
    });
    expect(content.site.homeFileHashes).toEqual([sha256(pngImage(8, 8))]);
    expect(content.site.siteFileHashes).toEqual([sha256(pngImage(8, 8))]);
    expect(JSON.parse(content.articles[0]!.articleTabContent!)).toEqual([
      { label: "A", md: `[home](/) ![l](${logo})` },
    ]);
  });
});

describe("links of a site laid out by its tool", () => {
  it("reach the addresses pages had on the tool's site, from the root and from the page's own address", async () => {
    const site = await makeFolder({
      "docs/intro.md": "[conf](configuration#y) [conf](/docs/configuration) [up](../api/)",
      "docs/Configuration.md": "# Configuration",
      "docs/api/index.md": "# API",
    });
    const addresses: Record<string, string[]> = {
      "intro.md": ["/docs/intro"],
      "Configuration.md": ["/docs/configuration"],
      "api/index.md": ["/api/"],
    };
    const content = await readContentFolder(path.join(site, "docs"), {
      addressesOf: (file) => addresses[file] ?? [],
    });
    expect(bodyOf(content, "intro")).toBe(
      "[conf](/view?path=configuration#y) [conf](/view?path=configuration) [up](/view?path=api)",
    );
    expect(content.warnings).toEqual([]);
  });

  it("take files from the rest of the site, never from outside it", async () => {
    const site = await makeFolder({
      "src/content/docs/index.md": "# Home",
      "src/content/docs/guide.md": "![hero](../../assets/hero.png) ![no](../../../../elsewhere.png)",
      "src/assets/hero.png": pngImage(4, 2),
    });
    await writeFile(path.join(site, "..", "elsewhere.png"), pngImage(1, 1));
    const content = await readContentFolder(path.join(site, "src/content/docs"), { publicRoot: site });
    expect(bodyOf(content, "guide")).toMatch(
      /^!\[hero\]\(\/files\/[0-9a-f]{64}\.png#4x2\) !\[no\]\(\.\.\/\.\.\/\.\.\/\.\.\/elsewhere\.png\)$/,
    );
    expect(content.warnings).toEqual([
      {
        path: "guide.md",
        line: 1,
        message: '"../../../../elsewhere.png" points outside the folder; it is left as written',
      },
    ]);
  });
});
