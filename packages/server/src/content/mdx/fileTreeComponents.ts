// File trees, written as rxdocs' `::: file-tree` around a Markdown list (a folder's name ends
// with `/`): Starlight's <FileTree> already holds such a list; Nextra's <FileTree> with
// <FileTree.Folder name> and <FileTree.File name>, Fumadocs' <Files> with <Folder> and <File>,
// and Mintlify's <Tree> with <Tree.Folder> and <Tree.File> become one.
import { type BlockWriter, container, oneLine } from "./componentContext.js";
import type { MdxElement, MdxNode } from "./parse.js";
import { stringProp } from "./props.js";

const FOLDERS = new Set(["FileTree.Folder", "Folder", "Tree.Folder"]);
const FILES = new Set(["FileTree.File", "File", "Tree.File"]);

const fileTree: BlockWriter = (element, context) => {
  const entries = element.children.filter(isEntry);
  if (entries.length === 0) return container("file-tree", context.blockContent(element));
  return container("file-tree", listOf(entries, "").join("\n"));
};

function isEntry(node: MdxNode): node is MdxElement {
  return node.kind === "element" && (FOLDERS.has(node.open.name) || FILES.has(node.open.name));
}

function listOf(entries: readonly MdxElement[], indent: string): string[] {
  return entries.flatMap((entry) => {
    const name = oneLine(stringProp(entry.open, "name") ?? "").replace(/\/$/, "") || "…";
    if (!FOLDERS.has(entry.open.name)) return [`${indent}- ${name}`];
    return [`${indent}- ${name}/`, ...listOf(entry.children.filter(isEntry), `${indent}  `)];
  });
}

/** A folder or file written outside a tree (a site's own component holds it): a tree of its own. */
const entryAlone: BlockWriter = (element) => container("file-tree", listOf([element], "").join("\n"));

export const FILE_TREE_WRITERS: Readonly<Record<string, BlockWriter>> = {
  FileTree: fileTree,
  Files: fileTree,
  Tree: fileTree,
  ...Object.fromEntries([...FOLDERS, ...FILES].map((name) => [name, entryAlone])),
};
