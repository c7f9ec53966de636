// The files of hostile docs folders: front matter of every wrong type, YAML that expands without
// end, and _category_.json, rxdocs.json and Docusaurus settings that are not what they say.
import fc from "fast-check";
import { TARGETS, target } from "./hostileNames.js";
import { hostileText, PROTOTYPE_KEYS } from "./hostileValues.js";

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

export const markdown = fc.oneof(
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

export const categoryFile = settingsJson(
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

export const siteFile = settingsJson(
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
export const docusaurusFiles = fc
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
