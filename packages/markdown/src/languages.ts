// The code languages the reader knows, under every name authors tag fences with. A block tagged
// with a name missing here is shown as plain text without a language label.

/** A highlight.js grammar, named after its module in `highlight.js/lib/languages/`. */
export type GrammarName =
  | "typescript"
  | "javascript"
  | "bash"
  | "json"
  | "yaml"
  | "xml"
  | "css"
  | "markdown"
  | "sql"
  | "python"
  | "go"
  | "rust"
  | "java"
  | "diff"
  | "ini"
  | "dockerfile"
  | "nginx";

// `null` marks languages that are known (they get a label) but deliberately not highlighted.
const GRAMMAR_BY_LANGUAGE = new Map<string, GrammarName | null>([
  ["ts", "typescript"],
  ["tsx", "typescript"],
  ["typescript", "typescript"],
  ["js", "javascript"],
  ["jsx", "javascript"],
  ["javascript", "javascript"],
  ["sh", "bash"],
  ["shell", "bash"],
  ["bash", "bash"],
  ["json", "json"],
  ["yaml", "yaml"],
  ["yml", "yaml"],
  ["html", "xml"],
  ["xml", "xml"],
  ["css", "css"],
  ["md", "markdown"],
  ["markdown", "markdown"],
  ["sql", "sql"],
  ["python", "python"],
  ["py", "python"],
  ["go", "go"],
  ["rust", "rust"],
  ["rs", "rust"],
  ["java", "java"],
  ["diff", "diff"],
  ["ini", "ini"],
  ["toml", "ini"],
  ["dockerfile", "dockerfile"],
  ["nginx", "nginx"],
  ["plaintext", null],
  ["text", null],
]);

/**
 * The language of a fence's info string (`ts title="x"` → `ts`), lower-cased, or "" when the
 * fence names none or a language the reader does not know.
 */
export function languageOfFence(info: string | undefined): string {
  const language = (info ?? "").trim().split(/\s/, 1)[0]!.toLowerCase();
  return GRAMMAR_BY_LANGUAGE.has(language) ? language : "";
}

/** The grammar that highlights `language`, or undefined for plain text and unknown languages. */
export function grammarForLanguage(language: string): GrammarName | undefined {
  return GRAMMAR_BY_LANGUAGE.get(language.toLowerCase()) ?? undefined;
}
