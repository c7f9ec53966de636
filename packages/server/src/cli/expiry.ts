import { CliError } from "./shared.js";

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** "30m", "12h", "7d", "2w" from now, or an ISO date in the future. */
export function parseExpiry(text: string, now = Date.now()): string {
  const relative = /^(\d+)\s*([mhdw])$/i.exec(text.trim());
  // Only a full date counts as one: Date.parse would read a bare "12" as the year 2001.
  const isDate = /^\d{4}-\d{2}-\d{2}/.test(text.trim());
  const at = relative
    ? now + Number(relative[1]) * UNIT_MS[relative[2]!.toLowerCase()]!
    : isDate
      ? Date.parse(text)
      : NaN;
  if (Number.isNaN(at)) {
    throw new CliError(`invalid --expires "${text}": use a duration such as 30m, 12h, 7d, 2w or an ISO date`);
  }
  if (at <= now) throw new CliError(`invalid --expires "${text}": it must be in the future`);
  return new Date(at).toISOString();
}
