// The HTML the reader app's renderer writes, as Markdown: what readers see, in the text a language
// model or a script reads best. Turndown with GitHub's tables, strikethrough and task lists does
// the common part; our rules give each component its Markdown form, make every link and image
// absolute, and leave out what is only the interface (copy buttons, heading anchors, icons, the
// inline table of contents).
import { strikethrough, tables, taskListItems } from "@joplin/turndown-plugin-gfm";
import TurndownService from "turndown";
import { codeRules } from "./codeRules.js";
import { componentRules } from "./componentRules.js";
import {
  addRules,
  type DomElement,
  elementChildren,
  escapeInline,
  hasClass,
  type MarkdownRules,
} from "./markdownRule.js";

/** The Markdown of `html`, its relative links and images resolved against `baseAddress`. */
export function htmlToMarkdown(html: string, baseAddress: string): string {
  const service = new TurndownService({
    headingStyle: "atx",
    hr: "---",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
    emDelimiter: "*",
    strongDelimiter: "**",
  });
  service.use([tables, strikethrough, taskListItems]);
  addRules(service, { listItem, ...codeRules, ...componentRules, ...addressRules(baseAddress), ...footnoteRules });
  // Added last, so that they win over every other rule.
  addRules(service, { interface: { filter: isInterface, replacement: () => "" } });
  return service
    .turndown(html)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Parts of the markup that only serve the reader's screen. */
function isInterface(node: DomElement): boolean {
  return (
    ["BUTTON", "SCRIPT", "STYLE", "svg", "SVG", "TEMPLATE"].includes(node.nodeName) ||
    hasClass(node, "rx-heading-anchor") ||
    hasClass(node, "rx-toc") ||
    hasClass(node, "rx-visually-hidden") ||
    node.hasAttribute("data-footnote-backref") ||
    node.hasAttribute("data-rx-probe")
  );
}

/** A list item with a marker of its own width (`- `, `1. `), its other lines indented to match. */
const listItem: MarkdownRules[string] = {
  filter: (node) => node.nodeName === "LI",
  replacement(content, node) {
    const list = node.parentNode;
    let marker = "-";
    if (list?.nodeName === "OL") {
      const start = Number(list.getAttribute("start") ?? 1);
      marker = `${(Number.isInteger(start) ? start : 1) + elementChildren(list).indexOf(node)}.`;
    }
    const text = content
      .replace(/^\n+/, "")
      .replace(/\n+$/, "\n")
      .replace(/^(\[[ x]\]) +/, "$1 ");
    const item = `${marker} ${text.replace(/\n(?=.)/g, `\n${" ".repeat(marker.length + 1)}`)}`;
    return node.nextSibling && !item.endsWith("\n") ? `${item}\n` : item;
  },
};

function addressRules(baseAddress: string): MarkdownRules {
  const absolute = (address: string) => {
    try {
      return new URL(address, baseAddress).href.replace(/[()\s]/g, encodeURIComponent);
    } catch {
      return address;
    }
  };
  const titled = (node: DomElement) => {
    const title = node.getAttribute("title");
    return title ? ` "${title.replace(/"/g, '\\"')}"` : "";
  };
  return {
    link: {
      filter: (node) => node.nodeName === "A" && node.hasAttribute("href"),
      replacement(content, node) {
        const text = content.trim();
        return text ? `[${text}](${absolute(node.getAttribute("href")!)}${titled(node)})` : "";
      },
    },
    image: {
      filter: (node) => node.nodeName === "IMG" && node.hasAttribute("src"),
      replacement(_content, node) {
        const alt = escapeInline(node.getAttribute("alt") ?? "").replace(/\n+/g, " ");
        return `![${alt}](${absolute(node.getAttribute("src")!)}${titled(node)})`;
      },
    },
  };
}

/** Footnotes back to `[^label]` references and `[^label]: text` definitions. */
const footnoteRules: MarkdownRules = {
  footnoteReference: {
    filter: (node) => node.nodeName === "A" && node.hasAttribute("data-footnote-ref"),
    replacement: (content, node) => `[^${footnoteLabel(node.getAttribute("href")) ?? content}]`,
  },
  footnote: {
    filter: (node) => node.nodeName === "LI" && node.closest("[data-footnotes]") !== null,
    replacement(content, node) {
      const label = footnoteLabel(`#${node.getAttribute("id") ?? ""}`) ?? "";
      return `\n[^${label}]: ${content.trim().replace(/\n/g, "\n    ")}\n`;
    },
  },
  footnotes: {
    filter: (node) => node.hasAttribute("data-footnotes"),
    replacement: (content) => `\n\n${content.replace(/\n{2,}(?=\[\^)/g, "\n").trim()}\n\n`,
  },
};

function footnoteLabel(address: string | null): string | undefined {
  return /#(?:[\w-]*?)footnote-(.+)$/.exec(address ?? "")?.[1];
}
