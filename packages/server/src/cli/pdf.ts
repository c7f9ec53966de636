// `rxdocs pdf <code> -o file.pdf`: a page or a folder and everything under it as one PDF. The
// server runs in this process on a free port of 127.0.0.1 and the system's Chromium prints its
// /print document. Chromium cannot number the table of contents by itself: a first print tells
// on which page each page of the section begins (pdfPages.ts), the numbers are written in, and
// the document is printed again, until the numbers hold.
import { closeSync, existsSync, openSync, readSync } from "node:fs";
import { SHARE_QUERY, SLOT_QUERY } from "@rxdocs/contract";
import type { Page } from "playwright-core";
import { databaseUrl } from "../config.js";
import { readPdfPages } from "../print/pdfPages.js";
import { PAGE_NUMBER_ATTRIBUTE } from "../print/printDocument.js";
import { startServer } from "../server.js";
import { CliError, outputFile, plural, printJson, printLine, writeWhole } from "./shared.js";

export interface PdfOptions {
  output: string;
  key?: string;
  version?: string;
  lang?: string;
  format?: string;
  chromium?: string;
  db?: string;
  json?: boolean;
}

/** Where Chromium or Chrome is found when neither --chromium nor $CHROMIUM names it. */
const CHROMIUM_PLACES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];
const FORMATS = ["A4", "Letter", "Legal", "A3", "A5"];
/** The sheet's margins, as the document's own print rules set them (printStyles.ts). */
const MARGIN = { top: "18mm", right: "16mm", bottom: "20mm", left: "16mm" };
/** At most this many prints: numbers that change the layout of the contents could move pages again. */
const MAX_PRINTS = 4;

export async function pdfCommand(code: string, options: PdfOptions): Promise<void> {
  const format = FORMATS.find((name) => name.toLowerCase() === (options.format ?? "A4").toLowerCase());
  if (!format) throw new CliError(`--format: one of ${FORMATS.join(", ")}, not "${options.format}"`);
  const file = outputFile(options.output, "--output", isPdf, "a PDF");
  const executablePath = chromiumPath(options.chromium);
  const { chromium } = await import("playwright-core");

  const server = await startServer({ databaseUrl: databaseUrl(options.db), port: 0, host: "127.0.0.1" });
  try {
    const browser = await chromium.launch({ executablePath, args: ["--disable-gpu", "--no-first-run"] });
    try {
      const page = await browser.newPage();
      const response = await page.goto(printAddress(server.url, code, options), { waitUntil: "load" });
      if (!response) throw new CliError(`Chromium could not open the section ${code}`);
      if (!response.ok()) throw new CliError(refusal(response.status(), await response.text(), code));
      // The document's script draws its diagrams, then marks it ready.
      if (await page.$("script[src]")) await page.waitForSelector("html[data-rx-print-ready]", { state: "attached" });
      const { pdf, pageCount, articles } = await numberedPdf(page, format);
      writeWhole(file, pdf);
      if (options.json) return printJson({ file, pages: pageCount, articles });
      printLine(`Wrote ${file}: ${plural(pageCount, "page")}, ${plural(articles, "article")}`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

/**
 * Prints until every entry of the contents names the page its article begins on. The first print
 * only finds the pages, so it leaves out what does not move them and takes long: the structure
 * that screen readers follow (tagged) and the bookmarks (outline).
 */
async function numberedPdf(page: Page, format: string) {
  const print = (final: boolean) =>
    page.pdf({
      format,
      margin: MARGIN,
      printBackground: true,
      tagged: final,
      outline: final,
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      // Chromium fills the classes: the document's title, this page's number and their count.
      footerTemplate: `<div style="width:100%;margin:0 16mm;display:flex;justify-content:space-between;font:8px sans-serif;color:#555"><span class="title"></span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
    });
  const anchors = await page.$$eval(
    `[${PAGE_NUMBER_ATTRIBUTE}]`,
    (places, name) => places.map((place) => place.getAttribute(name)!),
    PAGE_NUMBER_ATTRIBUTE,
  );
  let numbers = "";
  for (let printed = 1; ; printed += 1) {
    const final = printed > 1;
    const pdf = await print(final);
    const pages = readPdfPages(pdf);
    const found = Object.fromEntries(anchors.map((anchor) => [anchor, pages.destinations.get(anchor) ?? null]));
    const missing = anchors.filter((anchor) => found[anchor] === null);
    if (missing.length > 0) throw new Error(`the PDF does not say where ${missing.join(", ")} begins`);
    const next = JSON.stringify(found);
    if (final && next === numbers) return { pdf, pageCount: pages.count, articles: anchors.length };
    if (printed === MAX_PRINTS) throw new Error("the table of contents' page numbers keep moving its pages");
    numbers = next;
    await page.$$eval(
      `[${PAGE_NUMBER_ATTRIBUTE}]`,
      (places, [name, byAnchor]) => {
        for (const place of places) place.textContent = String(byAnchor[place.getAttribute(name)!]);
      },
      [PAGE_NUMBER_ATTRIBUTE, found] as const,
    );
  }
}

function printAddress(origin: string, code: string, options: PdfOptions): string {
  const url = new URL("/print", origin);
  url.searchParams.set(SHARE_QUERY.path, code);
  if (options.version) url.searchParams.set(SLOT_QUERY.version, options.version);
  if (options.lang) url.searchParams.set(SLOT_QUERY.lang, options.lang);
  for (const [name, value] of Object.entries(secretsOf(options.key))) url.searchParams.set(name, value);
  return url.href;
}

/** A key, or a share link whose secrets are taken from its address. */
function secretsOf(key: string | undefined): Record<string, string> {
  if (!key) return {};
  if (!/^[a-z]+:\/\//i.test(key)) return { [SHARE_QUERY.hash]: key };
  const query = new URL(key).searchParams;
  const secrets = Object.fromEntries(
    [SHARE_QUERY.hash, SHARE_QUERY.viewPath].flatMap((name) => (query.get(name) ? [[name, query.get(name)!]] : [])),
  );
  if (Object.keys(secrets).length === 0) throw new CliError("--key: that link carries no key (no hash or viewPath)");
  return secrets;
}

function refusal(status: number, body: string, code: string): string {
  if (status === 404) return `no page or folder "${code}" here that this key opens (or that is public, without a key)`;
  if (status === 403) return "that key opens nothing: it is mistyped, revoked or expired";
  let message = body;
  try {
    message = (JSON.parse(body) as { message?: string }).message ?? body;
  } catch {
    // Not the API's envelope: the text is the message.
  }
  return `the section could not be printed (${status}): ${message}`;
}

function chromiumPath(option: string | undefined): string {
  const named = option ?? process.env.CHROMIUM;
  if (named) {
    if (!existsSync(named)) throw new CliError(`no Chromium at ${named}`);
    return named;
  }
  const found = CHROMIUM_PLACES.find((place) => existsSync(place));
  if (!found)
    throw new CliError(
      "no Chromium found: install Chromium or Chrome (such as `apt-get install chromium`), or name it with --chromium <path>",
    );
  return found;
}

function isPdf(file: string): boolean {
  const start = Buffer.alloc(5);
  const handle = openSync(file, "r");
  try {
    readSync(handle, start, 0, 5, 0);
  } finally {
    closeSync(handle);
  }
  return start.toString("latin1") === "%PDF-";
}
