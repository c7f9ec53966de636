// A container ends at the first fence line with as many colons as its own, so one holding
// another needs more colons than it: `::::tabs` around a `:::tip`. Turning <Tabs> inside a
// `:::tip` into a container nests containers the author never nested, so outer fences are
// lengthened wherever a container inside them has as many colons.
import { codeContentLines } from "./codeFences.js";

const CONTAINER_OPENING = /^[ \t]*:{3,}[ \t]*[\w-]/;
const CONTAINER_CLOSING = /^[ \t]*:{3,}[ \t]*$/;

interface OpenContainer {
  openingLine: number;
  colons: number;
  /** The most colons of a container directly inside, once lengthened itself. */
  innerColons: number;
}

export function nestContainerFences(markdown: string): string {
  if (!markdown.includes(":::")) return markdown;
  const lines = markdown.split("\n");
  const inCode = codeContentLines(lines);
  const open: OpenContainer[] = [];
  lines.forEach((line, index) => {
    if (inCode[index]) return;
    if (CONTAINER_OPENING.test(line)) {
      open.push({ openingLine: index, colons: /:+/.exec(line)?.[0].length ?? 3, innerColons: 0 });
      return;
    }
    const container = CONTAINER_CLOSING.test(line) ? open.pop() : undefined;
    if (!container) return;
    const colons = Math.max(container.colons, container.innerColons + 1);
    if (colons > container.colons) {
      lines[container.openingLine] = withColons(lines[container.openingLine] as string, colons);
      lines[index] = withColons(line, colons);
    }
    const parent = open.at(-1);
    if (parent) parent.innerColons = Math.max(parent.innerColons, colons);
  });
  return lines.join("\n");
}

function withColons(line: string, colons: number): string {
  return line.replace(/:{3,}/, ":".repeat(colons));
}
