// The `rxdocs` entry (bin/rxdocs.js) picks what to run: the command's bundle when it is newer than
// the last compile of each package it is made of, else the compiled modules. Tried on a folder
// laid out as packages/ is, whose two mains each say which they are.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RXDOCS_BIN } from "../test-support/runCli.js";

describe("the rxdocs entry", () => {
  let packages: string;
  const at = (path: string) => join(packages, path);
  const write = (path: string, text: string, seconds: number) => {
    mkdirSync(join(at(path), ".."), { recursive: true });
    writeFileSync(at(path), text);
    utimesSync(at(path), seconds, seconds);
  };
  const run = () => {
    const result = spawnSync(process.execPath, [at("server/bin/rxdocs.js")], { cwd: packages, encoding: "utf8" });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };

  beforeEach(() => {
    packages = mkdtempSync(join(tmpdir(), "rxdocs-entry-"));
    cpSync(RXDOCS_BIN, at("server/bin/rxdocs.js"));
    write("server/dist/cli/main.js", 'process.stdout.write("compiled");', 1000);
  });
  afterEach(() => rmSync(packages, { recursive: true, force: true }));

  it("runs the bundle made after the last compile", () => {
    for (const folder of ["server", "markdown", "contract"]) write(`${folder}/tsconfig.tsbuildinfo`, "{}", 1000);
    write("server/dist-bin/main.js", 'process.stdout.write("bundle");', 2000);
    expect(run()).toEqual({ code: 0, out: "bundle", err: "" });
  });

  it("runs the compiled modules once any package was compiled after the bundle was made", () => {
    write("server/dist-bin/main.js", 'process.stdout.write("bundle");', 2000);
    for (const folder of ["server", "markdown", "contract"]) {
      write(`${folder}/tsconfig.tsbuildinfo`, "{}", 3000);
      expect(run()).toEqual({ code: 0, out: "compiled", err: "" });
      write(`${folder}/tsconfig.tsbuildinfo`, "{}", 1000);
    }
  });

  it("runs the compiled modules where there is no bundle, as in a package, and says to build where there is neither", () => {
    expect(run()).toEqual({ code: 0, out: "compiled", err: "" });
    rmSync(at("server/dist"), { recursive: true });
    expect(run()).toMatchObject({ code: 1, out: "", err: expect.stringContaining("npm run build") });
  });
});
