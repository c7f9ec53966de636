// createdAt/updatedAt as stored: ISO 8601 in UTC with milliseconds, whatever the author wrote.

/** Date, optional time, optional zone; what YAML timestamps and JavaScript's toISOString() produce. */
const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?[ \t]*(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Returns undefined for anything that is not a real instant (including "2024-02-30"). A Date
 * is taken as it is: js-yaml has already rolled an unquoted 2024-02-30 over to March 1.
 */
export function toIsoTimestamp(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value !== "string") return undefined;
  return parseIsoTimestamp(value.trim());
}

function parseIsoTimestamp(text: string): string | undefined {
  const match = ISO_TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, year = "", month = "", day = "", hour = "00", minute = "00", second = "00", fraction = "", zone] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const milliseconds = fraction.padEnd(3, "0").slice(0, 3);
  // A time without a zone is UTC, as js-yaml reads an unquoted one; never the importing machine's zone.
  const utc = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}.${milliseconds}Z`);
  const instant = utc - zoneOffsetMinutes(zone) * 60_000;
  return Number.isNaN(instant) ? undefined : new Date(instant).toISOString();
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && !isLeapYear ? 28 : daysInMonth);
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (!zone || zone === "Z" || zone === "z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || "0");
  return zone.startsWith("-") ? -minutes : minutes;
}
