// Dates read the same wherever the page is rendered: a page pre-rendered on the server and
// the app that takes it over in the browser must write the same text.
const formatter = new Intl.DateTimeFormat("en", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}
