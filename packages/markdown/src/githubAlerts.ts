import type { MarkedExtension, Token, Tokens } from "marked";
import type { CalloutKind, CalloutToken } from "./callout.js";

// GitHub's alert syntax: a blockquote whose first line is only the marker, e.g. `> [!NOTE]`.
const ALERT_MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

const ALERT_KINDS: ReadonlyMap<string, CalloutKind> = new Map([
  ["note", { tone: "note", defaultTitle: "note" }],
  ["tip", { tone: "tip", defaultTitle: "tip" }],
  ["important", { tone: "important", defaultTitle: "important" }],
  ["warning", { tone: "warning", defaultTitle: "warning" }],
  ["caution", { tone: "danger", defaultTitle: "caution" }],
]);

/** Turns GitHub alert blockquotes into callouts titled after their kind. */
export const githubAlerts: MarkedExtension = {
  walkTokens(token) {
    if (token.type === "blockquote") convertToCallout(token as Tokens.Blockquote);
  },
};

function convertToCallout(blockquote: Tokens.Blockquote): void {
  const [paragraph] = blockquote.tokens;
  if (paragraph?.type !== "paragraph") return;
  const inlineTokens: Token[] = paragraph.tokens ?? [];
  const [leadingText] = inlineTokens;
  if (leadingText?.type !== "text") return;
  const marker = ALERT_MARKER.exec(leadingText.text);
  if (!marker) return;

  removeMarker(inlineTokens, leadingText as Tokens.Text, marker[0]);
  if (inlineTokens.length === 0) blockquote.tokens.shift();
  const { tone, defaultTitle } = ALERT_KINDS.get(marker[1]!.toLowerCase())!;
  Object.assign(blockquote, {
    type: "callout",
    tone,
    defaultTitle,
    titleTokens: [],
  } satisfies Pick<CalloutToken, "type" | "tone" | "defaultTitle" | "titleTokens">);
}

// The marker and the rest of the paragraph share the first text token ("[!NOTE]\nFirst words ").
function removeMarker(inlineTokens: Token[], leadingText: Tokens.Text, marker: string): void {
  const rest = leadingText.text.slice(marker.length);
  if (rest) {
    leadingText.text = rest;
    return;
  }
  inlineTokens.shift();
  // A marker ended by a hard break ("[!NOTE]  ") leaves the break behind.
  if (inlineTokens[0]?.type === "br") inlineTokens.shift();
}
