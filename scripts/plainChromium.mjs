// A Chromium that loads pages with no DevTools client attached, as a reader's browser does.
//
// Playwright attaches to every page before it loads and enables the Runtime domain, and V8 then
// records a detailed stack trace, with line and column, for every Error a script creates. React
// DOM creates five as its module is evaluated; the lines and columns of the frames of each stack
// (the module's function, the chunk around it) make V8 parse them again. That costs a page under
// Playwright tens of milliseconds that a reader's browser never spends. Here the browser is
// driven over its DevTools pipe, and a page is opened in a context of its own with nothing
// attached; a session attaches only to read what the page recorded, once it is done.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function launchPlainChromium(executable, flags) {
  const profile = mkdtempSync(join(tmpdir(), "rxdocs-plain-chromium-"));
  const child = spawn(executable, [...flags, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"],
  });
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  const pending = new Map();
  let nextId = 1;
  let buffered = "";
  fromBrowser.setEncoding("utf8");
  fromBrowser.on("data", (chunk) => {
    const messages = (buffered + chunk).split("\0");
    buffered = messages.pop();
    for (const text of messages) {
      const message = JSON.parse(text);
      const waiting = message.id !== undefined && pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  child.once("exit", (code) => {
    for (const { method, reject } of pending.values()) reject(new Error(`${method}: Chromium exited (${code})`));
    pending.clear();
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { method, resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) })}\0`);
    });

  return {
    /**
     * Opens `url` in a new context, waits `settleMs` with nothing attached, then returns what
     * `expression` (a promise, evaluated in the page) resolves to.
     */
    async view(url, settleMs, expression) {
      const { browserContextId } = await send("Target.createBrowserContext");
      try {
        const { targetId } = await send("Target.createTarget", { url, browserContextId });
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
        const evaluated = await send(
          "Runtime.evaluate",
          { expression, awaitPromise: true, returnByValue: true },
          sessionId,
        );
        if (evaluated.exceptionDetails) throw new Error(evaluated.exceptionDetails.text);
        return evaluated.result.value;
      } finally {
        await send("Target.disposeBrowserContext", { browserContextId });
      }
    },
    async close() {
      await send("Browser.close").catch(() => undefined);
      await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve()));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
