import type { MarkedExtension, Token, Tokens } from "marked";

// GitHub's alert syntax: a blockquote whose first line is only the marker, e.g. `> [!NOTE]`.
const CALLOUT_MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

type CalloutKind = "note" | "tip" | "important" | "warning" | "caution";

const CALLOUT_TITLES: Readonly<Record<CalloutKind, string>> = {
  note: "Note",
  tip: "Tip",
  important: "Important",
  warning: "Warning",
  caution: "Caution",
};

interface CalloutToken extends Tokens.Generic {
  type: "callout";
  kind: CalloutKind;
  tokens: Token[];
}

/** Turns GitHub alert blockquotes into `.rx-callout` boxes titled after their kind. */
export const calloutExtension: MarkedExtension = {
  walkTokens(token) {
    if (token.type === "blockquote") convertToCallout(token as Tokens.Blockquote);
  },
  extensions: [
    {
      name: "callout",
      renderer(token) {
        const { kind, tokens } = token as CalloutToken;
        const title = `<p class="rx-callout-title">${CALLOUT_TITLES[kind]}</p>\n`;
        return `<div class="rx-callout rx-callout--${kind}" role="note">${title}${this.parser.parse(tokens)}</div>\n`;
      },
    },
  ],
};

function convertToCallout(blockquote: Tokens.Blockquote): void {
  const [paragraph] = blockquote.tokens;
  if (paragraph?.type !== "paragraph") return;
  const inlineTokens: Token[] = paragraph.tokens ?? [];
  const [leadingText] = inlineTokens;
  if (leadingText?.type !== "text") return;
  const marker = CALLOUT_MARKER.exec(leadingText.text);
  if (!marker) return;

  removeMarker(inlineTokens, leadingText as Tokens.Text, marker[0]);
  if (inlineTokens.length === 0) blockquote.tokens.shift();
  const kind = marker[1]!.toLowerCase() as CalloutKind;
  Object.assign(blockquote, { type: "callout", kind } satisfies Pick<CalloutToken, "type" | "kind">);
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
