// Finds every address a Markdown text links or embeds, as authors write them, and lets the
// caller replace each one: inline links and images `[a](target "title")`, reference definitions
// `[a]: target`, and the `src`, `href` and `poster` attributes of HTML. Code blocks and inline
// code are left as written.
import { FencedCode } from "./fencedCode.js";

const INLINE_LINK = /(\]\(\s*)(<[^>\n]*>|[^\s)]+)/g;
/** `[label]: target`; a label that starts with `^` is a footnote's, followed by its text. */
const REFERENCE_DEFINITION = /^(\s{0,3}\[(?!\^)[^\]\n]+\]:\s*)(<[^>\n]*>|\S+)/;
const HTML_TAG = /<[a-zA-Z][^>]*>/g;
const URL_ATTRIBUTE = /(\s(?:src|href|poster)\s*=\s*)("[^"]*"|'[^']*')/gi;

/**
 * Answers what a target becomes; undefined keeps it. `target` is the address as written, without
 * angle brackets or quotes; `line` is the 1-based line in the text.
 */
export type TargetVisitor = (target: string, line: number) => string | undefined;

/**
 * Calls `visit` for every target outside code, in order, and returns the text with its answers in
 * place: the very same string when nothing changed, so that unchanged pages cost no copy.
 */
export function rewriteLinkTargets(markdown: string, visit: TargetVisitor): string {
  const code = new FencedCode();
  const lines = markdown.split("\n");
  let changed = false;
  lines.forEach((text, index) => {
    // Most lines hold neither a fence nor a target, and are passed over at once.
    if (!text.includes("`") && !text.includes("~") && !mayHoldTargets(text)) return;
    if (code.holds(text)) return;
    const line = index + 1;
    const rewritten = rewriteLine(text, (target) => visit(target, line));
    if (rewritten !== text) {
      lines[index] = rewritten;
      changed = true;
    }
  });
  return changed ? lines.join("\n") : markdown;
}

function rewriteLine(text: string, visit: (target: string) => string | undefined): string {
  const replace = (written: string, wrap: (bare: string) => string) => {
    const answer = visit(unwrap(written));
    return answer === undefined ? written : wrap(answer);
  };
  const definition = REFERENCE_DEFINITION.exec(text);
  if (definition) {
    const target = replace(definition[2]!, (answer) => (definition[2]!.startsWith("<") ? `<${answer}>` : answer));
    return definition[1] + target + text.slice(definition[0].length);
  }
  return outsideInlineCode(text, (part) =>
    part
      .replace(
        INLINE_LINK,
        (_all, head: string, target: string) =>
          head + replace(target, (answer) => (target.startsWith("<") ? `<${answer}>` : answer)),
      )
      .replace(HTML_TAG, (tag) =>
        tag.replace(
          URL_ATTRIBUTE,
          (_all, head: string, quoted: string) =>
            head + replace(quoted, (answer) => `${quoted[0]}${answer}${quoted[0]}`),
        ),
      ),
  );
}

/** Whether a text may hold a target at all: most lines of most pages do not, and are skipped at once. */
export function mayHoldTargets(markdown: string): boolean {
  return (
    markdown.includes("](") ||
    markdown.includes("]:") ||
    (markdown.includes("=") && /\s(?:src|href|poster)\s*=/.test(markdown))
  );
}

function unwrap(written: string): string {
  const first = written[0];
  if (first === "<" || first === '"' || first === "'") return written.slice(1, -1);
  return written;
}

/** Applies `change` to the parts of a line that are not inline code (`...`). */
function outsideInlineCode(line: string, change: (text: string) => string): string {
  if (!line.includes("`")) return change(line);
  const parts = line.split(/(`+[^`]*`+)/);
  return parts.map((part, index) => (index % 2 === 1 ? part : change(part))).join("");
}
