// The regions of a file that VitePress' `<<< file#name` and `<!--@include: file#name-->` take:
// the lines between `#region name` and `#endregion`, the markers written as the file's language
// comments (`// #region`, `# region`, `<!-- #region -->`, `/* #region */`). A file's language is
// not known, so every style is tried on every line; an end marker with a name closes the region of
// that name, one without closes the innermost region opened in its own style.

interface MarkerStyle {
  start: RegExp;
  end: RegExp;
}

const MARKER_STYLES: readonly MarkerStyle[] = [
  // JavaScript, TypeScript, Go, Rust, Java: `// #region name`, the "#" optional.
  { start: /^\s*\/\/\s*#?region\b\s*(.*?)\s*$/, end: /^\s*\/\/\s*#?endregion\b\s*(.*?)\s*$/ },
  // Python, YAML, shell, C#: `# region name`, `#region name`, C's `#pragma region`.
  {
    start: /^\s*#\s*(?:pragma\s+)?region\b\s*(.*?)\s*$/i,
    end: /^\s*#\s*(?:pragma\s+)?end ?region\b\s*(.*?)\s*$/i,
  },
  // Markdown, HTML, Vue templates.
  { start: /^\s*<!--\s*#?region\b\s*(.*?)\s*-->/, end: /^\s*<!--\s*#?endregion\b\s*(.*?)\s*-->/ },
  // CSS and its dialects.
  { start: /^\s*\/\*\s*#region\b\s*(.*?)\s*\*\//, end: /^\s*\/\*\s*#endregion\b\s*(.*?)\s*\*\// },
];

export interface RegionLines {
  lines: string[];
  /** The marker styles the region was written in, whose markers inside it are left out of a snippet. */
  styles: MarkerStyle[];
}

/** The lines of every region of that name, in order (the outermost of nested ones); undefined when there is none. */
export function regionLines(lines: readonly string[], name: string): RegionLines | undefined {
  const found: { start: number; end: number; style: MarkerStyle }[] = [];
  const open: { name: string; start: number; style: MarkerStyle }[] = [];
  lines.forEach((line, index) => {
    if (!/region/i.test(line)) return;
    const opening = markerOf(line, "start");
    if (opening) {
      open.push({ name: opening.name, start: index + 1, style: opening.style });
      return;
    }
    const closing = markerOf(line, "end");
    if (!closing) return;
    const at = closing.name
      ? open.findLastIndex((region) => region.name === closing.name)
      : open.findLastIndex((region) => region.style === closing.style);
    if (at === -1) return;
    const [closed] = open.splice(at);
    if (closed!.name === name && !open.some((region) => region.name === name)) {
      found.push({ start: closed!.start, end: index, style: closed!.style });
    }
  });
  if (found.length === 0) return undefined;
  return {
    lines: found.flatMap((region) => lines.slice(region.start, region.end)),
    styles: [...new Set(found.map((region) => region.style))],
  };
}

/** The lines without the markers of those styles, whatever region they name. */
export function withoutRegionMarkers(lines: readonly string[], styles: readonly MarkerStyle[]): string[] {
  return lines.filter(
    (line) => !/region/i.test(line) || !styles.some((style) => style.start.test(line) || style.end.test(line)),
  );
}

/** The lines without the indentation they all share; blank lines do not count. */
export function dedent(lines: readonly string[]): string[] {
  let shared = Infinity;
  for (const line of lines) {
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (indent < line.length) shared = Math.min(shared, indent);
  }
  if (shared === Infinity || shared === 0) return [...lines];
  return lines.map((line) => line.slice(shared));
}

function markerOf(line: string, kind: "start" | "end"): { name: string; style: MarkerStyle } | undefined {
  for (const style of MARKER_STYLES) {
    const name = style[kind].exec(line)?.[1];
    if (name !== undefined) return { name: name.replace(/^"(.*)"$/, "$1"), style };
  }
  return undefined;
}
