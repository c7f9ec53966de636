// Literal text in a page: code blocks with their language and title, Mermaid diagrams back to
// their fences, KaTeX formulas back to the TeX they were written in, and file trees drawn as text.
import { block, type DomElement, elementChildren, hasClass, type MarkdownRules, plainText } from "./markdownRule.js";

export const codeRules: MarkdownRules = {
  codeBlock: {
    filter: (node) => hasClass(node, "rx-code"),
    replacement(_content, node) {
      const code = node.querySelector("code") ?? node.querySelector("pre");
      const language = node.getAttribute("data-lang") ?? "";
      const title = plainText(node.querySelector(".rx-code-title"));
      // The meta string Docusaurus and VitePress read titles from.
      const info = title ? `${language || "text"} title=${JSON.stringify(title)}` : language;
      return fenced(code?.textContent ?? "", info);
    },
  },
  diagram: {
    filter: (node) => hasClass(node, "rx-diagram"),
    replacement: (_content, node) => fenced(node.querySelector("pre")?.textContent ?? "", "mermaid"),
  },
  inlineMath: {
    filter: (node) => hasClass(node, "rx-math") && !hasClass(node, "rx-math--display"),
    replacement: (content, node) => {
      const tex = texOf(node);
      return tex === undefined ? content : `$${tex.replace(/\s*\n\s*/g, " ")}$`;
    },
  },
  displayMath: {
    filter: (node) => hasClass(node, "rx-math--display"),
    replacement: (content, node) => {
      const tex = texOf(node);
      return tex === undefined ? content : block(`$$\n${tex}\n$$`);
    },
  },
  fileTree: {
    filter: (node) => hasClass(node, "rx-file-tree"),
    replacement(_content, node) {
      const list = elementChildren(node).find((child) => child.nodeName === "UL");
      return list ? fenced(treeLines(list, "").join("\n"), "text") : "";
    },
  },
};

/** A fenced code block, its fence longer than any run of backticks in the code. */
export function fenced(code: string, info: string): string {
  const text = code.replace(/\n$/, "");
  const longestRun = Math.max(2, ...Array.from(text.matchAll(/`+/g), (run) => run[0].length));
  const fence = "`".repeat(longestRun + 1);
  return block(`${fence}${info}\n${text}\n${fence}`);
}

/** The TeX KaTeX keeps beside the formula it drew, or undefined when it drew none. */
function texOf(node: DomElement): string | undefined {
  return node.querySelector('annotation[encoding="application/x-tex"]')?.textContent?.trim();
}

/** One line per entry, drawn as `tree` draws folders: `├──`, `└──` and `│` down the side. */
function treeLines(list: DomElement, indent: string): string[] {
  const items = elementChildren(list).filter((child) => child.nodeName === "LI");
  return items.flatMap((item, index) => {
    const isLast = index === items.length - 1;
    const line = indent + (isLast ? "└── " : "├── ");
    if (hasClass(item, "rx-file-tree__more")) return [line + plainText(item)];
    const details = elementChildren(item).find((child) => child.nodeName === "DETAILS");
    const head = details ? elementChildren(details).find((child) => child.nodeName === "SUMMARY") : item;
    const name = plainText(head?.querySelector(".rx-file-tree__name"));
    const note = plainText(head?.querySelector(".rx-file-tree__note"));
    const folderMark = details && !name.endsWith("/") ? "/" : "";
    const inside = details && elementChildren(details).find((child) => child.nodeName === "UL");
    const deeper = indent + (isLast ? "    " : "│   ");
    return [`${line}${name}${folderMark}${note ? `  ${note}` : ""}`, ...(inside ? treeLines(inside, deeper) : [])];
  });
}
