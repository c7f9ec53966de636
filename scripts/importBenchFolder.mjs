// The folder of the import benchmark (bench-import.mjs): the search benchmark's generated site
// written as Markdown files in folders, an image on every tenth page and a link to the next page
// on every page. It comes from a fixed seed, so every run imports the same text.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { crc32, deflateSync } from "node:zlib";
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
      const image = `images/${article.menuCode}.png`;
      mkdirSync(join(folder, from, "images"), { recursive: true });
      const png = solidPng(16 + (index % 200), 9 + (index % 100), index);
      writeFileSync(join(folder, from, image), png);
      bytes += png.length;
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

/** A PNG of one colour: real image data, distinct bytes for each seed. */
function solidPng(width, height, seed) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([seed & 255, (seed >> 8) & 255, (seed >> 16) & 255], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
