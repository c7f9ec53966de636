import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, pollUntil, type RunningCli, startCli } from "../test-support/runCli.js";
import { fakeWebRoot } from "../test-support/testServer.js";

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
  let cli: RunningCli;
  let base: string;
  const output = () => cli.stdout() + cli.stderr();
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
    cli = startCli(["dev", join(dir, "site"), "--port", String(port), "--db", join(dir, "dev.db")], {
      cwd: dir,
      env: { RXDOCS_WEB_ROOT: fakeWebRoot() },
    });
    await pollUntil("rxdocs dev to start", async () => (output().includes("watching for changes") ? true : undefined));
  });
  afterAll(async () => {
    cli.child.kill("SIGTERM");
    await cli.exited;
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
    await expect.poll(output, { timeout: 10_000 }).toMatch(/hello\.md:\d+: front matter is not valid YAML/);
    expect((await tree()).data.map((m) => m.menuCode)).toEqual(["hello", "second"]);
  });

  it("stops cleanly on SIGTERM even with a reload stream open", async () => {
    const stream = listenForReloads(`${base}/__rxdocs/events`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    cli.child.kill("SIGTERM");
    const { code } = await cli.exited;
    stream.close();
    expect(code).toBe(0);
  });
});
