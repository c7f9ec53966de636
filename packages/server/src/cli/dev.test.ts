import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeWebRoot } from "../test-support/testServer.js";
import { waitFor } from "../test-support/waitFor.js";

const BIN = new URL("../../bin/rxdocs.js", import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Collects the server-sent events of the dev reload stream. */
function listenForReloads(url: string): { events: string[]; close(): void } {
  const events: string[] = [];
  const req = request(url, (response) => {
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) if (line.startsWith("event: ")) events.push(line.slice(7));
    });
  });
  req.on("error", () => undefined);
  req.end();
  return { events, close: () => req.destroy() };
}

describe("rxdocs dev", () => {
  let dir: string;
  let child: ChildProcess;
  let base: string;
  let output = "";
  const tree = async () =>
    (await (
      await fetch(`${base}/api/menuInfo/getAuthMenuTree`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      })
    ).json()) as {
      data: { menuCode: string; menuName: string }[];
    };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "rxdocs-dev-"));
    mkdirSync(join(dir, "site"));
    writeFileSync(join(dir, "site", "hello.md"), "---\ntitle: Hello\ncode: hello\n---\n# Hello\n");
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn("node", [BIN, "dev", join(dir, "site"), "--port", String(port), "--db", join(dir, "dev.db")], {
      env: { ...process.env, RXDOCS_WEB_ROOT: fakeWebRoot() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    await waitFor(() => output.includes("watching for changes"), `rxdocs dev to start; it printed: ${output}`);
  });
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the folder and adds the reload script to the app's page", async () => {
    expect((await tree()).data.map((m) => m.menuCode)).toEqual(["hello"]);
    expect(await (await fetch(`${base}/view?path=hello`)).text()).toContain('src="/__rxdocs/reload.js"');
    expect((await fetch(`${base}/__rxdocs/reload.js`)).status).toBe(200);
  });

  it("re-imports a changed folder and tells open pages to reload", async () => {
    const stream = listenForReloads(`${base}/__rxdocs/events`);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      writeFileSync(join(dir, "site", "second.md"), "---\ntitle: Second page\ncode: second\n---\n# Second page\n");
      await expect
        .poll(async () => (await tree()).data.map((m) => m.menuCode), { timeout: 10_000 })
        .toEqual(["hello", "second"]);
      await expect.poll(() => stream.events, { timeout: 5000 }).toContain("reload");
    } finally {
      stream.close();
    }
  });

  it("keeps serving the last good content when a file goes bad, and says why", async () => {
    writeFileSync(join(dir, "site", "hello.md"), "---\ntitle: [broken\n---\n# Hello\n");
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/hello\.md: front matter is not valid YAML/);
    expect((await tree()).data.map((m) => m.menuCode)).toEqual(["hello", "second"]);
  });

  it("stops cleanly on SIGTERM even with a reload stream open", async () => {
    const stream = listenForReloads(`${base}/__rxdocs/events`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill("SIGTERM");
    const code = await new Promise((resolve) => child.once("exit", resolve));
    stream.close();
    expect(code).toBe(0);
  });
});
