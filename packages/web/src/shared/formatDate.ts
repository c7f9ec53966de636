// Dates read the same wherever the page is rendered: a page pre-rendered on the server and
// the app that takes it over in the browser must write the same text. They are written here
// rather than by Intl.DateTimeFormat, whose first formatter costs the app's start some 15 ms.
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

/** "March 5, 2026", in UTC; nothing for a date that cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
