const formatter = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "long", day: "numeric" });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}
