// A stand-in for the CSS Custom Highlight API, which jsdom lacks, for tests of what paints
// the words of a search on a page.
import { vi } from "vitest";

export interface FakeHighlight {
  ranges: Range[];
}

/** Stubs `CSS.highlights` and `Highlight` (undo with vi.unstubAllGlobals); returns the registry. */
export function stubHighlightApi(): Map<string, FakeHighlight> {
  const registry = new Map<string, FakeHighlight>();
  vi.stubGlobal("CSS", { highlights: registry });
  vi.stubGlobal(
    "Highlight",
    class {
      readonly ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    },
  );
  return registry;
}

/** The text of each range of the highlight `name`, or undefined when none is registered. */
export function highlightedText(registry: Map<string, FakeHighlight>, name: string): string[] | undefined {
  return registry.get(name)?.ranges.map((range) => range.toString());
}
