import type { HLJSApi, LanguageFn } from "highlight.js";
import { type GrammarName, grammarForLanguage } from "@rxdocs/markdown";

// One literal import() per grammar, so the bundler gives each its own chunk and a page downloads
// only the grammars its code blocks use.
const GRAMMAR_LOADERS: Readonly<Record<GrammarName, () => Promise<{ default: LanguageFn }>>> = {
  typescript: () => import("highlight.js/lib/languages/typescript"),
  javascript: () => import("highlight.js/lib/languages/javascript"),
  bash: () => import("highlight.js/lib/languages/bash"),
  json: () => import("highlight.js/lib/languages/json"),
  yaml: () => import("highlight.js/lib/languages/yaml"),
  xml: () => import("highlight.js/lib/languages/xml"),
  css: () => import("highlight.js/lib/languages/css"),
  markdown: () => import("highlight.js/lib/languages/markdown"),
  sql: () => import("highlight.js/lib/languages/sql"),
  python: () => import("highlight.js/lib/languages/python"),
  go: () => import("highlight.js/lib/languages/go"),
  rust: () => import("highlight.js/lib/languages/rust"),
  java: () => import("highlight.js/lib/languages/java"),
  diff: () => import("highlight.js/lib/languages/diff"),
  ini: () => import("highlight.js/lib/languages/ini"),
  dockerfile: () => import("highlight.js/lib/languages/dockerfile"),
  nginx: () => import("highlight.js/lib/languages/nginx"),
};

const UNHIGHLIGHTED_BLOCKS = ".rx-code[data-lang]:not([data-highlighted])";

/**
 * Highlights the code blocks under `root` that are not highlighted yet, loading each language's
 * grammar on first use. Blocks in unknown languages, or whose grammar fails to load, stay plain.
 */
export async function highlightCodeBlocks(root: ParentNode): Promise<void> {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>(UNHIGHLIGHTED_BLOCKS));
  await Promise.all(blocks.map(highlightBlock));
}

async function highlightBlock(block: HTMLElement): Promise<void> {
  const grammar = grammarForLanguage(block.dataset.lang ?? "");
  const code = block.querySelector("pre > code");
  if (!grammar || !code) return;
  // Highlighting is an enhancement: a grammar chunk that fails to load (offline, a redeploy)
  // leaves the code readable as it is.
  const highlighter = await loadGrammar(grammar).catch(() => undefined);
  // An earlier call may have highlighted this block while the grammar was loading.
  if (!highlighter || block.dataset.highlighted) return;
  // highlight.js escapes the code; its output is only spans with hljs-* classes.
  code.innerHTML = highlighter.highlight(code.textContent ?? "", { language: grammar, ignoreIllegals: true }).value;
  code.classList.add("hljs");
  block.dataset.highlighted = "true";
}

async function loadGrammar(grammar: GrammarName): Promise<HLJSApi> {
  const { default: highlighter } = await import("highlight.js/lib/core");
  if (!highlighter.getLanguage(grammar)) {
    const { default: language } = await GRAMMAR_LOADERS[grammar]();
    highlighter.registerLanguage(grammar, language);
  }
  return highlighter;
}
