// A file tree, written as Starlight's <FileTree> holds it: a Markdown list, one entry per item,
// its first word the file's name and the rest a note; a name that ends with `/` or holds a list
// is a folder, a bold name is highlighted, and `…` stands for more files. Folders fold with
// <details>, open at first, so the tree needs no script.
import type { Lexer, Parser, Token, Tokens } from "marked";
import { escapeHtml } from "./escapeHtml.js";

export interface FileTreeEntry {
  name: string;
  isFolder: boolean;
  isHighlighted: boolean;
  noteTokens: Token[];
  children: FileTreeEntry[];
}

const HIGHLIGHTED_NAME = /^(\*\*|__)(.+?)\1(?=\s|$)/;
const PLACEHOLDER = /^(?:\.\.\.|…)$/;

/** The entries of the first list among a file tree's blocks; empty when it holds none. */
export function fileTreeEntries(lexer: Lexer, blocks: readonly Token[]): FileTreeEntry[] {
  const list = blocks.find((block): block is Tokens.List => block.type === "list");
  return list ? list.items.map((item) => entryOf(lexer, item)) : [];
}

function entryOf(lexer: Lexer, item: Tokens.ListItem): FileTreeEntry {
  const first = item.tokens.find((token) => token.type === "text" || token.type === "paragraph");
  const text = first && "text" in first ? String(first.text).trim() : "";
  const highlighted = HIGHLIGHTED_NAME.exec(text);
  const written = highlighted ? highlighted[2]! : (text.split(/\s/, 1)[0] ?? "");
  const note = text.slice(highlighted ? highlighted[0].length : written.length).trim();
  const nested = item.tokens.find((token): token is Tokens.List => token.type === "list");
  return {
    name: written.replace(/\/$/, ""),
    isFolder: written.endsWith("/") || nested !== undefined,
    isHighlighted: highlighted !== null,
    noteTokens: note ? lexer.inlineTokens(note) : [],
    children: nested ? nested.items.map((child) => entryOf(lexer, child)) : [],
  };
}

export function renderFileTree(entries: readonly FileTreeEntry[], parser: Parser): string {
  if (entries.length === 0) return "";
  return `<div class="rx-file-tree">${renderEntries(entries, parser)}</div>\n`;
}

function renderEntries(entries: readonly FileTreeEntry[], parser: Parser): string {
  return `<ul>${entries.map((entry) => renderEntry(entry, parser)).join("")}</ul>`;
}

function renderEntry(entry: FileTreeEntry, parser: Parser): string {
  if (PLACEHOLDER.test(entry.name)) return '<li class="rx-file-tree__more">…</li>';
  const tag = entry.isHighlighted ? "strong" : "span";
  const name = `<${tag} class="rx-file-tree__name">${escapeHtml(entry.name)}</${tag}>`;
  const note = entry.noteTokens.length
    ? ` <span class="rx-file-tree__note">${parser.parseInline(entry.noteTokens)}</span>`
    : "";
  if (!entry.isFolder) return `<li class="rx-file-tree__file">${name}${note}</li>`;
  if (entry.children.length === 0) return `<li class="rx-file-tree__folder">${name}${note}</li>`;
  const children = renderEntries(entry.children, parser);
  return `<li class="rx-file-tree__folder"><details open><summary>${name}${note}</summary>${children}</details></li>`;
}
