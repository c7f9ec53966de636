import { describe, expect, it } from "vitest";
import { articleRows } from "./indexRows.js";
import { splitArticle } from "./sections.js";
import { renderMarkdown } from "@rxdocs/markdown";

const article = (articleMd: string, articleTabContent: string | null = null) => ({
  articleTitle: "Guide",
  articleMd,
  articleTabContent,
});
const outline = (md: string, tabs: string | null = null) =>
  splitArticle(article(md, tabs)).map((s) => ({ heading: s.heading, parent: s.parentHeading, blocks: s.blocks }));

describe("splitArticle", () => {
  it("cuts an article at its h2 and h3 headings, with the ids the page gives them", () => {
    const md = "# Guide\n\nIntro.\n\n## Set up\n\nStep one.\n\n### Set up\n\nAgain.\n\n## Set up\n\nThird.";
    expect(outline(md)).toEqual([
      { heading: null, parent: null, blocks: ["Intro."] },
      { heading: { text: "Set up", slug: "set-up" }, parent: null, blocks: ["Step one."] },
      { heading: { text: "Set up", slug: "set-up-1" }, parent: "Set up", blocks: ["Again."] },
      { heading: { text: "Set up", slug: "set-up-2" }, parent: null, blocks: ["Third."] },
    ]);
  });

  it("gives ids to other headings in order without starting sections at them", () => {
    const md = "# Other title\n\n## Part\n\n#### Part\n\nText.\n\n## Part";
    expect(outline(md).map((s) => s.heading)).toEqual([
      null,
      { text: "Part", slug: "part" },
      { text: "Part", slug: "part-2" },
    ]);
    expect(outline(md)[0]!.blocks).toEqual(["Other title"]);
    expect(outline(md)[1]!.blocks).toEqual(["Part", "Text."]);
  });

  it("keeps the text a reader sees: code, tables, lists and inline markup, without tags or markers", () => {
    const md = [
      "## Use **it** `now`",
      "Run `npm i` &amp; wait<sup>1</sup>.",
      "```bash\nnpm start\n```",
      "```js\n// highlight-next-line\nconst a = 1; // [!code ++]\n```",
      "| a | b |\n| - | - |\n| *x* | y |",
      "- one\n- two",
      "> [!NOTE]\n> Mind the gap.",
      "<div>Raw <b>html</b><script>alert(1)</script></div>",
    ].join("\n\n");
    const [, section] = splitArticle(article(md));
    expect(section!.heading).toEqual({ text: "Use it now", slug: "use-it-now" });
    expect(section!.blocks).toEqual([
      "Run npm i & wait1.",
      "npm start",
      "const a = 1;",
      "a b\nx y",
      "one",
      "two",
      "Mind the gap.",
      "Raw html",
    ]);
  });

  it("indexes the titles and text of containers of every dialect, without their markers", () => {
    const md = [
      "## Install",
      ":::tip[Use **npm**]\nRun it.\n:::",
      '!!! warning "Mind the disk"\n    It fills up.',
      "??? note\n    Folded text.",
      "::: tabs key:pkg\n== npm\nnpm i\n== yarn\nyarn add\n:::",
      "::: code-group\n```sh [install.sh]\n./install\n```\n:::",
      '=== "Linux"\n\n    Use apt.',
      "::: v-pre\nAs is.\n:::",
      "[[toc]]",
    ].join("\n\n");
    const [, section] = splitArticle(article(md));
    expect(section!.blocks).toEqual([
      "Use npm",
      "Run it.",
      "Mind the disk",
      "It fills up.",
      "Folded text.",
      "npm",
      "npm i",
      "yarn",
      "yarn add",
      "install.sh",
      "./install",
      "Linux",
      "Use apt.",
      "As is.",
    ]);
    expect(section!.blocks.join(" ")).not.toMatch(/:::|!!!|\?\?\?|===|==|\[\[toc\]\]/);
  });

  it("gives a heading the id its author wrote, as the page does, without the marker in its text", () => {
    const md = "## Install {#setup}\n\nRun it.\n\n## Setup";
    expect(outline(md).map((s) => s.heading)).toEqual([
      null,
      { text: "Install", slug: "setup" },
      { text: "Setup", slug: "setup-1" },
    ]);
    expect(renderMarkdown(md, { sanitize: (html) => html }).headings.map((heading) => heading.id)).toEqual([
      "setup",
      "setup-1",
    ]);
  });

  it("gives headings inside containers the ids the page gives them", () => {
    const md =
      "## Setup\n\n:::note\n### Setup\n:::\n\n!!! tip\n    ### Setup\n\n::: tabs\n== A\n## Setup\n:::\n\n## Setup";
    const pageIds = renderMarkdown(md, { sanitize: (html) => html }).headings.map((heading) => heading.id);
    expect(pageIds).toEqual(["setup", "setup-1", "setup-2", "setup-3", "setup-4"]);
    const sections = outline(md);
    expect(sections.map((s) => s.heading?.slug)).toEqual([undefined, "setup", "setup-4"]);
    expect(sections[1]!.blocks).toEqual(["Setup", "Setup", "A", "Setup"]);
  });

  it("puts footnotes and the tab group at the end of the last section", () => {
    const md = "Text[^1].\n\n## Last\n\nBody.\n\n[^1]: The note.";
    const tabs = JSON.stringify([{ label: "SQLite", md: "## In a file\n\nOne file." }]);
    const sections = outline(md, tabs);
    expect(sections).toHaveLength(2);
    expect(sections[1]!.blocks).toEqual(["Body.", "The note.", "SQLite", "In a file", "One file."]);
  });
});

describe("articleRows", () => {
  it("puts the title in the introduction's row and as context in the others", () => {
    const rows = articleRows(1, article("Intro.\n\n## Part\n\n### Detail\n\nText."));
    expect(rows.map((row) => [row.position, row.tokens.title, row.tokens.context, row.tokens.heading])).toEqual([
      [0, ["guide"], [], []],
      [1, [], ["guide"], ["part"]],
      [2, [], ["guide", "part"], ["detail"]],
    ]);
    expect(rows[2]!.tokens.body).toEqual(["text"]);
  });

  it("cuts a very long section into rows that all land on it", () => {
    const long = Array.from({ length: 2500 }, (_, i) => `w${i}`).join(" ");
    const rows = articleRows(1, article(`## Long\n\n${long}`));
    const longRows = rows.filter((row) => row.position === 1);
    expect(longRows.length).toBe(3);
    expect(longRows.flatMap((row) => row.tokens.body)).toHaveLength(2500);
    expect(new Set(longRows.map((row) => row.heading?.slug))).toEqual(new Set(["long"]));
  });
});
