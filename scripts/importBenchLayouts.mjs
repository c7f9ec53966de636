// The sites of the import benchmark (bench-import.mjs) in each tool's layout: the plain folder's
// pages (importBenchFolder.mjs) under the tool's own files, with a navigation that names every
// page, in sections that follow the folders:
// - MkDocs: mkdocs.yml with docs_dir and a nav of sections;
// - Docusaurus: docusaurus.config.js (the classic preset's docs) and sidebars.js of categories;
// - VitePress: .vitepress/config.mts with a sidebar of groups;
// - Mintlify: docs.json with navigation groups, nested by folder.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { writeBenchFolder } from "./importBenchFolder.mjs";

export const LAYOUTS = ["MkDocs", "Docusaurus", "VitePress", "Mintlify"];

/**
 * Writes the site of `size` pages in `layout` under `root`; answers what writeBenchFolder does,
 * with the pages' paths from the root.
 */
export function writeBenchLayout(root, layout, size) {
  const pagesDir = layout === "MkDocs" || layout === "Docusaurus" ? "docs" : "";
  const written = writeBenchFolder(join(root, pagesDir), size);
  const tree = folderTree(written.pages);
  const write = (file, text) => {
    mkdirSync(posix.dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  if (layout === "MkDocs") write("mkdocs.yml", mkdocsConfig(tree));
  if (layout === "Docusaurus") {
    write("docusaurus.config.js", DOCUSAURUS_CONFIG);
    write("sidebars.js", `export default ${JSON.stringify({ docs: docusaurusItems(tree) }, null, 1)};\n`);
  }
  if (layout === "VitePress") write(".vitepress/config.mts", vitepressConfig(tree));
  if (layout === "Mintlify") write("docs.json", mintlifyConfig(tree));
  return { ...written, pages: written.pages.map((page) => posix.join(pagesDir, page)) };
}

/** The pages by folder: `{ pages: [path], folders: Map<name, subtree> }`, in the order written. */
function folderTree(pages) {
  const root = { pages: [], folders: new Map() };
  for (const page of pages) {
    const parts = page.split("/");
    let node = root;
    for (const folder of parts.slice(0, -1)) {
      if (!node.folders.has(folder)) node.folders.set(folder, { pages: [], folders: new Map() });
      node = node.folders.get(folder);
    }
    node.pages.push(page);
  }
  return root;
}

const label = (name) => name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]/g, " ");
const withoutExtension = (page) => page.replace(/\.mdx?$/, "");

function mkdocsConfig(tree) {
  const lines = ["site_name: Bench", "docs_dir: docs", "markdown_extensions:", "  - admonition", "nav:"];
  const walk = (node, indent) => {
    for (const page of node.pages) lines.push(`${indent}- ${page}`);
    for (const [name, folder] of node.folders) {
      lines.push(`${indent}- ${JSON.stringify(label(name))}:`);
      walk(folder, `${indent}    `);
    }
  };
  walk(tree, "  ");
  return `${lines.join("\n")}\n`;
}

const DOCUSAURUS_CONFIG = `export default {
  title: "Bench",
  url: "https://bench.example.com",
  baseUrl: "/",
  presets: [["classic", { docs: { path: "docs", sidebarPath: "./sidebars.js" }, blog: false }]],
};
`;

function docusaurusItems(node) {
  return [
    ...node.pages.map(withoutExtension),
    ...[...node.folders].map(([name, folder]) => ({
      type: "category",
      label: label(name),
      items: docusaurusItems(folder),
    })),
  ];
}

function vitepressConfig(tree) {
  const items = (node) => [
    ...node.pages.map((page) => ({
      text: label(posix.basename(withoutExtension(page))),
      link: `/${withoutExtension(page)}`,
    })),
    ...[...node.folders].map(([name, folder]) => ({ text: label(name), collapsed: true, items: items(folder) })),
  ];
  // Written compactly: the configuration of 20,000 pages stays under the size a reader takes.
  const sidebar = JSON.stringify(items(tree));
  return `import { defineConfig } from "vitepress";\n\nexport default defineConfig({\n  title: "Bench",\n  themeConfig: {\n    sidebar: ${sidebar},\n  },\n});\n`;
}

function mintlifyConfig(tree) {
  const pages = (node) => [
    ...node.pages.map(withoutExtension),
    ...[...node.folders].map(([name, folder]) => ({ group: label(name), pages: pages(folder) })),
  ];
  const groups = [
    ...(tree.pages.length > 0 ? [{ group: "Home", pages: tree.pages.map(withoutExtension) }] : []),
    ...[...tree.folders].map(([name, folder]) => ({ group: label(name), pages: pages(folder) })),
  ];
  return `${JSON.stringify({ $schema: "https://mintlify.com/docs.json", theme: "mint", name: "Bench", navigation: { groups } }, null, 1)}\n`;
}
