// Names and addresses for hostile docs folders: file names that hide what they are (line breaks,
// direction overrides, zero-width characters, very long, very deep) and link targets that climb
// out of the folder.
import fc from "fast-check";
import { hostileText } from "./hostileValues.js";

/** Names a file or folder may take; none holds "/" or NUL, which no file name can. */
const NAMES = [
  "a",
  "guide",
  "01-intro",
  "02_setup",
  "2021-08-26-post",
  "99999999999999999999-big",
  "intro",
  "index",
  "README",
  "caf\u00e9",
  "cafe\u0301",
  "\u202Egnp",
  "a\u200Bb",
  "\uFEFFbom",
  "\u2126hm",
  "\u03A9hm",
  "中文",
  "\u{1F600}",
  "a\nb",
  "a\rb",
  "-rf",
  "--db",
  " space ",
  "tab\t",
  "q?",
  "h#ash",
  "p%2e%2e",
  "..x",
  "back\\slash",
  'quote"',
  "<gt>",
  "dot.",
  "...",
  "x".repeat(200),
  "_partial",
  ".hidden",
  "node_modules",
  "static",
  "public",
  "img",
  "docs",
  "zh",
];

export const EXTENSIONS = [".md", ".md", ".md", ".mdx", ".MD", "", ".png", ".json"];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const name = fc
  .oneof(
    { weight: 6, arbitrary: fc.constantFrom("a", "b", "guide", "setup", "01-intro", "notes") },
    { weight: 3, arbitrary: fc.constantFrom(...NAMES) },
    { weight: 1, arbitrary: hostileText(40) },
  )
  // A lone surrogate cannot be written to a file name: the file system would get U+FFFD instead.
  .map((text) => text.replace(/[/\0]/g, "").slice(0, 200).replace(LONE_SURROGATE, "\ufffd") || "x");

export const folderPath = fc.oneof(
  { weight: 4, arbitrary: fc.array(name, { maxLength: 3 }).map((names) => names.join("/")) },
  // Deep enough to find recursion, shallow enough to stay under PATH_MAX.
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 70 }).map((depth) => Array(depth).fill("d").join("/")) },
);

/** Where links and images may point: out of the folder, every way it can be written, and at the links below. */
export const TARGETS = [
  ...[1, 2, 3, 4, 6, 8].map((up) => `${"../".repeat(up)}outside/secret.png`),
  ...[1, 2, 3, 5].map((up) => `${"../".repeat(up)}outside/secret.md`),
  "%2e%2e/outside/secret.png",
  "..%2foutside%2fsecret.png",
  "/../outside/secret.png",
  "/../../outside/secret.md",
  "/outside/secret.png",
  "/etc/passwd",
  "file:///etc/passwd",
  "\\..\\outside\\secret.png",
  "..\\..\\outside\\secret.png",
  "out.png",
  "out.md",
  "outdir/secret.png",
  "outdir/secret.md",
  "/static/out.png",
  "static/out.png",
  "a.md#frag",
  "a.md?q=1",
  "",
  "#",
  "./",
  "..",
  "/",
  "%00",
  "%zz",
  "//evil.example/x.png",
  "javascript:alert(1)",
  `${"a/".repeat(600)}x.png`,
  "img/\u202Egnp.png",
];

export const target = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TARGETS) },
  { weight: 1, arbitrary: hostileText(40).map((text) => text.replace(/[()\s]/g, "")) },
);
