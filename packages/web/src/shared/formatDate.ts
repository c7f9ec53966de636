// Dates as the page's language writes them, in UTC, so that a page pre-rendered on the server
// and the app that takes it over in the browser write the same text (the <time> elements also
// allow for a browser whose Intl data differs from the server's). English dates are written
// here rather than by Intl.DateTimeFormat, whose first formatter costs the app's start some
// 15 ms; other languages are written by Intl, one formatter per language.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** "March 5, 2026", "5 mars 2026", "2026年3月5日"; nothing for a date that cannot be read. */
export function formatDate(iso: string, lang = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (lang === "en" || lang.toLowerCase().startsWith("en-us")) {
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  return formatterFor(lang).format(date);
}

function formatterFor(lang: string): Intl.DateTimeFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(lang, OPTIONS);
    } catch {
      formatter = new Intl.DateTimeFormat("en", OPTIONS); // a tag Intl does not take
    }
    formatters.set(lang, formatter);
  }
  return formatter;
}
