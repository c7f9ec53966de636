// A heading's own id, as Docusaurus and VitePress write it after the heading's text
// (`## Install {#setup}`) and MkDocs' attribute lists do (`## Install { #setup }`). The marker is
// taken off the heading's tokens once they are lexed, so the page, its outline and the search
// all see the text without it, and the id it names.
import { splitHeadingId } from "@rxdocs/contract";
import type { MarkedExtension, Token, Tokens } from "marked";

type IdentifiedHeading = Tokens.Heading & { explicitId?: string };

export const headingIds: MarkedExtension = {
  walkTokens(token) {
    if (token.type === "heading") takeIdMarker(token as IdentifiedHeading);
  },
};

/** The id the heading's author gave it, if any. */
export function explicitHeadingId(heading: Tokens.Heading): string | undefined {
  return (heading as IdentifiedHeading).explicitId;
}

function takeIdMarker(heading: IdentifiedHeading): void {
  const last: Token | undefined = heading.tokens.at(-1);
  if (last?.type !== "text") return;
  const { text, id } = splitHeadingId(last.text);
  if (id === undefined) return;
  heading.explicitId = id;
  heading.text = splitHeadingId(heading.text).text;
  if (text) {
    last.text = text;
    last.raw = text;
  } else {
    heading.tokens.pop();
  }
}
