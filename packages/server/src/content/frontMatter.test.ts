import { ARTICLE_STATUS_DRAFT, ARTICLE_STATUS_PUBLISHED } from "@rxdocs/contract";
import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "./frontMatter.js";

const withFrontMatter = (yaml: string, body = "Body\n"): string => `---\n${yaml}\n---\n${body}`;

describe("parseMarkdownFile: keys", () => {
  it("reads every key of its own", () => {
    const parsed = parseMarkdownFile(
      withFrontMatter(
        [
          "title: Getting started",
          "code: start",
          "order: 3",
          "status: draft",
          "visibility: restricted",
          'createdAt: "2024-01-01T00:00:00Z"',
          "updatedAt: 2024-02-03",
          "tabs:",
          "  - label: curl",
          "    md: curl it",
          "  - label: File",
          "    file: _tabs/a.md",
        ].join("\n"),
      ),
    );
    expect(parsed.reasons).toEqual([]);
    expect(parsed.frontMatter).toEqual({
      title: "Getting started",
      code: "start",
      order: 3,
      status: ARTICLE_STATUS_DRAFT,
      visibility: "restricted",
      createdAt: "2024-01-01T00:00:00.000Z",
      updatedAt: "2024-02-03T00:00:00.000Z",
      tabs: [
        { label: "curl", md: "curl it" },
        { label: "File", file: "_tabs/a.md" },
      ],
    });
  });

  it("defaults to published, public, no tabs, nothing else set", () => {
    const parsed = parseMarkdownFile("# Just a body\n");
    expect(parsed.reasons).toEqual([]);
    expect(parsed.frontMatter).toEqual({ status: ARTICLE_STATUS_PUBLISHED, visibility: "public", tabs: [] });
    expect(parsed.body).toBe("# Just a body\n");
  });

  it("reads Docusaurus keys: sidebar_position, sidebar_label, draft", () => {
    const parsed = parseMarkdownFile(withFrontMatter("sidebar_position: 4\nsidebar_label: Short\ndraft: true"));
    expect(parsed.reasons).toEqual([]);
    expect(parsed.frontMatter).toMatchObject({ order: 4, menuName: "Short", status: ARTICLE_STATUS_DRAFT });
  });

  it("prefers order over sidebar_position", () => {
    expect(parseMarkdownFile(withFrontMatter("order: 1\nsidebar_position: 9")).frontMatter?.order).toBe(1);
  });

  it("keeps a page published with draft: false, and a draft with status: draft", () => {
    expect(parseMarkdownFile(withFrontMatter("draft: false")).frontMatter?.status).toBe(ARTICLE_STATUS_PUBLISHED);
    expect(parseMarkdownFile(withFrontMatter("status: published")).frontMatter?.status).toBe(ARTICLE_STATUS_PUBLISHED);
    expect(parseMarkdownFile(withFrontMatter("status: published\ndraft: true")).frontMatter?.status).toBe(
      ARTICLE_STATUS_DRAFT,
    );
  });

  it("ignores keys it does not know, such as Docusaurus' and VitePress'", () => {
    const parsed = parseMarkdownFile(withFrontMatter("slug: /x\ntags: [a, b]\nlayout: home\nhero: { name: X }"));
    expect(parsed.reasons).toEqual([]);
  });

  it("treats an empty value like a missing key", () => {
    const parsed = parseMarkdownFile(withFrontMatter("title:\norder:\nvisibility:"));
    expect(parsed.reasons).toEqual([]);
    expect(parsed.frontMatter).toMatchObject({ title: undefined, order: undefined, visibility: "public" });
  });
});

describe("parseMarkdownFile: body", () => {
  it("keeps the body after the front matter exactly, H1 included", () => {
    expect(parseMarkdownFile(withFrontMatter("title: T", "# T\n\nText\n\n\n")).body).toBe("# T\n\nText\n\n\n");
    expect(parseMarkdownFile(withFrontMatter("title: T", "\n\nleading blank lines")).body).toBe(
      "\n\nleading blank lines",
    );
    expect(parseMarkdownFile(withFrontMatter("title: T", "")).body).toBe("");
  });

  it("reads CRLF files", () => {
    const parsed = parseMarkdownFile("---\r\ntitle: T\r\n---\r\nLine\r\n");
    expect(parsed.frontMatter?.title).toBe("T");
    expect(parsed.body).toBe("Line\r\n");
  });

  it("reads an empty file", () => {
    expect(parseMarkdownFile("")).toMatchObject({ body: "", reasons: [] });
  });
});

const STATUS_REASON = 'status must be "published" or "draft" (or Material for MkDocs\' "new" or "deprecated")';

describe("parseMarkdownFile: what other tools write", () => {
  it("takes a title or label written as a number as its text, and a position written in quotes as its number", () => {
    const parsed = parseMarkdownFile(withFrontMatter("title: 2024\nsidebar_label: 2.5\nsidebar_position: '2'"));
    expect(parsed.reasons).toEqual([]);
    expect(parsed.frontMatter).toMatchObject({ title: "2024", menuName: "2.5", order: 2 });
  });

  it("reads Material for MkDocs' blog dates, a map of created and updated", () => {
    const parsed = parseMarkdownFile(withFrontMatter("date:\n  created: 2024-01-31\n  updated: 2024-03-01"));
    expect(parsed.reasons).toEqual([]);
    expect(parsed.frontMatter).toMatchObject({
      createdAt: "2024-01-31T00:00:00.000Z",
      updatedAt: "2024-03-01T00:00:00.000Z",
    });
  });

  it("shows Material for MkDocs' page statuses as badges", () => {
    expect(parseMarkdownFile(withFrontMatter("status: new")).frontMatter).toMatchObject({
      status: ARTICLE_STATUS_PUBLISHED,
      badge: { text: "New", variant: "tip" },
    });
    expect(parseMarkdownFile(withFrontMatter("status: deprecated")).frontMatter?.badge).toEqual({
      text: "Deprecated",
      variant: "caution",
    });
  });

  it("reads Starlight's sidebar: label, order, hidden and badge", () => {
    const parsed = parseMarkdownFile(
      withFrontMatter(
        "sidebar:\n  label: Short\n  order: 3\n  hidden: true\n  badge: { text: Beta, variant: caution }",
      ),
    );
    expect(parsed.reasons).toEqual([]);
    expect(parsed.frontMatter).toMatchObject({
      menuName: "Short",
      order: 3,
      navHidden: true,
      badge: { text: "Beta", variant: "caution" },
    });
    expect(parseMarkdownFile(withFrontMatter("sidebar:\n  badge: New")).frontMatter?.badge).toEqual({
      text: "New",
      variant: "default",
    });
  });

  it("reads Mintlify's sidebarTitle, hidden and tag", () => {
    const parsed = parseMarkdownFile(withFrontMatter("sidebarTitle: Short\nhidden: true\ntag: NEW"));
    expect(parsed.frontMatter).toMatchObject({
      menuName: "Short",
      navHidden: true,
      badge: { text: "NEW", variant: "default" },
    });
  });

  it.each([
    ["sidebar_label: [a]", "sidebar_label must be a string (put it in quotes); it is ignored"],
    ["sidebar_position: first", "sidebar_position must be a number; it is ignored"],
    ["date: someday", 'date must be a date such as "2024-01-31" or "2024-01-31T09:00:00Z"; it is ignored'],
    [
      "date: { created: soon }",
      'date.created must be a date such as "2024-01-31" or "2024-01-31T09:00:00Z"; it is ignored',
    ],
    ["slug: [a, b]", "slug must be a string (put it in quotes); it is ignored"],
    ["id: { a: 1 }", "id must be a string (put it in quotes); it is ignored"],
    ["last_update: soon", "last_update must be { date, author }; it is ignored"],
    ["sidebar: [a]", "sidebar must be { label, order, hidden, badge }; it is ignored"],
    ["sidebar: { badge: [x] }", "sidebar.badge must be a text or { text, variant }; it is ignored"],
  ])("ignores %s with a warning, and imports the page", (yaml, warning) => {
    const parsed = parseMarkdownFile(withFrontMatter(yaml));
    expect(parsed.reasons).toEqual([]);
    expect(parsed.warnings).toEqual([warning]);
  });
});

describe("parseMarkdownFile: problems", () => {
  it.each([
    ["code: two words", 'code "two words" must be 1-128 letters, digits, "-" or "_", starting with a letter or digit'],
    ["code: 12", "code must be a string (put it in quotes)"],
    ["order: first", "order must be a number"],
    ["order: .inf", "order must be a number"],
    ["status: maybe", STATUS_REASON],
    ["draft: yes", "draft must be true or false"],
    ["visibility: secret", 'visibility must be "public", "hidden" or "restricted"'],
    ['createdAt: "2024-02-30"', 'createdAt must be a date such as "2024-01-31" or "2024-01-31T09:00:00Z"'],
    ["updatedAt: soon", 'updatedAt must be a date such as "2024-01-31" or "2024-01-31T09:00:00Z"'],
    ["tabs: curl", "tabs must be a list of {label, md} or {label, file}"],
    ["tabs: [x]", "tabs[0] must be {label, md} or {label, file}"],
    ["tabs: [{md: x}]", "tabs[0] needs a label (a non-empty string)"],
    ["tabs: [{label: '', md: x}]", "tabs[0] needs a label (a non-empty string)"],
    ["tabs: [{label: A}]", "tabs[0] needs exactly one of md or file"],
    ["tabs: [{label: A, md: x, file: y.md}]", "tabs[0] needs exactly one of md or file"],
    ["tabs: [{label: A, md: 1}]", "tabs[0] md must be a string"],
    ["tabs: [{label: A, file: ''}]", "tabs[0] file must be a path"],
  ])("%s → %s", (yaml, reason) => {
    expect(parseMarkdownFile(withFrontMatter(yaml)).reasons).toEqual([reason]);
  });

  it("reports every problem of a file at once", () => {
    const parsed = parseMarkdownFile(
      withFrontMatter("status: maybe\nvisibility: secret\norder: x\ntabs: [{label: A, md: ok}, {label: B}]"),
    );
    expect(parsed.reasons).toEqual([
      "order must be a number",
      STATUS_REASON,
      'visibility must be "public", "hidden" or "restricted"',
      "tabs[1] needs exactly one of md or file",
    ]);
  });

  it("reports invalid YAML with the line in the file", () => {
    const parsed = parseMarkdownFile(withFrontMatter("title: a\ntitle: b"));
    expect(parsed.frontMatter).toBeUndefined();
    expect(parsed.reasons).toEqual(["front matter is not valid YAML: duplicated mapping key"]);
    expect(parsed.reasonLine).toBe(3);
  });

  it("reports front matter that is not a mapping", () => {
    expect(parseMarkdownFile(withFrontMatter("- a\n- b")).reasons).toEqual([
      "front matter must be YAML keys and values",
    ]);
  });

  it("never runs JavaScript front matter", () => {
    const parsed = parseMarkdownFile("---js\n({ title: (globalThis.ranFrontMatter = true) })\n---\nBody");
    expect(parsed.reasons).toEqual(["front matter cannot be read: JavaScript front matter is not allowed; use YAML"]);
    expect((globalThis as { ranFrontMatter?: boolean }).ranFrontMatter).toBeUndefined();
  });
});

describe("parseMarkdownFile: YAML aliases", () => {
  /** Each level lists the one before twice: 40 lines that would expand to 2^40 values. */
  const billionLaughs = (levels: number) =>
    ['a0: &a0 ["lol"]', ...Array.from({ length: levels - 1 }, (_, n) => `a${n + 1}: &a${n + 1} [*a${n}, *a${n}]`)].join(
      "\n",
    );

  it("refuses front matter that aliases expand far beyond its text, at once", () => {
    const started = Date.now();
    const parsed = parseMarkdownFile(withFrontMatter(`title: Home\n${billionLaughs(40)}`));
    expect(parsed.frontMatter).toBeUndefined();
    expect(parsed.reasons).toEqual([
      "front matter expands to far more than its text through YAML aliases (&a, *a); write the values out",
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("keeps front matter whose aliases repeat a value a few times", () => {
    const parsed = parseMarkdownFile(
      withFrontMatter(
        "title: &t Installation\nsidebar_label: *t\ntabs: [{label: a, md: &m npm i}, {label: b, md: *m}]",
      ),
    );
    expect(parsed.reasons).toEqual([]);
    expect(parsed.frontMatter).toMatchObject({ title: "Installation", menuName: "Installation" });
    expect(parsed.frontMatter?.tabs).toEqual([
      { label: "a", md: "npm i" },
      { label: "b", md: "npm i" },
    ]);
  });
});
