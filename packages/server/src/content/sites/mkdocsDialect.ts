// The Markdown an MkDocs site writes, as rxdocs reads it: the extensions its mkdocs.yml enables,
// in the order Python-Markdown runs them. Includes first (they are preprocessors: a snippet in a
// code block is included too), then pymdownx.blocks, then what attr_list and Material's icons
// add to lines. Admonitions (`!!! note`) and content tabs (`=== "Tab"`) rxdocs reads as written.
import { DEFAULT_ADMONITION_TYPES, rewriteBlocks } from "./mkdocsBlocks.js";
import { expandIncludes, type IncludeOptions, type SnippetBase, type SourceLine } from "./mkdocsIncludes.js";
import { rewriteInline } from "./mkdocsInline.js";
import type { DialectWarning, PageDialect } from "./siteReader.js";

export interface MkdocsDialectOptions {
  includes: IncludeOptions;
  /** pymdownx.blocks' admonition names, when any of its blocks is enabled. */
  blocks?: { admonitionTypes: readonly string[] };
  attributeLists: boolean;
  icons: boolean;
}

export function mkdocsDialect(options: MkdocsDialectOptions): PageDialect {
  return (body, page) => {
    // Most pages of most sites hold none of what the enabled extensions add: they pass as they are.
    if (!mayHoldDialect(body, options)) return { body, warnings: [] };
    const warnings: DialectWarning[] = [];
    let lines: SourceLine[] = body.split(/\r?\n/).map((text, index) => ({ text, line: index + 1 }));
    lines = expandIncludes(lines, page, options.includes, warnings);
    if (options.blocks) lines = rewriteBlocks(lines, options.blocks, warnings);
    if (options.attributeLists || options.icons) lines = rewriteInline(lines, options);
    return { body: lines.map((source) => source.text).join("\n"), warnings: warnings.sort((a, b) => a.line - b.line) };
  };
}

/** Whether a body may hold what the enabled extensions read; false only when it certainly does not. */
function mayHoldDialect(body: string, options: MkdocsDialectOptions): boolean {
  const { includes } = options;
  return (
    (includes.snippetBases !== undefined && body.includes("--8<--")) ||
    (includes.includeBase !== undefined && body.includes("{!")) ||
    (includes.codeIncludeBase !== undefined && body.includes("{*")) ||
    (options.blocks !== undefined && body.includes("///")) ||
    (options.attributeLists && body.includes("{")) ||
    (options.icons && body.includes(":"))
  );
}

/** What the dialect needs of a site's markdown_extensions, by name with their options. */
export function dialectOptions(
  extensions: ReadonlyMap<string, Record<string, unknown>>,
  paths: { configDir: string; docsDir: string; basePaths: (value: unknown) => SnippetBase[] | undefined },
): MkdocsDialectOptions {
  const includes: IncludeOptions = {};
  const snippets = extensions.get("pymdownx.snippets");
  if (snippets) includes.snippetBases = paths.basePaths(snippets.base_path) ?? [{ dir: paths.configDir }];
  const markdownInclude =
    extensions.get("markdown_include.include") ?? extensions.get("markdown_include") ?? extensions.get("mdx_include");
  if (markdownInclude) {
    const base = paths.basePaths(markdownInclude.base_path)?.find((candidate) => candidate !== "page");
    includes.includeBase = base?.dir ?? paths.configDir;
  }
  if (extensions.has("markdown_include_variants")) includes.codeIncludeBase = paths.configDir;

  const blockNames = [...extensions.keys()].filter(
    (name) => name === "pymdownx.blocks" || name.startsWith("pymdownx.blocks."),
  );
  const types = extensions.get("pymdownx.blocks.admonition")?.types;
  return {
    includes,
    ...(blockNames.length > 0 && { blocks: { admonitionTypes: admonitionTypes(types) } }),
    attributeLists: extensions.has("attr_list") || extensions.has("markdown.extensions.attr_list"),
    icons: extensions.has("pymdownx.emoji"),
  };
}

/** pymdownx.blocks.admonition's `types`: names, or `{name, class, title}`; its defaults otherwise. */
function admonitionTypes(types: unknown): string[] {
  if (!Array.isArray(types)) return DEFAULT_ADMONITION_TYPES;
  return types.flatMap((type: unknown) => {
    if (typeof type === "string") return [type];
    const name = typeof type === "object" && type !== null ? (type as { name?: unknown }).name : undefined;
    return typeof name === "string" ? [name] : [];
  });
}
