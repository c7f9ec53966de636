// The components that sit in a line of text, written as HTML the page's stylesheet draws:
//   Starlight <Badge text variant>, Mintlify <Badge color>…</Badge>    <span class="rx-badge">
//   Starlight <Icon name>, Mintlify <Icon icon>                         an icon of the bundled set
//   Starlight <LinkButton href variant icon>                            <a class="rx-button">
//   Mintlify <Tooltip tip>…</Tooltip>                                   <abbr title>
import { escapeHtml, iconSvg } from "@rxdocs/markdown";
import { type InlineWriter, oneLine } from "./componentContext.js";
import { stringProp } from "./props.js";

/** The tones a badge comes in, by each tool's variant or colour name. */
const BADGE_TONES: Readonly<Record<string, string>> = {
  note: "note",
  info: "note",
  blue: "note",
  tip: "tip",
  success: "tip",
  green: "tip",
  caution: "warning",
  warning: "warning",
  yellow: "warning",
  orange: "warning",
  danger: "danger",
  red: "danger",
  purple: "important",
};

const badge: InlineWriter = (element, context) => {
  const { open } = element;
  const text = stringProp(open, "text") ?? oneLine(context.renderNodes(element.children));
  const tone = BADGE_TONES[(stringProp(open, "variant", "color") ?? "").toLowerCase()] ?? "neutral";
  return text ? `<span class="rx-badge rx-badge--${tone}">${escapeHtml(text)}</span>` : "";
};

const icon: InlineWriter = (element) => iconSvg(stringProp(element.open, "name", "icon") ?? "") ?? "";

const linkButton: InlineWriter = (element, context) => {
  const { open } = element;
  const href = stringProp(open, "href");
  const text = oneLine(context.renderNodes(element.children));
  if (!href) return text;
  const variant =
    stringProp(open, "variant") === "secondary" || stringProp(open, "variant") === "minimal" ? "secondary" : "primary";
  const glyph = iconSvg(stringProp(open, "icon") ?? "") ?? "";
  const content = stringProp(open, "iconPlacement") === "start" ? `${glyph}${text}` : `${text}${glyph}`;
  return `<a class="rx-button rx-button--${variant}" href="${escapeHtml(href)}">${content}</a>`;
};

const tooltip: InlineWriter = (element, context) => {
  const text = context.renderNodes(element.children);
  const tip = stringProp(element.open, "tip", "content");
  // Focusable, so that a keyboard reaches the tip too (components.css shows it on focus).
  return tip ? `<abbr class="rx-tooltip" title="${escapeHtml(oneLine(tip))}" tabindex="0">${text}</abbr>` : text;
};

export const INLINE_WRITERS: Readonly<Record<string, InlineWriter>> = {
  Badge: badge,
  Icon: icon,
  LinkButton: linkButton,
  Tooltip: tooltip,
};
