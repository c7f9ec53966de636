// Docs folders written to hurt the importer: front matter of every wrong type, YAML that
// expands without end, _category_.json and rxdocs.json that are not what they say, file names
// that hide what they are (line breaks, direction overrides, zero-width characters, the two
// Unicode forms of one name, very long, very deep), links and images that climb out of the
// folder, and symbolic links that point out of it, to files whose words must never be stored.
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { hostileText, PROTOTYPE_KEYS } from "./hostileValues.js";

/** A word only the files outside the folder hold: finding it in the database means they were read. */
export const OUTSIDE_WORD = "zqxoutsideword";

/** Files beside the imported folder, which links and symbolic links point at. */
export const OUTSIDE_FILES: Record<string, string> = {
  "secret.md": `---\ntitle: ${OUTSIDE_WORD}\n---\n\n# ${OUTSIDE_WORD}\n\n${OUTSIDE_WORD} page.\n`,
  "secret.png": `${OUTSIDE_WORD} bytes\n`,
  "rxdocs.json": JSON.stringify({ title: OUTSIDE_WORD, description: OUTSIDE_WORD }),
  "_category_.json": JSON.stringify({ label: OUTSIDE_WORD }),
  "versions.json": JSON.stringify([OUTSIDE_WORD]),
  "docusaurus.config.js": `export default { i18n: { defaultLocale: "${OUTSIDE_WORD}" } };\n`,
  "docs/page.md": `# ${OUTSIDE_WORD}\n\n${OUTSIDE_WORD}.\n`,
  "docs/_category_.json": JSON.stringify({ label: OUTSIDE_WORD }),
};

export interface FolderSpec {
  files: { path: string; content: string }[];
  /** Symbolic links: where, and what they point at (relative to the folder's parent, or absolute). */
  links: { path: string; target: string }[];
}

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

const EXTENSIONS = [".md", ".md", ".md", ".mdx", ".MD", "", ".png", ".json"];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const name = fc
  .oneof(
    { weight: 6, arbitrary: fc.constantFrom("a", "b", "guide", "setup", "01-intro", "notes") },
    { weight: 3, arbitrary: fc.constantFrom(...NAMES) },
    { weight: 1, arbitrary: hostileText(40) },
  )
  // A lone surrogate cannot be written to a file name: the file system would get U+FFFD instead.
  .map((text) => text.replace(/[/\0]/g, "").slice(0, 200).replace(LONE_SURROGATE, "\ufffd") || "x");

const folderPath = fc.oneof(
  { weight: 4, arbitrary: fc.array(name, { maxLength: 3 }).map((names) => names.join("/")) },
  // Deep enough to find recursion, shallow enough to stay under PATH_MAX.
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 70 }).map((depth) => Array(depth).fill("d").join("/")) },
);

/** Where links and images may point: out of the folder, every way it can be written, and at the links below. */
const TARGETS = [
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

const target = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TARGETS) },
  { weight: 1, arbitrary: hostileText(40).map((text) => text.replace(/[()\s]/g, "")) },
);

/** YAML values for a front matter key: every type, edge dates, tags, aliases, huge and deep values. */
const YAML_VALUES = [
  '"text"',
  "123",
  "-1",
  "0",
  "1.5",
  ".inf",
  "-.inf",
  ".nan",
  "1e400",
  "0x1F",
  "0o17",
  "null",
  "~",
  "true",
  "yes",
  "off",
  "[1, 2]",
  "{a: 1}",
  "[]",
  "{}",
  "2024-01-31",
  "2024-02-30",
  "2024-13-01",
  "0000-00-00",
  "0001-01-01",
  "9999-12-31T23:59:59-23:59",
  "2024-01-01T25:00:00Z",
  '"2024-02-29T12:00:00+14:00"',
  '"99999-01-01"',
  "!!binary aGVsbG8=",
  '!!js/function "function () { return 1 }"',
  "!!js/undefined ''",
  "!!set {a, b}",
  "!!omap [a: 1]",
  "!!timestamp 2001-12-14",
  "!!str 12",
  "!!int '1'",
  "*undefined_alias",
  "&anchor value",
  '"\\u202Eevil"',
  "'a\nb'",
  "|\n  multi\n  line",
  "published",
  "draft",
  "public",
  "hidden",
  "restricted",
  "intro",
  "guide",
  "a-b_c",
  "-x",
  '"code with spaces"',
  `"${"x".repeat(200)}"`,
];

const yamlValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...YAML_VALUES) },
  { weight: 2, arbitrary: hostileText(60).map((text) => JSON.stringify(text)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 3000 }).map((depth) => `${"[".repeat(depth)}1${"]".repeat(depth)}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000 }).map((length) => JSON.stringify("y".repeat(length))) },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom("label", "md", "file", "x"),
          fc.oneof(fc.constantFrom(...TARGETS), fc.constantFrom('""', "1", "x", "[]")),
        ),
        {
          maxLength: 3,
        },
      )
      .map((fields) => `[{${fields.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(", ")}}]`),
  },
);

const FRONT_MATTER_KEYS = [
  "title",
  "code",
  "order",
  "sidebar_position",
  "sidebar_label",
  "status",
  "draft",
  "visibility",
  "createdAt",
  "updatedAt",
  "date",
  "last_update",
  "tabs",
  "id",
  "slug",
  "layout",
  "hero",
  "features",
  "<<",
];

/** Front matter that expands far beyond its size: each alias doubles (or more) the one before. */
const yamlBomb = fc.tuple(fc.integer({ min: 8, max: 40 }), fc.integer({ min: 2, max: 9 })).map(([levels, fan]) => {
  const lines = ['a0: &a0 ["lol"]'];
  for (let level = 1; level < levels; level++) {
    lines.push(
      `a${level}: &a${level} [${Array(fan)
        .fill(`*a${level - 1}`)
        .join(", ")}]`,
    );
  }
  return lines.join("\n");
});

/** The home page's VitePress front matter, with its links out of the folder. */
const homeFrontMatter = fc
  .tuple(target, target, target)
  .map(
    ([image, action, feature]) =>
      `layout: home\nhero:\n  name: X\n  image: ${JSON.stringify(image)}\n  actions:\n    - text: Go\n      link: ${JSON.stringify(action)}\nfeatures:\n  - title: F\n    link: ${JSON.stringify(feature)}`,
  );

const frontMatter = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...FRONT_MATTER_KEYS), fc.constantFrom(...PROTOTYPE_KEYS)), yamlValue), {
        maxLength: 6,
      })
      .map((entries) => entries.map(([key, value]) => `${key}: ${value}`).join("\n")),
  },
  { weight: 1, arbitrary: yamlBomb },
  { weight: 1, arbitrary: homeFrontMatter },
  { weight: 1, arbitrary: hostileText(200) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("a: &a\n  b: *a", "<<: [*x]", "? [a, b]\n: c", "- a\n- b", "key: [unclosed"),
  },
);

/** `---js` would run code in gray-matter; other languages it does not know. */
const opening = fc.constantFrom(
  "---",
  "---",
  "---",
  "---",
  "---js",
  "---javascript",
  "---coffee",
  "--- yaml",
  "---json",
);

const body = fc
  .array(
    fc.oneof(
      target.map((to) => `[link](${to})`),
      target.map((to) => `![image](${to})`),
      target.map((to) => `<img src="${to}">`),
      target.map((to) => `[ref]: ${to}`),
      fc.constantFrom(
        "# Title",
        "## Heading",
        "```js\nconsole.log(1)\n```",
        ":::tip\nx\n:::",
        "$$x^2$$",
        "<Tabs>",
        "import X from './x'",
        "{/* mdx */}",
        "<script>alert(1)</script>",
      ),
      hostileText(120),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join("\n\n"));

/**
 * Front matter every field of which is usable, with text of any kind in it: such pages import,
 * so that what is stored is checked too, not only what is refused.
 */
const usableFrontMatter = fc
  .record(
    {
      title: hostileText(80).map((text) => JSON.stringify(text)),
      sidebar_label: hostileText(40).map((text) => JSON.stringify(text)),
      order: fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      status: fc.constantFrom("published", "draft"),
      visibility: fc.constantFrom("public", "hidden", "restricted"),
      createdAt: fc
        .date({ min: new Date("0001-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
        .map((date) => JSON.stringify(date.toISOString())),
      tabs: fc
        .array(fc.tuple(hostileText(20), hostileText(80)), { maxLength: 3 })
        .map(
          (tabs) =>
            `[${tabs.map(([label, md]) => `{label: ${JSON.stringify(`t${label}`)}, md: ${JSON.stringify(md)}}`).join(", ")}]`,
        ),
    },
    { requiredKeys: [] },
  )
  .map((fields) =>
    Object.entries(fields)
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n"),
  );

const markdown = fc.oneof(
  { weight: 1, arbitrary: body },
  { weight: 2, arbitrary: fc.tuple(usableFrontMatter, body).map(([matter, text]) => `---\n${matter}\n---\n\n${text}`) },
  {
    weight: 2,
    arbitrary: fc.tuple(opening, frontMatter, body).map(([open, matter, text]) => `${open}\n${matter}\n---\n\n${text}`),
  },
);

/** JSON settings files: objects with fields of every type, or text that is not JSON at all. */
function settingsJson(
  fields: Record<string, fc.Arbitrary<unknown>>,
  usable: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<string> {
  const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileText(60), fc.constantFrom(...TARGETS));
  const written = (entries: [string, unknown][]) =>
    `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item) ?? "null"}`).join(", ")}}`;
  const usableObject = fc.record(usable, { requiredKeys: [] }).map((known) => written(Object.entries(known)));
  const object = fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText(20)), value, { maxKeys: 3 }),
    )
    .map(([known, unknown]) => written([...Object.entries(known), ...Object.entries(unknown)]));
  return fc.oneof(
    { weight: 5, arbitrary: usableObject },
    { weight: 3, arbitrary: object },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "{ not json",
        "{\n  bad\n}",
        "x\ny",
        "[1,\n2,]",
        "",
        "null",
        "[]",
        '"text"',
        "1",
        "\uFEFF{}",
        "{}{}",
      ),
    },
    { weight: 1, arbitrary: hostileText(100) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 100_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
    },
  );
}

/** Mostly text (which string fields take, whatever it holds), sometimes any other JSON value. */
const anyJson = fc.oneof(
  { weight: 3, arbitrary: hostileText(60) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const categoryFile = settingsJson(
  {
    label: anyJson,
    position: fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(1e308, -1, "1", null)),
    code: fc.oneof(fc.constantFrom("secret", "intro", "guide", "a b", ""), fc.jsonValue({ maxDepth: 1 })),
    visibility: fc.oneof(fc.constantFrom("public", "hidden", "restricted", "HIDDEN"), fc.jsonValue({ maxDepth: 1 })),
    link: fc.oneof(
      fc.constantFrom(
        { type: "doc", id: "intro" },
        { type: "doc" },
        { type: "generated-index", title: 1 },
        { type: "x" },
      ),
      anyJson,
    ),
  },
  {
    label: hostileText(60),
    position: fc.double({ noNaN: true, noDefaultInfinity: true }),
    visibility: fc.constantFrom("public", "hidden", "restricted"),
  },
);

const siteFile = settingsJson(
  {
    title: anyJson,
    description: anyJson,
    editUrl: fc.oneof(
      fc.constantFrom("https://example.com/{path}", "javascript:{path}", "https://x y/{path}"),
      anyJson,
    ),
    logo: fc.oneof(fc.constantFrom(...TARGETS), anyJson),
    lang: fc.oneof(fc.constantFrom("en", "zh-CN", "x", "en\nfr"), anyJson),
    locales: fc.oneof(
      fc.constantFrom(
        { root: { lang: "en" }, zh: { lang: "zh-CN" } },
        { root: { lang: "en" }, outdir: { lang: "fr" } },
        { "..": { lang: "fr" } },
        { "/": {} },
        { "a/b": { lang: "fr" } },
        { "a\nb": { lang: "fr" } },
        JSON.parse('{"__proto__": {"lang": "fr"}}'),
        { root: "x" },
        { zh: { lang: "not a tag" } },
        { docs: {} },
      ),
      anyJson,
    ),
  },
  {
    title: hostileText(60),
    description: hostileText(200),
    editUrl: fc.constantFrom("https://example.com/edit/{path}"),
    lang: fc.constantFrom("en", "fr", "zh-CN"),
    locales: fc.constantFrom({ root: { lang: "en" } }),
  },
);

/** Docusaurus' layout: a config, versions.json and the folders they name. */
const docusaurusFiles = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom("en", "fr", "zh-CN", "x\ny", "../..", "") },
      { weight: 1, arbitrary: hostileText(20) },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('["1.0"]', '["1.0", "2.x"]', "[]") },
      { weight: 2, arbitrary: fc.constantFrom('["../x"]', "[1]", "{}", "not json", '["a\\nb"]') },
      { weight: 1, arbitrary: hostileText(40) },
    ),
    fc.boolean(),
  )
  .map(([locale, versions, translated]) => [
    {
      path: "docusaurus.config.js",
      content: `export default { i18n: { defaultLocale: ${JSON.stringify(locale)} } };\n`,
    },
    { path: "docs/intro.md", content: "# Intro\n" },
    { path: "versions.json", content: versions },
    { path: "versioned_docs/version-1.0/intro.md", content: "# Old intro\n" },
    ...(translated
      ? [{ path: "i18n/fr/docusaurus-plugin-content-docs/current/intro.md", content: "# Intro (fr)\n" }]
      : []),
  ]);

/** Where symbolic links go and what they point at: files and folders outside, loops, nothing. */
const link = fc.record({
  at: fc.oneof(
    fc.constantFrom(
      "out.png",
      "out.md",
      "outdir",
      "rxdocs.json",
      "docs",
      "zh",
      "static",
      "versioned_docs",
      "versions.json",
    ),
    fc.constantFrom("docusaurus.config.js", "index.md", "loop", "static/out.png", "guide/_category_.json", "i18n/fr"),
    fc
      .tuple(folderPath, fc.constantFrom("out.png", "out.md", "outdir", "_category_.json"))
      .map(([dir, file]) => (dir ? `${dir}/${file}` : file)),
  ),
  target: fc.constantFrom(
    "outside",
    "outside/secret.md",
    "outside/secret.png",
    "outside/rxdocs.json",
    "outside/_category_.json",
    "outside/versions.json",
    "outside/docs",
    "outside/docusaurus.config.js",
    "/etc/passwd",
    "/etc",
    ".",
    "..",
    "nowhere",
  ),
});

/** `value` in `inWeight` cases out of `inWeight + outWeight`, else undefined. */
function sometimes<T>(value: fc.Arbitrary<T>, inWeight: number, outWeight: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: outWeight, arbitrary: fc.constant(undefined) }, { weight: inWeight, arbitrary: value });
}

export const hostileFolder: fc.Arbitrary<FolderSpec> = fc
  .tuple(
    fc.array(
      fc.tuple(folderPath, name, fc.constantFrom(...EXTENSIONS), markdown).map(([dir, file, extension, content]) => ({
        path: `${dir ? `${dir}/` : ""}${file}${extension}`,
        content,
      })),
      { maxLength: 6 },
    ),
    // The root's own page: the home page, where front matter is kept whole.
    sometimes(markdown, 3, 2),
    fc.array(fc.tuple(folderPath, categoryFile), { maxLength: 2 }),
    sometimes(siteFile, 1, 2),
    sometimes(docusaurusFiles, 1, 5),
    fc.oneof(fc.constant([]), fc.array(link, { maxLength: 3 })),
    // The same name in both Unicode forms, which some file systems take for one file and others for two.
    fc.boolean().chain((twins) => (twins ? fc.boolean() : fc.constant(false))),
  )
  .map(([pages, home, categories, site, docusaurus, links, twins]) => ({
    files: [
      ...pages,
      ...(home === undefined ? [] : [{ path: "index.md", content: home }]),
      ...categories.map(([dir, content]) => ({ path: `${dir ? `${dir}/` : ""}_category_.json`, content })),
      ...(site === undefined ? [] : [{ path: "rxdocs.json", content: site }]),
      ...(docusaurus ?? []),
      ...(twins
        ? [
            { path: "caf\u00e9.md", content: "---\ntitle: NFC\n---\n" },
            { path: "cafe\u0301.md", content: "---\ntitle: NFD\n---\n" },
          ]
        : []),
    ],
    links: links.map(({ at, target: to }) => ({ path: at, target: to })),
  }));

/**
 * Writes the folder at `root`, its links pointing into `outside` beside it. What the file
 * system refuses (a name too long, a file where a folder must go) is left out.
 * @returns the relative paths written, files, folders and links.
 */
export function writeFolder(root: string, outside: string, spec: FolderSpec): Set<string> {
  mkdirSync(root, { recursive: true });
  for (const file of spec.files) {
    try {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.content);
    } catch {
      // The file system refused it (a name too long, a file where a folder goes): left out.
    }
  }
  for (const { path, target } of spec.links) {
    const to = target.startsWith("outside") ? join(outside, "..", target) : target;
    try {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      symlinkSync(to, join(root, path));
    } catch {
      // A file or folder is there already.
    }
  }
  // What is on disk, rather than what was asked for: a refused name may leave its parents behind.
  return pathsUnder(root);
}

/** Every file, folder and link below `root`, by "/"-separated relative path; links are not followed. */
function pathsUnder(root: string, prefix = "", paths = new Set<string>()): Set<string> {
  for (const entry of readdirSync(join(root, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    paths.add(path);
    if (entry.isDirectory()) pathsUnder(root, path, paths);
  }
  return paths;
}

/** Writes the files outside the folder that links and symbolic links point at. */
export function writeOutsideFiles(outside: string): void {
  for (const [path, content] of Object.entries(OUTSIDE_FILES)) {
    mkdirSync(dirname(join(outside, path)), { recursive: true });
    writeFileSync(join(outside, path), content);
  }
}
