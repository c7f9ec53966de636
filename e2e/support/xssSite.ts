// The hostile test site: every vector of the corpus as an article title and a menu name (a page
// of its own in a folder of its own), as the site's name, on the home page's hero and features,
// in every construct of the article bodies (pages of bodies, a group of vectors each), in
// formulas and in diagrams; imported with the real CLI into SQLite and served by `rxdocs serve`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XSS_VECTORS } from "../fixtures/xss/vectors.js";
import { type FolderSite, startFolderSite } from "./folderSite.js";
import {
  bodyPlacements,
  diagramVectors,
  formulasPage,
  labelDiagram,
  pageTab,
  Placements,
  searchedSection,
  sentinel,
} from "./xssPages.js";

export interface XssPage {
  /** The page's address. */
  path: string;
  /** Texts that must show once the page is rendered, one after each hostile fragment. */
  sentinels: string[];
  /** Texts in the page's own tabs, by tab: each must show while its tab is chosen. */
  tabSentinels: string[][];
  /** Mermaid diagrams on the page. */
  diagrams: number;
}

/** A search whose hits show vectors: one hit on each of `hits` title pages, the first `opens`. */
export interface XssSearch {
  word: string;
  hits: number;
  opens: XssPage;
}

export interface XssSite extends FolderSite {
  /** The home page first, then the articles in menu order. */
  pages: XssPage[];
  searches: XssSearch[];
  /** How many placements each path got. */
  placements: Placements;
}

const VECTORS_PER_BODY_PAGE = 16;
/** Title pages that share a search word: a search answers 20 hits, at most 3 of an article. */
const VECTORS_PER_SEARCH = 20;
const VECTORS_PER_TITLE_SECTION = 48;
const LABELS_PER_DIAGRAM = 24;
const DIAGRAM_LABEL_PAGES = 2;
/** Words unlike each other (the search forgives one typo), one for each search. */
const SEARCH_WORDS = (
  "aardvark bandicoot capybara dormouse echidna flamingo gazelle hedgehog ibexhorn jackalope kinkajou " +
  "lemming manatee narwhal ocelot pangolin quetzal raccoon salamander tapir urchin vicuna wombat " +
  "xerus yellowhammer zebrafish"
).split(" ");
// A 1×1 transparent PNG: the images of the bodies point at it, so that they load.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A Markdown page; JSON is valid YAML, so the front matter is written as JSON values. */
const page = (front: Record<string, unknown>, body: string) =>
  `---\n${Object.entries(front)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n")}\n---\n\n${body}\n`;
const category = (label: string, code: string) => JSON.stringify({ label, code });
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
const sentinelsOf = (blocks: readonly string[]) => blocks.filter((block) => block.startsWith("SENTINEL-"));
const byPurpose = (purpose: string) => XSS_VECTORS.find((vector) => vector.source.includes(purpose))!;
const pad = (n: number) => String(n).padStart(3, "0");

interface SiteContent {
  files: Record<string, string | Buffer>;
  pages: XssPage[];
  searches: XssSearch[];
  placements: Placements;
}

function homePage(content: SiteContent): void {
  const { placements } = content;
  const addresses = XSS_VECTORS.filter((vector) => vector.kind === "url");
  const [name, text, tagline] = [byPurpose("Polyglot"), byPurpose("polyglot 2"), byPurpose("End Title Tag")];
  placements.add("home hero text", 3);
  const hero = {
    name: name.payload,
    text: text.payload,
    tagline: tagline.payload,
    image: { src: addresses[0]!.payload, alt: name.payload },
    actions: addresses.map((address) => ({ text: address.payload, link: address.payload })),
  };
  placements.add("home hero button", addresses.length);
  const features = XSS_VECTORS.map((vector, index) => {
    placements.add("home feature");
    return {
      title: vector.payload,
      details: vector.payload,
      icon: vector.payload,
      link: addresses[index % addresses.length]!.payload,
      linkText: vector.payload,
    };
  });
  content.files["index.md"] = page(
    { layout: "home", title: "Hostile content", hero, features },
    `The home page of the hostile site.\n\n${sentinel(name, "home")}`,
  );
  content.pages.push({ path: "/", sentinels: [sentinel(name, "home")], tabSentinels: [], diagrams: 0 });
}

function titlePages(content: SiteContent): void {
  chunks(XSS_VECTORS, VECTORS_PER_TITLE_SECTION).forEach((section, index) => {
    const folder = `${100 + index}-titles`;
    content.files[`${folder}/_category_.json`] = category(XSS_VECTORS[index]!.payload, `xss-section-${index + 1}`);
    content.placements.add("menu name");
    for (const vector of section) {
      const id = pad(vector.id);
      const searchIndex = Math.floor((vector.id - 1) / VECTORS_PER_SEARCH);
      const blocks = [
        `Vector ${vector.id} as this page's title and its folder's name.`,
        sentinel(vector, "title"),
        ...searchedSection(vector, SEARCH_WORDS[searchIndex]!, content.placements),
      ];
      content.files[`${folder}/${id}/_category_.json`] = category(vector.payload, `xss-menu-${id}`);
      content.files[`${folder}/${id}/page.md`] = page(
        { title: vector.payload, code: `xss-title-${id}`, createdAt: "2021-01-01T00:00:00.000Z" },
        blocks.join("\n\n"),
      );
      content.placements.add("menu name");
      content.placements.add("article title");
      const titlePage = {
        path: `/view?path=xss-title-${id}`,
        sentinels: sentinelsOf(blocks),
        tabSentinels: [],
        diagrams: 0,
      };
      content.pages.push(titlePage);
      const search = content.searches[searchIndex];
      if (search) search.hits += 1;
      else content.searches.push({ word: SEARCH_WORDS[searchIndex]!, hits: 1, opens: titlePage });
    }
  });
}

function bodyPages(content: SiteContent): void {
  content.files["200-bodies/_category_.json"] = category("Bodies", "xss-bodies");
  content.files["200-bodies/pixel.png"] = PIXEL;
  chunks(XSS_VECTORS, VECTORS_PER_BODY_PAGE).forEach((group, index) => {
    const code = `xss-body-${pad(index + 1)}`;
    const blocks = group.flatMap((vector) => bodyPlacements(vector, content.placements));
    const tabs = group.map((vector) => pageTab(vector, content.placements));
    content.files[`200-bodies/${pad(index + 1)}-group.md`] = page(
      { title: `Bodies ${index + 1}`, code, createdAt: "2020-01-01T00:00:00.000Z", tabs },
      ["[[toc]]", ...blocks].join("\n\n"),
    );
    content.placements.add("table of contents");
    content.pages.push({
      path: `/view?path=${code}`,
      sentinels: sentinelsOf(blocks),
      tabSentinels: group.map((vector) => [sentinel(vector, "page-tab")]),
      diagrams: 0,
    });
  });
}

function drawnPages(content: SiteContent): void {
  const { files, pages, placements } = content;
  files["300-drawn/_category_.json"] = category("Formulas and diagrams", "xss-drawn");
  const formulas = formulasPage(XSS_VECTORS, placements);
  files["300-drawn/01-formulas.md"] = page({ title: "Formulas", code: "xss-formulas" }, formulas.join("\n\n"));
  pages.push({ path: "/view?path=xss-formulas", sentinels: sentinelsOf(formulas), tabSentinels: [], diagrams: 0 });

  const diagrams = diagramVectors(XSS_VECTORS, placements);
  files["300-drawn/02-diagrams.md"] = page({ title: "Diagrams", code: "xss-diagrams" }, diagrams.join("\n\n"));
  pages.push({
    path: "/view?path=xss-diagrams",
    sentinels: sentinelsOf(diagrams),
    tabSentinels: [],
    diagrams: diagrams.length / 2,
  });

  chunks(XSS_VECTORS, Math.ceil(XSS_VECTORS.length / DIAGRAM_LABEL_PAGES)).forEach((vectors, index) => {
    const code = `xss-labels-${index + 1}`;
    const blocks = chunks(vectors, LABELS_PER_DIAGRAM).flatMap((labelled) => [
      labelDiagram(labelled, placements),
      sentinel(labelled[0]!, "labels"),
    ]);
    files[`300-drawn/${pad(index + 3)}-labels.md`] = page(
      { title: `Diagram labels ${index + 1}`, code },
      blocks.join("\n\n"),
    );
    pages.push({
      path: `/view?path=${code}`,
      sentinels: sentinelsOf(blocks),
      tabSentinels: [],
      diagrams: blocks.length / 2,
    });
  });
}

/** The site's files and its pages, home first, then the articles in menu order. */
export function xssSiteContent(): SiteContent {
  const content: SiteContent = { files: {}, pages: [], searches: [], placements: new Placements() };
  const [siteName, siteDescription] = [byPurpose("End Title Tag"), byPurpose("Escaping JavaScript Escapes")];
  content.files["rxdocs.json"] = JSON.stringify({ title: siteName.payload, description: siteDescription.payload });
  content.placements.add("site name");
  homePage(content);
  titlePages(content);
  bodyPages(content);
  drawnPages(content);
  return content;
}

export async function startXssSite(): Promise<XssSite> {
  const { files, pages, searches, placements } = xssSiteContent();
  const empty = mkdtempSync(join(tmpdir(), "rxdocs-xss-"));
  const site = await startFolderSite(empty, { extraFiles: files });
  return {
    ...site,
    pages,
    searches,
    placements,
    async stop() {
      await site.stop();
      rmSync(empty, { recursive: true, force: true });
    },
  };
}
