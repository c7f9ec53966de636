// The fences of Docusaurus and VitePress containers, read line by line:
//   :::tip[Title]        ::: details Title {open}        ::::tabs key:pkg
//   …                    …                               …
//   :::                  :::                             ::::
// A container ends at the fence that closes it, or with the text it sits in. Code blocks and
// nested containers inside it are skipped: a `:::` line inside a ``` block is code, and a fence
// closes the innermost open container of its own length (else the innermost one), so nesting
// works with longer outer fences (Docusaurus, VitePress) and with equal ones alike.
import { splitLines } from "./indentedBlock.js";

/** A fence line: three or more colons, then what it opens (nothing for a closing fence). */
const COLON_FENCE = /^ {0,3}(:{3,})[ \t]*(.*?)[ \t]*$/;
const CODE_FENCE_OPENING = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const CODE_FENCE_CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** The container's name: `note` in `:::note[Title]`, `code-group` in `::: code-group`. */
const NAME = /^[A-Za-z][\w-]*/;

export interface ColonContainer {
  /** Lower-cased; "" when the fence names none (`:::{note}`). */
  name: string;
  /** What follows the name on the opening line: a title, attributes, a sync key. */
  info: string;
  /** The lines between the fences, without the opening line's indentation. */
  bodyLines: string[];
  /** For each body line, whether it lies at the container's own level (not in code or in a nested container). */
  isOwnLevel: boolean[];
  /** The text the container takes up, both fences included. */
  raw: string;
}

/** The container that `src` starts with, or undefined when it does not start with an opening fence. */
export function readColonContainer(src: string): ColonContainer | undefined {
  // The opening line is checked before the text is split, as this runs at every block.
  const newline = src.indexOf("\n");
  const opening = COLON_FENCE.exec(newline < 0 ? src : src.slice(0, newline));
  if (!opening || opening[2] === "") return undefined;
  const lines = splitLines(src);
  const [, colons, rest] = opening as unknown as [string, string, string];

  const name = NAME.exec(rest)?.[0] ?? "";
  const indent = /^ */.exec(lines[0]!)![0].length;
  const scan = scanBody(lines, colons.length);
  return {
    name: name.toLowerCase(),
    info: rest.slice(name.length).trim(),
    bodyLines: scan.bodyLines.map((line) => withoutIndent(line, indent)),
    isOwnLevel: scan.isOwnLevel,
    raw: lines.slice(0, scan.end).join(""),
  };
}

interface BodyScan {
  bodyLines: string[];
  isOwnLevel: boolean[];
  /** The index of the first line after the container. */
  end: number;
}

function scanBody(lines: readonly string[], fenceLength: number): BodyScan {
  const openFences = [fenceLength];
  let codeFence: string | undefined;
  const bodyLines: string[] = [];
  const isOwnLevel: boolean[] = [];
  for (let index = 1; index < lines.length; index++) {
    const line = withoutNewline(lines[index]!);
    const ownLevel = codeFence === undefined && openFences.length === 1;
    if (codeFence !== undefined) {
      if (closesCodeFence(line, codeFence)) codeFence = undefined;
    } else if (CODE_FENCE_OPENING.test(line)) {
      codeFence = codeFenceOpening(line);
    } else {
      const fence = COLON_FENCE.exec(line);
      if (fence?.[2] === "") {
        closeFence(openFences, fence[1]!.length);
        if (openFences.length === 0) return { bodyLines, isOwnLevel, end: index + 1 };
      } else if (fence) {
        openFences.push(fence[1]!.length);
      }
    }
    bodyLines.push(line);
    isOwnLevel.push(ownLevel);
  }
  // Never closed: the container takes the rest of the text it sits in.
  return { bodyLines, isOwnLevel, end: lines.length };
}

function closeFence(openFences: number[], length: number): void {
  const sameLength = openFences.lastIndexOf(length);
  openFences.length = sameLength >= 0 ? sameLength : openFences.length - 1;
}

/** The fence's marker run (```` ``` ```` or `~~~~`), or undefined when the line is not an opening fence. */
function codeFenceOpening(line: string): string | undefined {
  const [, marker, info] = CODE_FENCE_OPENING.exec(line) as unknown as [string, string, string];
  // An info string with a backtick makes the line inline code, not a fence (CommonMark).
  return marker.startsWith("`") && info.includes("`") ? undefined : marker;
}

function closesCodeFence(line: string, opening: string): boolean {
  const marker = CODE_FENCE_CLOSING.exec(line)?.[1];
  return marker !== undefined && marker[0] === opening[0] && marker.length >= opening.length;
}

function withoutNewline(line: string): string {
  return line.replace(/\n$/, "");
}

function withoutIndent(line: string, indent: number): string {
  return line.replace(new RegExp(`^ {0,${indent}}`), "");
}
