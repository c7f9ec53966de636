// Checks the package the way a team uses it, in a fresh folder outside the repository:
//
//   npm run pack                                  (here: rxdocs-<version>.tgz)
//   npm add -D ./rxdocs-<version>.tgz             (there, from the registry and its cache)
//   npx rxdocs dev docs                           a page, an API call, a save that reloads the page
//   npx rxdocs import docs && npx rxdocs serve    a first page, its script, the menu tree, a search
//
// and that the installed tree holds no link into the repository, no workspace package and no
// dependency the repository only develops with. Prints how long each step takes.
//
//   npm run pack:check
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { freePort, REPO } from "./localServer.mjs";

const WAIT_MS = 60_000;
const SENTENCE = "Run the setup script before your first build.";
const EDITED = "Run the setup script once, then build.";
const PAGE = "setup";
const started = Date.now();
const site = mkdtempSync(join(tmpdir(), "rxdocs-pack-check-"));
const running = new Set();

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function step(name, action) {
  const since = Date.now();
  const result = await action();
  console.log(`ok  ${name} (${seconds(since)})`);
  return result;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });
  check(result.status === 0, `${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** A team's repository: a package.json and a small docs folder. */
function writeSite() {
  // npm 11 runs a dependency's install script only once the project allows it; better-sqlite3's
  // compiles the SQLite driver (the guide asks the same of its readers).
  const manifest = { name: "team-handbook", private: true, allowScripts: { "better-sqlite3": true } };
  writeFileSync(join(site, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  mkdirSync(join(site, "docs/01-guides"), { recursive: true });
  writeFileSync(join(site, "docs/rxdocs.json"), JSON.stringify({ title: "Team handbook" }));
  writeFileSync(join(site, "docs/01-welcome.md"), "---\ntitle: Welcome\ncode: welcome\n---\n\n# Welcome\n\nHello.\n");
  writeFileSync(join(site, "docs/01-guides/_category_.json"), JSON.stringify({ label: "Guides", code: "guides" }));
  writeSetupPage(SENTENCE);
}

function writeSetupPage(sentence) {
  writeFileSync(
    join(site, "docs/01-guides/01-setup.md"),
    `---\ntitle: Setup\ncode: ${PAGE}\n---\n\n# Setup\n\n${sentence}\n`,
  );
}

/** Every link in the installed tree stays inside the site; no workspace package is there; the package declares only what runs. */
function checkInstalledTree() {
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      check(entry.name !== "@rxdocs", `a workspace package was installed: ${relative(site, path)}`);
      if (entry.isSymbolicLink()) {
        const target = realpathSync(path);
        check(!relative(site, target).startsWith(".."), `${relative(site, path)} links out of the site, to ${target}`);
      } else if (entry.isDirectory()) walk(path);
    }
  };
  walk(join(site, "node_modules"));

  const installedRoot = join(site, "node_modules/rxdocs");
  const manifests = readdirSync(installedRoot, { recursive: true }).filter(
    (file) => /(^|\/)package\.json$/.test(file) && !file.includes("node_modules"),
  );
  for (const file of manifests) {
    check(!readJson(join(installedRoot, file)).devDependencies, `the package's ${file} declares devDependencies`);
  }
  const installed = readJson(join(installedRoot, "package.json"));
  const workspaces = [
    "package.json",
    ...readJson(join(REPO, "package.json")).workspaces.map((w) => `${w}/package.json`),
  ];
  const runtime = new Set(workspaces.flatMap((file) => Object.keys(readJson(join(REPO, file)).dependencies ?? {})));
  for (const name of Object.keys(installed.dependencies)) {
    check(runtime.has(name), `the package depends on ${name}, which the repository only develops with`);
  }
  const packages = Object.keys(readJson(join(site, "node_modules/.package-lock.json")).packages).length;
  return `${packages} packages, ${run("du", ["-sm", join(site, "node_modules")]).split("\t")[0]} MB`;
}

/** `npx rxdocs <args>` in the site, in a process group of its own. */
function start(args) {
  const child = spawn("npx", ["rxdocs", ...args], { cwd: site, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  // npx passes no signal on to the command it runs: the whole group is told to stop, and the
  // server has stopped (its requests finished, its database closed) once the group is empty.
  const stop = async () => {
    running.delete(stop);
    signalGroup("SIGTERM");
    const deadline = Date.now() + WAIT_MS;
    while (signalGroup(0)) {
      if (Date.now() > deadline) {
        signalGroup("SIGKILL");
        throw new Error(`rxdocs ${args[0]} did not stop within ${WAIT_MS / 1000} s of SIGTERM`);
      }
      await sleep(100);
    }
  };
  running.add(stop);
  return { output: () => output, hasExited: () => child.exitCode !== null || child.signalCode !== null, stop };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers true, while the command runs. */
async function waitFor(what, probe, command) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await probe().catch(() => false))) {
    check(!command.hasExited(), `rxdocs exited before ${what}:\n${command.output()}`);
    check(Date.now() < deadline, `no ${what} within ${WAIT_MS / 1000} s:\n${command.output()}`);
    await sleep(200);
  }
}

async function api(base, path, body) {
  const response = await fetch(`${base}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  check(answer.code === 200, `${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The page arrives rendered by the reader app's server entry, and the app's script is served. */
async function checkFirstPage(base, sentence) {
  const response = await fetch(`${base}/view?path=${PAGE}`);
  check(response.ok, `/view answered ${response.status}`);
  const html = await response.text();
  check(
    html.includes(`<p>${sentence}</p>`),
    `/view?path=${PAGE} is not rendered with its article:\n${html.slice(0, 2000)}`,
  );
  const script = html.match(/"(\/main\/assets\/[^"]+\.js)"/)?.[1];
  check(script, "the page names no script of the reader app");
  const asset = await fetch(`${base}${script}`);
  await asset.arrayBuffer();
  check(asset.ok && asset.headers.get("content-type")?.includes("javascript"), `${script} answered ${asset.status}`);
  return html;
}

async function articleText(base) {
  return (await api(base, "articleInfo/getDetailByMenuCode", { menuCode: PAGE })).articleMd;
}

/** Listens as an open page does, on the dev server's event stream. */
function listenForReload(base) {
  return fetch(`${base}/__rxdocs/events`, { signal: AbortSignal.timeout(WAIT_MS) });
}

/** Settles once the stream tells open pages to reload. */
async function reloadOf(stream) {
  const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes("event: reload")) {
    const { done, value } = await reader.read();
    check(!done, "the reload stream ended without a reload");
    text += value;
  }
  await reader.cancel();
}

async function checkDev() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dev = start(["dev", "docs", "--port", String(port)]);
  try {
    await waitFor("dev server watching the folder", async () => dev.output().includes("watching for changes"), dev);
    const html = await checkFirstPage(base, SENTENCE);
    check(html.includes("/__rxdocs/reload.js"), "the dev page has no reload script");
    check((await articleText(base)).includes(SENTENCE), "the API does not answer the article");
    check(existsSync(join(site, "data/rxdocs.db")), "the database is not ./data/rxdocs.db in the site's folder");

    const stream = await listenForReload(base);
    writeSetupPage(EDITED);
    await reloadOf(stream);
    check((await articleText(base)).includes(EDITED), "the saved change was not imported");
  } finally {
    await dev.stop();
  }
}

async function checkServe() {
  run("npx", ["rxdocs", "import", "docs"], { cwd: site });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = start(["serve", "--port", String(port)]);
  try {
    await waitFor("ready server", async () => (await fetch(`${base}/readyz`)).ok, server);
    await checkFirstPage(base, EDITED);
    const home = await fetch(`${base}/`);
    check(home.ok && (await home.text()).includes("Team handbook"), "the home page does not show the site's title");
    const tree = JSON.stringify(await api(base, "menuInfo/getAuthMenuTree", { isAuth: false }));
    check(tree.includes(`"menuCode":"${PAGE}"`) && tree.includes('"menuName":"Guides"'), `menu tree: ${tree}`);
    const { hits } = await api(base, "articleInfo/search", { keyword: "setup script" });
    check(hits[0]?.menuCode === PAGE, `search for "setup script": ${JSON.stringify(hits)}`);
  } finally {
    await server.stop();
  }
}

async function main() {
  const tarball = await step("npm run pack", () => {
    check(spawnSync("npm", ["run", "pack"], { cwd: REPO, stdio: "inherit" }).status === 0, "npm run pack failed");
    const file = `rxdocs-${readJson(join(REPO, "packages/server/package.json")).version}.tgz`;
    check(existsSync(join(REPO, file)), `npm run pack wrote no ${file}`);
    return file;
  });
  writeSite();
  copyFileSync(join(REPO, tarball), join(site, tarball));
  await step(`npm add -D ./${tarball} in ${site}`, () =>
    run("npm", ["add", "-D", `./${tarball}`, "--prefer-offline"], {
      cwd: site,
      // As the repository's .prebuild-installrc: the SQLite driver is compiled, never downloaded.
      env: { ...process.env, npm_config_build_from_source: "true" },
    }),
  );
  const tree = await step("installed tree: no link out, no workspace package, no development dependency", () =>
    checkInstalledTree(),
  );
  await step("npx rxdocs dev docs: first page, API, reload on save", checkDev);
  await step("npx rxdocs import docs && npx rxdocs serve: first page, home, menu tree, search", checkServe);
  console.log(`pack check passed in ${seconds(started)}; installed: ${tree}`);
  rmSync(site, { recursive: true, force: true });
}

try {
  await main();
} catch (error) {
  await Promise.allSettled([...running].map((stop) => stop()));
  console.error(`pack check failed: ${error.message}\nthe site is kept in ${site}`);
  process.exitCode = 1;
}
