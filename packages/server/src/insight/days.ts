// Days as readers' counts and answers are kept: UTC, written YYYY-MM-DD, which sort as they come.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `time`, YYYY-MM-DD. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The first day of a period of `count` days that ends with the day of `last`. */
export function firstDayOf(count: number, last: Date): string {
  return dayOf(new Date(last.getTime() - (count - 1) * DAY_MS));
}

/** Each day from `first` to `last`, both included. */
export function everyDay(first: string, last: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); time <= Date.parse(`${last}T00:00:00Z`); time += DAY_MS) {
    days.push(dayOf(new Date(time)));
  }
  return days;
}
