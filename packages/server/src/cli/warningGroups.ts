// What an import says of a large site's warnings: one line per kind and name, with how many
// there are and the first places, rather than thousands of lines nobody reads. The whole list
// is there with --verbose and in --json.
import type { ContentWarning } from "../content/model.js";
import { oneLine } from "../oneLine.js";

export interface WarningGroup {
  /** The warnings' message, with the first quoted name in it (a link's target) as "…" when they differ there. */
  message: string;
  count: number;
  /** The first warnings of the group, at most FIRST_PLACES. */
  first: ContentWarning[];
}

const FIRST_PLACES = 3;
/** The first quoted text of a message: what differs between warnings of one kind (`"gone.md" names no page…`). */
const QUOTED = /"(?:[^"\\]|\\.)*"/;

/** Groups in the order of their first warning. */
export function groupWarnings(warnings: readonly ContentWarning[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  for (const warning of warnings) {
    const key = warning.message.replace(QUOTED, '"…"');
    const group = groups.get(key) ?? { message: key, count: 0, first: [] };
    group.count += 1;
    if (group.first.length < FIRST_PLACES) group.first.push(warning);
    groups.set(key, group);
  }
  // A kind with one warning, or whose warnings all name the same thing, says it as it is.
  for (const group of groups.values()) {
    const [first] = group.first;
    if (first && group.first.every((warning) => warning.message === first.message)) group.message = first.message;
  }
  return [...groups.values()];
}

/** The lines of stderr: every warning with --verbose, else one per group. */
export function warningLines(warnings: readonly ContentWarning[], verbose: boolean): string[] {
  if (verbose) return warnings.map((warning) => `${place(warning)}: warning: ${oneLine(warning.message)}`);
  return groupWarnings(warnings).map((group) => {
    if (group.count === 1) return `${place(group.first[0]!)}: warning: ${oneLine(group.message)}`;
    const named = group.message.includes('"…"');
    const places = group.first.map((warning) => {
      const name = named ? QUOTED.exec(warning.message)?.[0] : undefined;
      return name ? `${place(warning)} (${name})` : place(warning);
    });
    const more = group.count > places.length ? ", …" : "";
    return `warning: ${oneLine(group.message)}: ${group.count} times, at ${places.join(", ")}${more}`;
  });
}

/**
 * `docs/a.md:12`, as editors and terminals link it. A file name may hold a line break, which
 * would cut the line in two: it is written as its escape, and never cut short.
 */
export function place({ path, line }: { path: string; line?: number }): string {
  const name = oneLine(path, Infinity);
  return line === undefined ? name : `${name}:${line}`;
}
