// Watching pages for anything a hostile vector could make happen: a vector's probe called, a
// dialog or print, the page navigating away or opening another, a request to another host, and
// a violation of the server's Content-Security-Policy, which means the sanitizer let something
// through that only the policy would stop. The policy is reported rather than enforced
// (Content-Security-Policy-Report-Only), so that one reading proves both: the sanitizer holds
// alone, since nothing is blocked, and nothing reaches the page that the policy would have to
// stop. A context can also hold back the app's code, to see the server's markup as it is before
// the app runs.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PROBE_FUNCTION } from "../fixtures/xss/vectors.js";
import { VIEWPORTS } from "./browser.js";

const VIOLATION_FUNCTION = "__xssViolation";
/** The app's chunk of DOMPurify, as the build names it. */
const SANITIZER_MODULE = /^\/main\/assets\/purify\.es-[\w-]+\.js$/;

interface Violation {
  directive: string;
  blocked: string;
  /** The script that was running, or the page for its markup. */
  source: string;
  /** The node the report is about: an element of the page, or the document. */
  target: string;
}

/** What happened that must not have: each entry says what and where. */
export interface Findings {
  executed: string[];
  dialogs: string[];
  navigations: string[];
  popups: string[];
  foreignRequests: string[];
  violations: string[];
}

export const noFindings = (): Findings => ({
  executed: [],
  dialogs: [],
  navigations: [],
  popups: [],
  foreignRequests: [],
  violations: [],
});

export interface WatchOptions {
  /** Whether the app's code loads; without it the page stays the server's markup. */
  app: boolean;
}

export interface WatchedContext {
  context: BrowserContext;
  findings: Findings;
  /**
   * Reports of the sanitizer reading hostile markup: Chromium reports an inline handler against
   * the page's policy as soon as it is parsed, even into an inert document (DOMParser, a
   * template) where it can never run, as DOMPurify parses what it cleans. Such a report names
   * the sanitizer's module as its source and the document as its target; an element of the
   * page as the target means the handler is in the page, and counts as a violation.
   */
  sanitizerReads: number;
  /** A new page of the context, watched. */
  newPage(): Promise<Page>;
}

/** The addresses the app may be at: its pages and the articles it knows, nothing else. */
export function isAppAddress(address: string, siteUrl: string, articleCodes: ReadonlySet<string>): boolean {
  const url = new URL(address);
  if (url.origin !== siteUrl) return false;
  if (url.pathname === "/") return true;
  return url.pathname === "/view" && articleCodes.has(url.searchParams.get("path") ?? "");
}

export async function watchedContext(
  browser: Browser,
  siteUrl: string,
  articleCodes: ReadonlySet<string>,
  { app }: WatchOptions,
): Promise<WatchedContext> {
  const findings = noFindings();
  const context = await browser.newContext({ baseURL: siteUrl, viewport: VIEWPORTS.desktop, serviceWorkers: "block" });
  const watch: WatchedContext = { context, findings, sanitizerReads: 0, newPage };
  await context.exposeBinding(PROBE_FUNCTION, ({ frame }, id: unknown) => {
    findings.executed.push(`vector ${String(id)} ran on ${frame.url()}`);
  });
  await context.exposeBinding(VIOLATION_FUNCTION, ({ frame }, violation: Violation) => {
    const isSanitizerRead =
      violation.target === "#document" && SANITIZER_MODULE.test(new URL(violation.source, siteUrl).pathname);
    if (isSanitizerRead) watch.sanitizerReads += 1;
    else
      findings.violations.push(
        `${violation.directive} blocked ${violation.blocked} (${violation.target}) on ${frame.url()}`,
      );
  });
  await context.addInitScript(
    ({ probe, violation }) => {
      const record = (window as unknown as Record<string, (value: Violation) => void>)[violation]!;
      document.addEventListener(
        "securitypolicyviolation",
        (event) =>
          record({
            directive: event.effectiveDirective,
            blocked: event.blockedURI || event.sample,
            source: event.sourceFile,
            target: (event.target as Node).nodeName,
          }),
        true,
      );
      // print() opens no dialog that the browser reports: it is recorded as a probe call.
      window.print = () => (window as unknown as Record<string, (value: string) => void>)[probe]!("print()");
    },
    { probe: PROBE_FUNCTION, violation: VIOLATION_FUNCTION },
  );
  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin !== siteUrl) {
      findings.foreignRequests.push(`${request.resourceType()} ${request.url()} from ${request.frame().url()}`);
      return route.abort();
    }
    // The app's code: its entry and every chunk are modules under /main/assets/.
    if (!app && request.resourceType() === "script") return route.abort();
    if (request.resourceType() === "document") {
      const response = await route.fetch();
      const { "content-security-policy": policy, ...headers } = response.headers();
      if (!policy) throw new Error(`${request.url()} came without its Content-Security-Policy`);
      return route.fulfill({ response, headers: { ...headers, "content-security-policy-report-only": policy } });
    }
    return route.continue();
  });

  return watch;

  async function newPage(): Promise<Page> {
    const page = await context.newPage();
    page.on("dialog", (dialog) => {
      findings.dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page.on("popup", (popup) => findings.popups.push(popup.url()));
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && !isAppAddress(frame.url(), siteUrl, articleCodes)) {
        findings.navigations.push(frame.url());
      }
    });
    return page;
  }
}
