// The title of a page that has none in its front matter: its first "# " heading, without the id
// its author may give it (`# Title {#id}`) or the tags written in it (contract's headingTitle).
import { headingTitle } from "@rxdocs/contract";
import { FencedCode } from "./fencedCode.js";

/** An ATX level-1 heading; a closing run of "#" after a space is not part of the text. */
const LEVEL_ONE_HEADING = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** Skips fenced code, where "# " starts a shell comment rather than a heading. */
export function findFirstHeading(markdown: string): string | undefined {
  const code = new FencedCode();
  for (const line of linesOf(markdown)) {
    if (code.holds(line)) continue;
    const heading = LEVEL_ONE_HEADING.exec(line)?.[1];
    const text = heading === undefined ? undefined : headingTitle(heading);
    if (text) return text;
  }
  return undefined;
}

/** The lines of a text, one at a time: the heading is usually on one of the first. */
function* linesOf(text: string): Generator<string> {
  const lineBreak = /\r\n|\r|\n/g;
  let start = 0;
  for (let found = lineBreak.exec(text); found; found = lineBreak.exec(text)) {
    yield text.slice(start, found.index);
    start = lineBreak.lastIndex;
  }
  yield text.slice(start);
}
