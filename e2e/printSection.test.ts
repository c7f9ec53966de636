// A section of the bundled guide as one PDF, made by `rxdocs pdf` with the system's Chromium and
// read back with poppler's pdftotext: a cover, the contents with every page's title and the page
// it begins on, each page from a new sheet. Restricted sections print for the key that opens
// them, and bad input is one line that leaves every file as it was. The /print document itself
// is checked in Chromium: its contents lead to the pages, its diagrams are drawn.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, runCli } from "../packages/server/src/test-support/runCli.js";
import { launchBrowser } from "./support/browser.js";
import { createKeyLink, type FolderSite, startFolderSite } from "./support/folderSite.js";

const PARTNERS = {
  "06-partners/_category_.json": JSON.stringify({ label: "Partners", code: "partners", visibility: "restricted" }),
  "06-partners/01-handbook.md":
    "---\ncode: partner-handbook\n---\n# Partner handbook\n\nRead [the setup](/view?path=partner-setup).\n",
  "06-partners/02-setup.md": "---\ncode: partner-setup\n---\n# Partner setup\n\nAsk for a key.\n",
  "07-flows/_category_.json": JSON.stringify({ label: "Flows", code: "flows" }),
  "07-flows/01-request.md":
    "---\ncode: request-flow\n---\n# Request flow\n\n```mermaid\nflowchart LR\n  A[Reader] --> B[Server]\n```\n",
  "07-flows/02-import.md":
    "---\ncode: import-flow\n---\n# Import flow\n\nBack to [the request](/view?path=request-flow).\n",
};

const PRINT_MS = 120_000;

/** Chromium's footer on every sheet: the document's title, the sheet's number and their count. */
const FOOTER = /^\s*(.+?)\s+(\d+)\s*\/\s*(\d+)\s*$/;

/** A PDF's text, page by page, as pdftotext lays it out, each page's footer checked and taken off. */
function pdfPages(file: string): string[] {
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const pages = text.split("\f").slice(0, -1);
  return pages.map((page, index) => {
    const lines = page.trimEnd().split("\n");
    const last = lines.pop()!;
    expect(FOOTER.exec(last)?.slice(2).map(Number), `page ${index + 1} ends "${last}"`).toEqual([
      index + 1,
      pages.length,
    ]);
    return lines.join("\n");
  });
}

/** The titles of a section's pages in the order of its menu, as /llms.txt lists them. */
async function sectionTitles(url: string, heading: string): Promise<string[]> {
  const llms = await (await fetch(`${url}/llms.txt`)).text();
  const section = llms.split(`## ${heading}\n`)[1]!.split("\n## ")[0]!;
  return [...section.matchAll(/^- \[([^\]]+)\]/gm)].map(([, title]) => title!);
}

describe("a section as a PDF", () => {
  let site: FolderSite & { link: string; id: string };
  let work: string;
  let browser: Browser;
  // A print starts a server and Chromium and prints twice: seconds, and more on a busy machine.
  const cli = (...args: string[]) => runCli([...args, "--db", site.dbPath], { cwd: work, timeoutMs: PRINT_MS });

  beforeAll(async () => {
    site = await startFolderSite(join(REPO_ROOT, "docs"), {
      extraFiles: PARTNERS,
      prepare: (run) => createKeyLink(run, "partners", "partners"),
    });
    work = mkdtempSync(join(tmpdir(), "rxdocs-pdf-"));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it(
    "prints a section of the guide with its contents numbered by the pages it fills",
    { timeout: 2 * PRINT_MS },
    async () => {
      const file = join(work, "writing.pdf");
      const result = await cli("pdf", "writing", "-o", file, "--json");
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      const titles = await sectionTitles(site.url, "Writing content");
      expect(titles.length).toBeGreaterThan(3);
      const pages = pdfPages(file);
      expect(JSON.parse(result.stdout)).toEqual({ file, pages: pages.length, articles: titles.length });

      // The cover: the site's title and the section's.
      expect(pages[0]).toMatch(/^\s*rxdocs\s*\n+\s*Writing content\s*\n/);
      // The contents: every title in the order of the menu, each with the page it begins on.
      const contents = pages[1]!.split("\n").flatMap((line) => {
        const entry = /^\s*(\S.*?)\s+(\d+)\s*$/.exec(line);
        return entry ? [{ title: entry[1]!, page: Number(entry[2]) }] : [];
      });
      expect(pages[1]).toMatch(/^\s*Contents\n/);
      expect(contents.map((entry) => entry.title)).toEqual(titles);
      expect(contents[0]!.page).toBe(3);
      for (const [index, entry] of contents.entries()) {
        // Each page begins on a sheet of its own, under its title.
        expect(pages[entry.page - 1]!.trimStart().split("\n")[0], entry.title).toBe(entry.title);
        const next = contents[index + 1]?.page ?? pages.length + 1;
        expect(next).toBeGreaterThan(entry.page);
        // And the sheets up to the next page are its own: no other page's title heads one.
        for (let sheet = entry.page; sheet < next - 1; sheet += 1) {
          expect(titles).not.toContain(pages[sheet]!.trimStart().split("\n")[0]);
        }
      }
      // Every entry of the contents is a link within the document.
      const pdf = readFileSync(file).toString("latin1");
      const html = await (await fetch(`${site.url}/print?path=writing`)).text();
      const anchors = [...html.matchAll(/<article class="rx-print-page" id="([^"]+)"/g)].map(([, id]) => id);
      expect(anchors).toHaveLength(titles.length);
      for (const anchor of anchors) expect(pdf).toContain(`/Dest /${anchor}`);
    },
  );

  it("prints a restricted section only with the key or the link that opens it", { timeout: 3 * PRINT_MS }, async () => {
    const file = join(work, "partners.pdf");
    const refused = await cli("pdf", "partners", "-o", file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^rxdocs: no page or folder "partners" here that this key opens.*\n$/);
    expect(() => readFileSync(file)).toThrow();

    const printed = await cli("pdf", "partners", "-o", file, "--key", `http://docs.example${site.link}`);
    expect(printed.code).toBe(0);
    const pages = pdfPages(file);
    expect(pages[0]).toContain("Partners");
    expect(pages[1]).toMatch(/Partner handbook\s+3\s*\n\s*Partner setup\s+4/);
    expect(pages[2]!.trimStart()).toMatch(/^Partner handbook/);

    expect((await cli("key", "revoke", site.id)).code).toBe(0);
    const revoked = await cli("pdf", "partners", "-o", file, "--key", `http://docs.example${site.link}`);
    expect(revoked.stderr).toBe("rxdocs: that key opens nothing: it is mistyped, revoked or expired\n");
    // The PDF made before is left as it was.
    expect(pdfPages(file)[2]!.trimStart()).toMatch(/^Partner handbook/);
  });

  it("says in one line what is wrong, and writes nothing", async () => {
    const notes = join(work, "notes.txt");
    writeFileSync(notes, "my notes");
    const overwrite = await cli("pdf", "writing", "-o", notes);
    expect(overwrite.stderr).toBe(`rxdocs: --output: ${notes} exists and is not a PDF; it is left as it is\n`);
    expect(readFileSync(notes, "utf8")).toBe("my notes");

    const file = join(work, "none.pdf");
    const noChromium = await cli("pdf", "writing", "-o", file, "--chromium", join(work, "no-chromium"));
    expect(noChromium.code).toBe(1);
    expect(noChromium.stderr).toBe(`rxdocs: no Chromium at ${join(work, "no-chromium")}\n`);
    const badFormat = await cli("pdf", "writing", "-o", file, "--format", "B7");
    expect(badFormat.stderr).toBe('rxdocs: --format: one of A4, Letter, Legal, A3, A5, not "B7"\n');
    expect(() => readFileSync(file)).toThrow();
  });

  it("the document leads from its contents to its pages, its diagrams drawn for black and white", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${site.url}/print?path=flows`);
      await page.locator("html[data-rx-print-ready]").waitFor({ state: "attached" });
      const diagram = page.locator(".rx-print-page .rx-diagram");
      expect(await diagram.getAttribute("data-theme")).toBe("neutral");
      expect(await diagram.locator("svg").getAttribute("aria-label")).toBe("Flowchart");
      await page
        .getByRole("navigation", { name: "Contents" })
        .getByRole("link", { name: /Import flow/ })
        .click();
      const importFlow = page.getByRole("article", { name: "Import flow" });
      expect(new URL(page.url()).hash).toBe(`#${await importFlow.getAttribute("id")}`);
      await importFlow.getByRole("link", { name: "the request" }).click();
      const request = page.getByRole("article", { name: "Request flow" });
      expect(new URL(page.url()).hash).toBe(`#${await request.getAttribute("id")}`);
      await page.emulateMedia({ media: "print" });
      expect(await request.evaluate((element) => getComputedStyle(element).breakBefore)).toBe("page");
    } finally {
      await page.close();
    }
  });
});
