// Highlighting in the page, for the articles the browser renders itself (from the article list):
// their code blocks come plain, and are highlighted here, in place. Blocks the server rendered
// come highlighted and marked `data-highlighted`, and load nothing.
import { CODE_TO_HIGHLIGHT } from "@rxdocs/contract";
import type { HLJSApi, LanguageFn } from "highlight.js";
import { type GrammarName, grammarForLanguage, grammarsUsedBy, highlightLines } from "@rxdocs/markdown";

// One literal import() per grammar, so the bundler gives each its own chunk and a page downloads
// only the grammars its code blocks use.
const GRAMMAR_LOADERS: Readonly<Record<GrammarName, () => Promise<{ default: LanguageFn }>>> = {
  bash: () => import("highlight.js/lib/languages/bash"),
  c: () => import("highlight.js/lib/languages/c"),
  cpp: () => import("highlight.js/lib/languages/cpp"),
  csharp: () => import("highlight.js/lib/languages/csharp"),
  css: () => import("highlight.js/lib/languages/css"),
  dart: () => import("highlight.js/lib/languages/dart"),
  diff: () => import("highlight.js/lib/languages/diff"),
  dockerfile: () => import("highlight.js/lib/languages/dockerfile"),
  elixir: () => import("highlight.js/lib/languages/elixir"),
  go: () => import("highlight.js/lib/languages/go"),
  graphql: () => import("highlight.js/lib/languages/graphql"),
  ini: () => import("highlight.js/lib/languages/ini"),
  java: () => import("highlight.js/lib/languages/java"),
  javascript: () => import("highlight.js/lib/languages/javascript"),
  json: () => import("highlight.js/lib/languages/json"),
  kotlin: () => import("highlight.js/lib/languages/kotlin"),
  less: () => import("highlight.js/lib/languages/less"),
  lua: () => import("highlight.js/lib/languages/lua"),
  makefile: () => import("highlight.js/lib/languages/makefile"),
  markdown: () => import("highlight.js/lib/languages/markdown"),
  nginx: () => import("highlight.js/lib/languages/nginx"),
  php: () => import("highlight.js/lib/languages/php"),
  powershell: () => import("highlight.js/lib/languages/powershell"),
  python: () => import("highlight.js/lib/languages/python"),
  ruby: () => import("highlight.js/lib/languages/ruby"),
  rust: () => import("highlight.js/lib/languages/rust"),
  scala: () => import("highlight.js/lib/languages/scala"),
  scss: () => import("highlight.js/lib/languages/scss"),
  shell: () => import("highlight.js/lib/languages/shell"),
  sql: () => import("highlight.js/lib/languages/sql"),
  swift: () => import("highlight.js/lib/languages/swift"),
  typescript: () => import("highlight.js/lib/languages/typescript"),
  xml: () => import("highlight.js/lib/languages/xml"),
  yaml: () => import("highlight.js/lib/languages/yaml"),
};

/**
 * Highlights the code blocks under `root` that are not highlighted yet, loading each language's
 * grammars on first use. Blocks in unknown languages, or whose grammar fails to load, stay plain.
 */
export async function highlightCodeBlocks(root: ParentNode): Promise<void> {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>(CODE_TO_HIGHLIGHT));
  await Promise.all(blocks.map(highlightBlock));
}

async function highlightBlock(block: HTMLElement): Promise<void> {
  const grammar = grammarForLanguage(block.dataset.lang ?? "");
  const code = block.querySelector("pre > code");
  if (!grammar || !code) return;
  // Highlighting is an enhancement: a grammar chunk that fails to load (offline, a redeploy)
  // leaves the code readable as it is.
  const highlighter = await loadGrammars(grammar).catch(() => undefined);
  // An earlier call may have highlighted this block while the grammar was loading.
  if (!highlighter || block.dataset.highlighted) return;
  // Each line keeps its element, and with it its marks and its number; only its text changes
  // into highlight.js's spans, split at line ends as the server splits them.
  const lines = Array.from(code.querySelectorAll(":scope > .rx-line"));
  const highlighted = highlightLines(
    lines.map((line) => line.textContent ?? ""),
    grammar,
    (text, name) => highlighter.highlight(text, { language: name, ignoreIllegals: true }).value,
  );
  for (const [index, line] of lines.entries()) line.innerHTML = highlighted[index] ?? "";
  code.classList.add("hljs");
  block.dataset.highlighted = "true";
}

/** highlight.js with `grammar` registered, and the grammars it highlights embedded code with. */
async function loadGrammars(grammar: GrammarName): Promise<HLJSApi> {
  const { default: highlighter } = await import("highlight.js/lib/core");
  const missing = grammarsUsedBy(grammar).filter((name) => !highlighter.getLanguage(name));
  const languages = await Promise.all(missing.map((name) => GRAMMAR_LOADERS[name]()));
  missing.forEach((name, index) => highlighter.registerLanguage(name, languages[index]!.default));
  return highlighter;
}
