// Compares what `rxdocs import` made of a site with the navigation the site's configuration
// defines: imports the site into a fresh SQLite file with the built CLI, reads the navigation of
// its default version and language as rxdocs' reader for its tool reads it, and checks that every
// page the navigation names is listed in the imported tree, under the sections the navigation
// puts it in, in the navigation's order among its siblings, with the navigation's label where it
// gives one. Prints one line, or the details with --verbose, or JSON with --json.
//
//   npm run build && node scripts/nav-check.mjs <site root> [--verbose] [--json]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { CLI, REPO, runNode } from "./localServer.mjs";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { verbose: { type: "boolean" }, json: { type: "boolean" } },
});
if (positionals.length !== 1) {
  console.error("usage: node scripts/nav-check.mjs <site root> [--verbose] [--json]");
  process.exit(2);
}
const root = resolve(positionals[0]);
const built = (path) => import(pathToFileURL(join(REPO, "packages/server/dist", path)).href);

async function main() {
  const { readSiteDescription } = await built("content/sites/index.js");
  const site = await readSiteDescription(root);
  const slot = site?.slots[0];
  const work = mkdtempSync(join(tmpdir(), "rxdocs-nav-check-"));
  try {
    const db = join(work, "site.db");
    const started = performance.now();
    const { stdout } = await runNode([CLI, "import", root, "--db", db, "--json"]);
    const seconds = (performance.now() - started) / 1000;
    const report = JSON.parse(stdout);
    const tree = await importedTree(db, slot);
    // A page read under another name (Nextra's app/x/page.mdx, MkDocs' x.fr.md) is named by it in the navigation.
    const nameOf = (file) => slot?.pageName?.(file) ?? file;
    const result = slot?.navigation ? compare(slot.navigation.items, tree, nameOf) : undefined;
    const summary = {
      site: root,
      tool: site?.tool ?? "none (folders)",
      pages: report.pages,
      importSeconds: Number(seconds.toFixed(1)),
      warnings: report.warnings.length,
      warningKinds: report.warningGroups.length,
      ...(result && { navigation: result }),
    };
    if (args.json) console.log(JSON.stringify(summary, null, 2));
    else print(summary);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The default slot's menus, as a tree of { name, file, link, listed, children }. */
async function importedTree(db, slot) {
  const { openStorage } = await built("storage/database.js");
  const { listMenus } = await built("storage/menus.js");
  const { listArticles } = await built("storage/articles.js");
  const { findSlotId, listVersions } = await built("storage/slots.js");
  const storage = await openStorage(db);
  try {
    const latest = (await listVersions(storage.db)).find((version) => version.latest === 1);
    const slotId = slot && latest ? await findSlotId(storage.db, latest.name, slot.lang) : undefined;
    const menus = await listMenus(storage.db, slotId);
    const files = new Map((await listArticles(storage.db, slotId)).map((a) => [a.menu_code, a.source_file]));
    const nodes = new Map(
      menus.map((menu) => [
        menu.menu_code,
        {
          name: menu.menu_name,
          file: files.get(menu.menu_code) ?? undefined,
          link: menu.link ?? undefined,
          listed: Number(menu.nav_hidden) === 0,
          sort: Number(menu.sort),
          parent: menu.parent_code,
          children: [],
        },
      ]),
    );
    const roots = [];
    for (const node of nodes.values()) (node.parent === null ? roots : nodes.get(node.parent)?.children)?.push(node);
    const bySort = (list) => {
      list.sort((a, b) => a.sort - b.sort);
      for (const node of list) bySort(node.children);
      return list;
    };
    return bySort(roots);
  } finally {
    await storage.close();
  }
}

/**
 * Walks the navigation and the tree side by side: each page the navigation names must be a listed
 * page of the tree whose sections' names are the navigation's sections' labels (a section the
 * navigation makes from a folder may carry the folder's name), in order among the entries the
 * navigation names, with the navigation's label when it gives one.
 */
function compare(items, tree, nameOf) {
  const places = new Map();
  /** The home page, which the tree has as a link to "/" rather than as a page. */
  const homes = [];
  const walk = (nodes, trail) =>
    nodes.forEach((node, index) => {
      const name = node.file && nameOf(node.file);
      if (name && node.listed && !places.has(name)) places.set(name, { node, trail, index });
      if (node.link === "/") homes.push({ node, trail, index });
      walk(node.children, [...trail, node.name]);
    });
  walk(tree, []);

  const result = { pagesNamed: 0, listed: 0, missing: [], misplaced: [], outOfOrder: [], relabelled: [] };
  const named = new Set();
  const visit = (list, trail) => {
    let lastIndex = -1;
    for (const item of list) {
      if (item.kind === "section") {
        if (item.file) check(item.file, undefined, trail, () => {});
        visit(item.items, [...trail, item.label]);
        continue;
      }
      if (item.kind !== "page" || named.has(item.file)) continue;
      check(item.file, item.label, trail, (place) => {
        if (place.index < lastIndex) result.outOfOrder.push(item.file);
        lastIndex = place.index;
      });
    }
  };
  const check = (file, label, trail, inOrder) => {
    named.add(file);
    result.pagesNamed += 1;
    // The home page is a link to "/" in the tree, where the navigation names it.
    const home = places.has(file) ? undefined : homes.find((found) => found.trail.join(" / ") === trail.join(" / "));
    const place = places.get(file) ?? home;
    if (!place) {
      result.missing.push(file);
      return;
    }
    result.listed += 1;
    const sectionNames = place.trail.slice(-trail.length || undefined);
    if (trail.length > 0 && sectionNames.join(" / ") !== trail.join(" / ")) {
      result.misplaced.push(`${file}: under ${place.trail.join(" / ") || "the top"}, named under ${trail.join(" / ")}`);
    }
    if (label !== undefined && place.node.name !== label) result.relabelled.push(`${file}: "${place.node.name}"`);
    inOrder(place);
  };
  visit(items, []);
  return result;
}

function print(summary) {
  const nav = summary.navigation;
  const matches =
    nav && nav.missing.length + nav.misplaced.length + nav.outOfOrder.length + nav.relabelled.length === 0;
  console.log(
    `${summary.tool}: ${summary.pages} pages in ${summary.importSeconds} s, ${summary.warnings} warnings of ${summary.warningKinds} kinds; ` +
      (nav
        ? `navigation names ${nav.pagesNamed} pages, ${nav.listed} listed; ` +
          `${nav.missing.length} missing, ${nav.misplaced.length} misplaced, ${nav.outOfOrder.length} out of order, ` +
          `${nav.relabelled.length} relabelled: ${matches ? "matches" : "differs"}`
        : "no navigation of its own: folders give the order"),
  );
  if (args.verbose && nav) {
    for (const kind of ["missing", "misplaced", "outOfOrder", "relabelled"]) {
      for (const line of nav[kind]) console.log(`  ${kind}: ${line}`);
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
