// The site of the versions benchmark (bench-versions.mjs): the reader bench's corpus, changed
// from one version to the next as authors change docs (a paragraph rewritten in 5% of the pages,
// a few pages added and removed), from a fixed seed, and the queries searched in it.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export const CHANGED_SHARE = 0.05;
/** Timed queries of each kind; each is asked once, as the server keeps the answers it gave. */
export const QUERIES = { word: 40, rare: 50, prefix: 40, "two words": 35, phrase: 35 };
export const WARM_UP_PER_KIND = 6;

/** The corpus generator's folder: its pages, each with the rare word only it has. */
export function writeCorpus(generator, size, folder) {
  execFileSync(process.execPath, [generator, String(size), folder], { stdio: "ignore" });
  const manifest = JSON.parse(readFileSync(join(folder, "manifest.json"), "utf8"));
  const dir = join(folder, "site");
  const pages = manifest.articles.map(({ rel, word }) => ({ rel, word }));
  const bytes = sum(pages.map((page) => readFileSync(join(dir, page.rel)).length));
  return { dir, pages, bytes, changes: { edited: 0, added: 0, removed: 0 } };
}

/** Turns the folder into the next version: pages removed, then paragraphs rewritten, then pages added. */
export function changeVersion(site, version, random, churn) {
  // A page whose rare word is searched for stays, so that every version can find it.
  const removable = site.pages.filter((page) => !page.searched);
  for (const page of random.sample(removable, churn)) {
    rmSync(join(site.dir, page.rel));
    site.pages.splice(site.pages.indexOf(page), 1);
    site.changes.removed += 1;
  }
  for (const page of random.sample(site.pages, Math.round(site.pages.length * CHANGED_SHARE))) {
    const file = join(site.dir, page.rel);
    writeFileSync(file, rewriteParagraph(readFileSync(file, "utf8"), random));
    site.changes.edited += 1;
  }
  for (let n = 1; n <= churn; n++) {
    site.pages.push(addPage(site, random.pick(site.pages), `b${version}x${n}`, random));
    site.changes.added += 1;
  }
}

/**
 * One paragraph of the page written anew from its own words, as an author edits a page. Its last
 * sentence stays: it holds the page's rare word or its link.
 */
function rewriteParagraph(text, random) {
  const blocks = text.split("\n\n");
  // Paragraphs begin with a capital; front matter, headings, lists, tables and code do not.
  const at = random.pick(blocks.flatMap((block, index) => (/^[A-Z]/.test(block) ? [index] : [])));
  const sentences = blocks[at].split(/(?<=\.) /);
  const words = blocks[at].toLowerCase().match(/[a-z]+/g);
  const sentence = () => {
    const chosen = Array.from({ length: random.int(8, 18) }, () => random.pick(words)).join(" ");
    return `${chosen[0].toUpperCase()}${chosen.slice(1)}.`;
  };
  const fresh = Array.from({ length: Math.max(1, sentences.length - 1) }, sentence);
  blocks[at] = [...fresh, sentences.at(-1)].join(" ");
  return blocks.join("\n\n");
}

/** A new page beside `model`, made from it: a title and code of its own, two paragraphs rewritten. */
function addPage(site, model, code, random) {
  const rel = join(dirname(model.rel), `${code}.md`);
  const title = `New ${random.pick(site.commonWords)} ${code}`;
  const text = readFileSync(join(site.dir, model.rel), "utf8")
    .replace(/^title: .*$/m, `title: "${title}"`)
    .replace(/^code: .*$/m, `code: ${code}`)
    .replace(/^# .*$/m, `# ${title}`);
  writeFileSync(join(site.dir, rel), rewriteParagraph(rewriteParagraph(text, random), random));
  return { rel, word: model.word };
}

/**
 * Distinct queries taken from the first version's prose, a few of each kind to warm up and then
 * the timed ones: common words, the one rare word of a page, prefixes of both, two words, phrases.
 */
export function buildQueries(site, random) {
  const prose = [];
  const frequency = new Map();
  for (const page of site.pages) {
    for (const block of readFileSync(join(site.dir, page.rel), "utf8").split("\n\n")) {
      if (!/^[A-Z]/.test(block)) continue;
      const text = block.replace(/\]\([^)]*\)/g, "]"); // a link's address is not prose
      prose.push(text);
      for (const word of text.toLowerCase().match(/[a-z]+/g)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  // Words found more often than there are pages, the vocabulary every page is written in.
  site.commonWords = [...frequency].filter(([word, n]) => word.length >= 4 && n >= site.pages.length).map(([w]) => w);
  const rarePage = () => {
    const page = random.pick(site.pages);
    page.searched = true;
    return page;
  };
  const make = {
    word: () => random.pick(site.commonWords),
    rare: () => rarePage().word,
    prefix: () =>
      random.chance(0.5)
        ? rarePage().word.slice(0, random.int(5, 7))
        : random.pick(site.commonWords).slice(0, random.int(3, 4)),
    "two words": () => `${random.pick(site.commonWords)} ${random.pick(site.commonWords)}`,
    phrase: () => {
      // Words next to each other in a sentence, with no number, code or punctuation between.
      const tokens = random.pick(random.pick(prose).split(". ")).toLowerCase().split(" ");
      const length = random.int(2, 3);
      const start = random.int(0, Math.max(0, tokens.length - length));
      const words = tokens.slice(start, start + length);
      return words.length === length && words.every((word) => /^[a-z]+$/.test(word)) ? `"${words.join(" ")}"` : "";
    },
  };
  const asked = new Set();
  const take = (kind, wanted) => {
    const queries = [];
    for (let attempt = 0; queries.length < wanted && attempt < 100 * wanted; attempt++) {
      const keyword = make[kind]();
      if (!keyword || asked.has(keyword)) continue;
      asked.add(keyword);
      queries.push({ kind, keyword });
    }
    return queries;
  };
  const warmUp = Object.keys(QUERIES).flatMap((kind) => take(kind, WARM_UP_PER_KIND));
  const timed = Object.entries(QUERIES).flatMap(([kind, wanted]) => take(kind, wanted));
  return { warmUp, timed };
}

/** A small deterministic generator (the LCG of the corpus), with the draws this script makes. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const int = (low, high) => low + Math.floor(next() * (high - low + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  /** `n` distinct items of the list, in random order. */
  const sample = (list, n) => {
    const copy = [...list];
    for (let i = 0; i < Math.min(n, copy.length); i++) {
      const j = int(i, copy.length - 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  };
  return { int, pick, chance, sample };
}

const sum = (values) => values.reduce((total, value) => total + value, 0);
