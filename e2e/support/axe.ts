// axe-core, run inside the page as it is, reports what keeps a reader using assistive
// technology from a page: every rule of its default set (WCAG 2 A and AA, and best practices).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { animationsDone } from "./reading.js";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  help: string;
  /** CSS selectors of the offending elements, with what axe says of each. */
  nodes: string[];
}

/** The violations axe finds in the page once it is still (colours mid-transition measure wrong). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsDone(page);
  // Evaluated through the DevTools protocol, which the page's Content Security Policy does not govern.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Every rule still runs on every element; only the passes and the incomplete are not gathered
    // whole, which axe's API guide names as its cost on large pages.
    const { violations } = await (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: { resultTypes: string[] },
          ): Promise<{
            violations: {
              id: string;
              help: string;
              nodes: { target: unknown[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe.run(document, { resultTypes: ["violations"] });
    return violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    }));
  });
}
