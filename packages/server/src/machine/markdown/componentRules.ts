// The components of the page, each in the Markdown a reader of the text would expect: callouts as
// GitHub's alerts, folds as a bold summary and what they hold, every tab of a group under its
// label, steps numbered, cards as a list of links, and API fields as a line of facts.
import {
  block,
  type DomElement,
  elementChildren,
  escapeInline,
  hasClass,
  type MarkdownRules,
  plainText,
  prefixLines,
} from "./markdownRule.js";

/** The alert GitHub writes for each tone of callout; a neutral box has none. */
const ALERTS: Readonly<Record<string, string>> = {
  note: "NOTE",
  tip: "TIP",
  important: "IMPORTANT",
  warning: "WARNING",
  danger: "CAUTION",
};

export const componentRules: MarkdownRules = {
  callout: {
    filter: (node) => hasClass(node, "rx-callout") || isFold(node),
    replacement(content, node) {
      const alert = ALERTS[toneOf(node) ?? ""];
      if (alert) return block(prefixLines(`[!${alert}]\n${content.trim()}`, "> "));
      return node.nodeName === "DETAILS" ? block(content) : block(prefixLines(content.trim(), "> "));
    },
  },
  calloutTitle: {
    filter: (node) => hasClass(node, "rx-callout-title") || (node.nodeName === "SUMMARY" && isFold(node.parentNode)),
    replacement(content, node) {
      const tone = toneOf(node.parentNode);
      // The title a kind has by default says no more than the alert's marker.
      if (tone && ALERTS[tone] && node.getAttribute("data-rx-word") === `article.callout.${tone}`) return "";
      return content.trim() ? block(`**${oneLine(content)}**`) : "";
    },
  },
  tabList: {
    filter: (node) => hasClass(node, "rx-tabs__list"),
    replacement: () => "",
  },
  tabPanel: {
    filter: (node) => hasClass(node, "rx-tabs__panel"),
    replacement(content, node) {
      const group = elementChildren(node.parentNode!);
      const panels = group.filter((child) => hasClass(child, "rx-tabs__panel"));
      const list = group.find((child) => hasClass(child, "rx-tabs__list"));
      const label = plainText(list && elementChildren(list)[panels.indexOf(node)]);
      return block(`**${escapeInline(label)}**\n\n${content.trim()}`);
    },
  },
  stepTitle: {
    filter: (node) => hasClass(node, "rx-step__title"),
    replacement: (content, node) => block(`**${stepNumber(node.parentNode!)}. ${oneLine(content)}**`),
  },
  heading: {
    filter: (node) => /^H[1-6]$/.test(node.nodeName),
    replacement(content, node) {
      const number = headingStepNumber(node);
      return block(`${"#".repeat(Number(node.nodeName[1]))} ${number ? `${number}. ` : ""}${oneLine(content)}`);
    },
  },
  card: {
    filter: (node) => hasClass(node, "rx-card"),
    replacement(content, node) {
      const title = elementChildren(node).find((child) => hasClass(child, "rx-card__title"));
      const [head = "", ...rest] = title ? content.trim().split(/\n{2,}/) : ["", content.trim()];
      const body = rest.join("\n\n");
      // A linked card's title is its link already; a plain one is set in bold.
      const name = !head || title?.querySelector("a") ? head : `**${head}**`;
      if (!name) return `\n- ${prefixLines(body, "  ", "").trimStart()}\n`;
      if (!body) return `\n- ${name}\n`;
      return body.includes("\n") ? `\n- ${name}\n\n${prefixLines(body, "  ", "")}\n` : `\n- ${name}: ${body}\n`;
    },
  },
  cards: {
    filter: (node) => hasClass(node, "rx-cards"),
    replacement: (content) => block(content),
  },
  fieldHead: {
    filter: (node) => hasClass(node, "rx-field__head"),
    replacement(_content, node) {
      const name = plainText(node.querySelector(".rx-field__name"));
      const facts = elementChildren(node)
        .filter((child) => !hasClass(child, "rx-field__name"))
        .map(plainText)
        .filter(Boolean);
      return block(`**\`${name}\`**${facts.length > 0 ? ` (${facts.join(", ")})` : ""}`);
    },
  },
  tooltip: {
    filter: (node) => node.nodeName === "ABBR" && node.hasAttribute("title"),
    replacement: (content, node) => `${content} (${node.getAttribute("title")})`,
  },
  caption: {
    filter: (node) => node.nodeName === "FIGCAPTION",
    replacement: (content) => (content.trim() ? block(`*${oneLine(content)}*`) : ""),
  },
};

/** A fold (`<details>`) of the article; a file tree's folders are drawn by the tree. */
function isFold(node: DomElement | null): boolean {
  return node?.nodeName === "DETAILS" && node.closest(".rx-file-tree") === null;
}

function toneOf(node: DomElement | null): string | undefined {
  return /\brx-callout--([\w-]+)/.exec(node?.getAttribute("class") ?? "")?.[1];
}

function oneLine(markdown: string): string {
  return markdown.replace(/\s*\n\s*/g, " ").trim();
}

/** A step's place among the steps of its list, from 1. */
function stepNumber(step: DomElement): number {
  const steps = elementChildren(step.parentNode!).filter((child) => hasClass(child, "rx-step"));
  return steps.indexOf(step) + 1;
}

/**
 * The number of the step a heading titles: the step's, when the heading opens it, or the heading's
 * place among its kind in a list of steps written as headings (Nextra's `### Step` under <Steps>).
 */
function headingStepNumber(heading: DomElement): number | undefined {
  const parent = heading.parentNode;
  if (hasClass(parent, "rx-step") && elementChildren(parent!)[0] === heading) return stepNumber(parent!);
  if (!hasClass(parent, "rx-steps")) return undefined;
  const headings = elementChildren(parent!).filter((child) => child.nodeName === heading.nodeName);
  return headings.indexOf(heading) + 1;
}
