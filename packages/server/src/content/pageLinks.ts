// Links between pages as authors write them, a relative (or root-relative) path to a .md file
// as on GitHub, Docusaurus and VitePress, become links the reader app opens:
// `[Tabs](../02-writing/04-tabs.md#files)` → `[Tabs](/view?path=tabs#files)`. Code blocks and
// inline code are left as written, and so are links to files the folder does not have.
import { posix } from "node:path";
import type { ArticleTab } from "@rxdocs/contract";
import type { FolderContent } from "./model.js";

const INLINE_LINK = /(\]\(\s*)(<[^>\n]*>|[^\s)]+)/g;
const REFERENCE_DEFINITION = /^(\s{0,3}\[[^\]\n]+\]:\s*)(<[^>\n]*>|\S+)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function resolvePageLinks(content: FolderContent): void {
  const pages = content.menus.filter((menu) => menu.menuType === 2);
  const codeByPath = new Map(pages.map((menu) => [menu.sourcePath, menu.menuCode]));
  const pathByCode = new Map(pages.map((menu) => [menu.menuCode, menu.sourcePath]));
  for (const article of content.articles) {
    const from = pathByCode.get(article.menuCode);
    if (from === undefined) continue;
    article.articleMd = rewritePageLinks(article.articleMd, from, codeByPath);
    if (article.articleTabContent) {
      const tabs = JSON.parse(article.articleTabContent) as ArticleTab[];
      const rewritten = tabs.map((tab) => ({ ...tab, md: rewritePageLinks(tab.md, from, codeByPath) }));
      article.articleTabContent = JSON.stringify(rewritten);
    }
  }
}

/** Rewrites the page links of one Markdown text, written in the file at `fromPath`. */
export function rewritePageLinks(markdown: string, fromPath: string, codeByPath: ReadonlyMap<string, string>): string {
  const resolve = (target: string) => pageUrl(target, posix.dirname(fromPath), codeByPath) ?? target;
  let openFence: string | undefined;
  return markdown
    .split("\n")
    .map((line) => {
      const fence = FENCE.exec(line)?.[1];
      if (openFence !== undefined) {
        if (fence && fence[0] === openFence[0] && fence.length >= openFence.length && line.trim() === fence) {
          openFence = undefined;
        }
        return line;
      }
      if (fence) {
        openFence = fence;
        return line;
      }
      const definition = REFERENCE_DEFINITION.exec(line);
      if (definition) return definition[1] + resolve(definition[2]!) + line.slice(definition[0].length);
      return outsideInlineCode(line, (text) =>
        text.replace(INLINE_LINK, (_all, head: string, target: string) => head + resolve(target)),
      );
    })
    .join("\n");
}

/** Applies `change` to the parts of a line that are not inline code (`...`). */
function outsideInlineCode(line: string, change: (text: string) => string): string {
  if (!line.includes("`")) return change(line);
  const parts = line.split(/(`+[^`]*`+)/);
  return parts.map((part, index) => (index % 2 === 1 ? part : change(part))).join("");
}

/** The reader's URL for a link to a page of the folder, or undefined when it is not one. */
function pageUrl(target: string, fromDir: string, codeByPath: ReadonlyMap<string, string>): string | undefined {
  const bare = target.startsWith("<") ? target.slice(1, -1) : target;
  if (HAS_SCHEME.test(bare) || bare.startsWith("#") || bare.startsWith("//")) return undefined;
  const anchorAt = bare.indexOf("#");
  const pathPart = anchorAt === -1 ? bare : bare.slice(0, anchorAt);
  const anchor = anchorAt === -1 ? "" : bare.slice(anchorAt);
  if (!pathPart.endsWith(".md")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  const path = decoded.startsWith("/") ? posix.normalize(decoded.slice(1)) : posix.join(fromDir, decoded);
  const code = codeByPath.get(path);
  return code === undefined ? undefined : `/view?path=${encodeURIComponent(code)}${anchor}`;
}
