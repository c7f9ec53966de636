// Text of an OpenAPI document put into rxdocs' Markdown: inline code that holds any character,
// table cells that keep to one row, and multi-line descriptions kept inside a list item.

/** Inline code of any text: a backtick inside takes a longer fence, as CommonMark allows. */
export function inlineCode(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, " ");
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = longest > 0 || flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A value as a short piece of code: strings as they are, the rest as JSON. */
export function valueCode(value: unknown): string {
  return inlineCode(typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)));
}

/** Text for one cell of a table: one line, its pipes escaped. */
export function tableCell(text: string): string {
  return text
    .trim()
    .replace(/\s*\n\s*/g, " ")
    .replace(/\|/g, "\\|");
}

/** A description that may run over several lines, continued under a list item indented by `indent`. */
export function continued(text: string, indent: string): string {
  return text
    .trim()
    .split("\n")
    .map((line, index) => (index === 0 || line.trim() === "" ? line.trimEnd() : `${indent}  ${line}`))
    .join("\n");
}

export function describedBy(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
