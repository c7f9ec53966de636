import { describe, expect, it } from "vitest";
import { groupWarnings, warningLines } from "./warningGroups.js";

const broken = (path: string, line: number, target: string) => ({
  path,
  line,
  message: `${JSON.stringify(target)} names no page of the folder; it is left as written`,
});
const card = (path: string, line: number) => ({
  path,
  line,
  message: "<Card> is not supported; its content is kept as text",
});

describe("the warnings of an import", () => {
  const warnings = [
    card("a.mdx", 3),
    broken("a.mdx", 9, "gone.md"),
    card("b.mdx", 1),
    broken("b.mdx", 2, "other.md"),
    card("c.mdx", 7),
    card("d.mdx", 4),
    { path: "e.md", message: "front matter: slug must be a string (put it in quotes); it is ignored" },
  ];

  it("are grouped by kind and name, in the order they first appear, with their count and first places", () => {
    expect(groupWarnings(warnings)).toEqual([
      {
        message: "<Card> is not supported; its content is kept as text",
        count: 4,
        first: warnings.filter((w, i) => [0, 2, 4].includes(i)),
      },
      {
        message: '"…" names no page of the folder; it is left as written',
        count: 2,
        first: [warnings[1], warnings[3]],
      },
      { message: warnings[6]!.message, count: 1, first: [warnings[6]] },
    ]);
  });

  it("print one line per group, naming what differs, or every one of them when verbose", () => {
    expect(warningLines(warnings, false)).toEqual([
      "warning: <Card> is not supported; its content is kept as text: 4 times, at a.mdx:3, b.mdx:1, c.mdx:7, …",
      'warning: "…" names no page of the folder; it is left as written: 2 times, at a.mdx:9 ("gone.md"), b.mdx:2 ("other.md")',
      "e.md: warning: front matter: slug must be a string (put it in quotes); it is ignored",
    ]);
    expect(warningLines(warnings, true)).toHaveLength(warnings.length);
    expect(warningLines(warnings, true)[1]).toBe(
      'a.mdx:9: warning: "gone.md" names no page of the folder; it is left as written',
    );
  });

  it("say a warning repeated word for word as it is", () => {
    const same = [broken("a.md", 1, "x.md"), broken("b.md", 2, "x.md")];
    expect(warningLines(same, false)).toEqual([
      'warning: "x.md" names no page of the folder; it is left as written: 2 times, at a.md:1, b.md:2',
    ]);
  });
});
