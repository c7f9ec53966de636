// The code languages the reader knows, under every name authors tag fences with. A block tagged
// with a name missing here is shown as plain text without a language label.
import { parseFenceInfo } from "./fenceInfo.js";

/** The highlight.js grammars the reader highlights with, named after their modules in `highlight.js/lib/languages/`. */
export const GRAMMAR_NAMES = [
  "bash",
  "c",
  "cpp",
  "csharp",
  "css",
  "dart",
  "diff",
  "dockerfile",
  "elixir",
  "go",
  "graphql",
  "ini",
  "java",
  "javascript",
  "json",
  "kotlin",
  "less",
  "lua",
  "makefile",
  "markdown",
  "nginx",
  "php",
  "powershell",
  "python",
  "ruby",
  "rust",
  "scala",
  "scss",
  "shell",
  "sql",
  "swift",
  "typescript",
  "xml",
  "yaml",
] as const;

export type GrammarName = (typeof GRAMMAR_NAMES)[number];

// `null` marks languages that are known (they get a label) but deliberately not highlighted.
const GRAMMAR_BY_LANGUAGE = new Map<string, GrammarName | null>([
  ...aliases("typescript", ["ts", "tsx", "mts", "cts", "typescript"]),
  ...aliases("javascript", ["js", "jsx", "mjs", "cjs", "javascript"]),
  ...aliases("bash", ["sh", "shell", "bash", "zsh", "shellscript"]),
  // A terminal session: prompts and what the commands print.
  ...aliases("shell", ["console", "shell-session", "sh-session", "shellsession"]),
  ...aliases("powershell", ["powershell", "ps1", "pwsh"]),
  ...aliases("json", ["json", "jsonc", "json5"]),
  ...aliases("yaml", ["yaml", "yml"]),
  ...aliases("ini", ["ini", "toml"]),
  // Single-file components read best as HTML: their script and style blocks are highlighted inside.
  ...aliases("xml", ["html", "xml", "svg", "vue", "svelte"]),
  ...aliases("css", ["css"]),
  ...aliases("scss", ["scss"]),
  ...aliases("less", ["less"]),
  ...aliases("markdown", ["md", "markdown", "mdx"]),
  ...aliases("graphql", ["graphql", "gql"]),
  ...aliases("sql", ["sql"]),
  ...aliases("python", ["python", "py"]),
  ...aliases("ruby", ["ruby", "rb"]),
  ...aliases("php", ["php"]),
  ...aliases("go", ["go", "golang"]),
  ...aliases("rust", ["rust", "rs"]),
  ...aliases("java", ["java"]),
  ...aliases("kotlin", ["kotlin", "kt", "kts"]),
  ...aliases("scala", ["scala"]),
  ...aliases("swift", ["swift"]),
  ...aliases("dart", ["dart"]),
  ...aliases("c", ["c", "h"]),
  ...aliases("cpp", ["cpp", "c++", "cc", "cxx", "hpp"]),
  ...aliases("csharp", ["csharp", "cs", "c#"]),
  ...aliases("elixir", ["elixir", "ex", "exs"]),
  ...aliases("lua", ["lua"]),
  ...aliases("diff", ["diff", "patch"]),
  ...aliases("dockerfile", ["dockerfile", "docker"]),
  ...aliases("makefile", ["makefile", "make", "mk"]),
  ...aliases("nginx", ["nginx"]),
  ...aliases(null, ["plaintext", "text", "txt", "plain"]),
]);

// Grammars highlight parts of their code with other grammars (HTML in JSX, CSS in a style tag,
// Bash in a Dockerfile's RUN), and only when those are registered. The browser loads them with
// the grammar, so that a block looks the same as when the server highlighted it with every grammar.
const EMBEDDED_GRAMMARS: Readonly<Partial<Record<GrammarName, readonly GrammarName[]>>> = {
  javascript: ["xml", "css", "graphql"],
  typescript: ["xml", "css", "graphql"],
  xml: ["css", "javascript"],
  markdown: ["xml"],
  dart: ["markdown"],
  dockerfile: ["bash"],
  shell: ["bash"],
  yaml: ["ruby"],
};

function aliases(grammar: GrammarName | null, names: string[]): [string, GrammarName | null][] {
  return names.map((name) => [name, grammar]);
}

/**
 * The language of a fence's info string (`ts title="x"`, `ts{1}` → `ts`), lower-cased, or ""
 * when the fence names none or a language the reader does not know.
 */
export function languageOfFence(info: string | undefined): string {
  const { language } = parseFenceInfo(info);
  return GRAMMAR_BY_LANGUAGE.has(language) ? language : "";
}

/** The grammar that highlights `language`, or undefined for plain text and unknown languages. */
export function grammarForLanguage(language: string): GrammarName | undefined {
  return GRAMMAR_BY_LANGUAGE.get(language.toLowerCase()) ?? undefined;
}

/** `grammar` and every grammar it highlights parts of its code with, each once. */
export function grammarsUsedBy(grammar: GrammarName): GrammarName[] {
  const found = new Set<GrammarName>([grammar]);
  for (const name of found) for (const embedded of EMBEDDED_GRAMMARS[name] ?? []) found.add(embedded);
  return [...found];
}
