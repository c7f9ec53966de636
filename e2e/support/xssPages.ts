// The Markdown of the hostile test site: each vector written into every construct of the
// dialect that reaches the page, each placement followed by a sentinel paragraph that must
// stay visible (a fragment that hid what follows it would hide its sentinel too).
import type { XssVector } from "../fixtures/xss/vectors.js";

/** Counts the placements of each path, for the test's summary. */
export class Placements {
  readonly counts = new Map<string, number>();

  add(path: string, count = 1): void {
    this.counts.set(path, (this.counts.get(path) ?? 0) + count);
  }

  get total(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count, 0);
  }
}

export const sentinel = (vector: XssVector, slot: string) => `SENTINEL-v${String(vector.id).padStart(3, "0")}-${slot}`;

/** The vector on one line, for constructs that end with their line (headings, titles in fences). */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");

/** A code span showing `text` as it is, whatever backticks it holds. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(oneLine(text).match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return `${fence} ${oneLine(text)} ${fence}`;
}

/** `text` as the argument of TeX's \text{}, every special character escaped. */
function texText(text: string): string {
  const escapes: Record<string, string> = {
    "\\": "\\textbackslash{}",
    "^": "\\textasciicircum{}",
    "~": "\\textasciitilde{}",
  };
  return oneLine(text).replace(/[\\{}$&#^_%~]/g, (c) => escapes[c] ?? `\\${c}`);
}

/** `text` as a Mermaid node label: quotes and the entity sign as Mermaid's own entity codes. */
const mermaidLabel = (text: string) => oneLine(text).replace(/#/g, "#35;").replace(/"/g, "#quot;");

/** A fence that no line of `text` can close. */
function fenceFor(text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(longest + 1);
}

/** Blocks of Markdown for `vector`, and a way to add one: counted for its path, then its sentinel. */
function placer(vector: XssVector, placements: Placements) {
  const blocks: string[] = [];
  const place = (path: string, markdown: string, slot: string) => {
    placements.add(path);
    blocks.push(markdown, sentinel(vector, slot));
  };
  return { blocks, place };
}

/** The vector where its kind belongs in an article body, each placement with its sentinel. */
function ownPlacements(vector: XssVector, placements: Placements): string[] {
  const { payload } = vector;
  const { blocks, place } = placer(vector, placements);
  switch (vector.kind) {
    case "html":
      // CommonMark runs a <script>, <style>, <textarea> or <pre> block to its closing tag
      // however far (VitePress pages keep `<script setup>` so): another vector's closing tag
      // would make the vectors between part of this one. A container of its own ends the
      // vector's Markdown, so that only the vector's own closing tags count.
      place("raw HTML block", `::: vector\n${payload}\n\n${sentinel(vector, "in-block")}\n:::`, "block");
      place("inline HTML", `Inline ${oneLine(payload)} end.`, "inline");
      place("HTML in a list item", `- Item ${oneLine(payload)}\n- Next item`, "list");
      place("HTML in a callout body", `:::warning\n${payload}\n\n${sentinel(vector, "in-callout")}\n:::`, "callout");
      break;
    case "markdown":
      place("Markdown construct", payload, "markdown");
      place("Markdown in a callout body", `:::info\n${payload}\n\n${sentinel(vector, "in-info")}\n:::`, "info");
      break;
    case "url": {
      const destination = /[\s<>]/.test(payload) ? payload : `<${payload}>`;
      const attribute = payload.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      place("link address", `[A link](${destination})`, "link");
      place("image address", `![An image](${destination})`, "image");
      if (/^[a-z][a-z\d+.-]{1,31}:[^\s<>]*$/i.test(payload)) place("autolink", `<${payload}>`, "autolink");
      place(
        "reference definition",
        `[A reference][ref-${vector.id}]\n\n[ref-${vector.id}]: ${destination}`,
        "reference",
      );
      place("raw a href", `<a href="${attribute}">A raw link</a>`, "raw-link");
      place("raw img src", `<img src="${attribute}" alt="A raw image">`, "raw-image");
      break;
    }
    case "tex":
      place("formula", `An inline formula $${oneLine(payload)}$ in text.`, "inline-formula");
      place("formula", `$$\n${payload}\n$$`, "display-formula");
      place("formula", `${fenceFor(payload)}math\n${payload}\n${fenceFor(payload)}`, "math-fence");
      break;
    case "mermaid":
      break; // drawn on the diagram pages
  }
  return blocks;
}

/**
 * The vector as a section of its own, its heading and a paragraph with `searchWord` showing the
 * vector as code: a search for the word shows the vector in the hit's title and its snippet.
 */
export function searchedSection(vector: XssVector, searchWord: string, placements: Placements): string[] {
  placements.add("search result title");
  placements.add("search snippet");
  return [
    `## ${oneLine(vector.payload)}`,
    sentinel(vector, "section"),
    `${searchWord} ${codeSpan(vector.payload)} ${searchWord}`,
    sentinel(vector, "search"),
  ];
}

/** The vector as the text of every construct that takes text, each with its sentinel. */
function textPlacements(vector: XssVector, placements: Placements): string[] {
  const text = oneLine(vector.payload);
  const { blocks, place } = placer(vector, placements);
  place("heading and outline", `## ${text}`, "heading");
  place("Docusaurus admonition title", `:::note ${text}\nA note.\n:::`, "admonition");
  place("Docusaurus admonition title", `:::tip[${text}]\nA tip.\n:::`, "admonition-brackets");
  place("MkDocs admonition title", `!!! note "${text}"\n    A note.`, "mkdocs");
  place("code block title", `\`\`\`js title="${text}"\nlet a = 1;\n\`\`\``, "code-title");
  place("code block title", `\`\`\`js [${text}]\nlet b = 2;\n\`\`\``, "code-brackets");
  place(
    "code group tab label",
    `::: code-group\n\`\`\`sh [${text}]\nnpm i\n\`\`\`\n\`\`\`sh [yarn]\nyarn\n\`\`\`\n:::`,
    "code-group",
  );
  place(
    "tab label in the text",
    `::: tabs\n== ${text}\n${sentinel(vector, "tab-body")}\n== Plain\nPlain.\n:::`,
    "tabs",
  );
  place(
    "MkDocs tab label",
    `=== "${text}"\n\n    ${sentinel(vector, "mkdocs-tab-body")}\n\n=== "Plain"\n\n    Plain.`,
    "mkdocs-tabs",
  );
  place("image description", `![${text}](./pixel.png)`, "alt");
  place("link text", `[${text}](#top)`, "link-text");
  place("table cell", `| Column |\n| --- |\n| ${text.replace(/\|/g, "\\|")} |`, "table");
  place("footnote", `A footnote[^f${vector.id}].\n\n[^f${vector.id}]: ${text}`, "footnote");
  return blocks;
}

/** Where each vector shows in text, and where its kind belongs, on a page of bodies. */
export function bodyPlacements(vector: XssVector, placements: Placements): string[] {
  return [...textPlacements(vector, placements), ...ownPlacements(vector, placements)];
}

/** The page's own tab for the vector: its label, and the vector in its body. */
export function pageTab(vector: XssVector, placements: Placements): { label: string; md: string } {
  placements.add("page tab label");
  placements.add("page tab body");
  const body = vector.kind === "html" || vector.kind === "markdown" ? vector.payload : oneLine(vector.payload);
  return { label: vector.payload, md: `${body}\n\n${sentinel(vector, "page-tab")}` };
}

/** Every vector as the TeX of a display formula, and each TeX vector in the formulas' own syntaxes. */
export function formulasPage(vectors: readonly XssVector[], placements: Placements): string[] {
  const blocks = vectors
    .filter((vector) => vector.kind === "tex")
    .flatMap((vector) => ownPlacements(vector, placements));
  for (const vector of vectors) {
    placements.add("formula text");
    blocks.push(`\`\`\`math\n\\text{${texText(vector.payload)}}\n\`\`\``, sentinel(vector, "formula-text"));
  }
  return blocks;
}

/** Each Mermaid vector as a diagram of its own. */
export function diagramVectors(vectors: readonly XssVector[], placements: Placements): string[] {
  return vectors
    .filter((vector) => vector.kind === "mermaid")
    .flatMap((vector) => {
      placements.add("Mermaid diagram");
      return [
        `${fenceFor(vector.payload)}mermaid\n${vector.payload}\n${fenceFor(vector.payload)}`,
        sentinel(vector, "diagram"),
      ];
    });
}

/** Vectors as the labels of a flowchart's nodes and edges. */
export function labelDiagram(vectors: readonly XssVector[], placements: Placements): string {
  const lines = vectors.map((vector, index) => {
    placements.add("diagram label");
    const node = `N${vector.id}["${mermaidLabel(vector.payload)}"]`;
    return index === 0 ? `  ${node}` : `  N${vectors[index - 1]!.id} -->|"${mermaidLabel(vector.payload)}"| ${node}`;
  });
  return `\`\`\`mermaid\nflowchart TD\n${lines.join("\n")}\n\`\`\``;
}
