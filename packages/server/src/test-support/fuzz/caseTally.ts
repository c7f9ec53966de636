// Counts what a fuzz suite ran and prints it as one line, so that the figures of a run can be
// read from the test output ("fuzz api (SQLite): 4,000 cases, 0 5xx").
export class CaseTally {
  private readonly counts = new Map<string, number>();

  constructor(
    readonly suite: string,
    /** The counters printed after the number of cases, in this order, even when zero. */
    private readonly outcomes: readonly string[],
  ) {}

  /** One case run; `outcome` names what it came to, when that is one of the printed ones. */
  count(outcome?: string): void {
    this.add("cases");
    if (outcome !== undefined) this.add(outcome);
  }

  add(what: string, amount = 1): void {
    this.counts.set(what, (this.counts.get(what) ?? 0) + amount);
  }

  get(what: string): number {
    return this.counts.get(what) ?? 0;
  }

  summary(): string {
    const figure = (what: string) => `${this.get(what).toLocaleString("en-US")} ${what}`;
    return `${this.suite}: ${[figure("cases"), ...this.outcomes.map(figure)].join(", ")}`;
  }

  print(): void {
    console.log(this.summary());
  }
}
