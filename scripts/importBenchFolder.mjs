// The folder of the import benchmark (bench-import.mjs): the search benchmark's generated site
// written as Markdown files in folders, an image on every tenth page and a link to the next page
// on every page. It comes from a fixed seed, so every run imports the same text.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { generateSite } from "./searchBenchSite.mjs";

/** Writes the generated site as a folder: folders, pages, and a small PNG for every tenth page. */
export function writeBenchFolder(folder, size) {
  const site = generateSite(size, 0x1a9 + size);
  const paths = new Map(site.menus.map((menu) => [menu.menuCode, menu.sourcePath]));
  let bytes = 0;
  let images = 0;
  const pages = [];
  for (const menu of site.menus) if (menu.menuType === 1) mkdirSync(join(folder, menu.sourcePath), { recursive: true });
  site.articles.forEach((article, index) => {
    const path = paths.get(article.menuCode);
    const from = posix.dirname(path);
    let text = article.articleMd;
    if (index % 10 === 0) {
      const image = `images/${article.menuCode}.svg`;
      mkdirSync(join(folder, from, "images"), { recursive: true });
      const svg = solidSvg(16 + (index % 200), 9 + (index % 100), index);
      writeFileSync(join(folder, from, image), svg);
      bytes += svg.length;
      images += 1;
      text += `\n![Figure of ${article.articleTitle}](./${image})\n`;
    }
    const next = site.articles[index + 1];
    if (next) text += `\nNext: [${next.articleTitle}](${posix.relative(from, paths.get(next.menuCode))})\n`;
    writeFileSync(join(folder, path), text);
    bytes += Buffer.byteLength(text);
    pages.push(path);
  });
  return { pages, images, bytes };
}
/** An SVG of one colour: distinct bytes for each seed, and a size the import reads. */
function solidSvg(width, height, seed) {
  const colour = (seed * 2654435761) % 0xffffff;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#${colour.toString(16).padStart(6, "0")}"/></svg>\n`;
}
