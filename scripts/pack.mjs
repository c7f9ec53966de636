// Packs rxdocs as one installable package, for a team to add to its own repository:
//
//   npm run pack        builds, then writes rxdocs-<version>.tgz to the repository root
//
// and in the team's repository: `npm add -D ./rxdocs-<version>.tgz`, `npx rxdocs dev docs`.
//
// The package is assembled in dist-package/, then handed to `npm pack`. It holds the part of
// packages/ that runs, each folder where it is in packages/, so that the server finds the reader
// app, its workers and its own files at the same relative addresses as in a checkout:
//
//   server/               the command (bin/rxdocs.js), the compiled server (dist/), its package.json
//   contract/, markdown/  the compiled modules of these workspace packages that the server imports
//   web/                  the built reader app (dist/) and its server entry (dist-ssr/)
//
// The workspace packages are links in a checkout and are not published, so the server's modules
// go through rolldown (Vite's bundler), one module out for each module in: an import of a
// workspace package becomes a relative import of its copied module, and every other import stays
// an import of a dependency, installed from the registry. The dependencies are those that the
// server's package.json and the copied workspace packages' declare, and those of the web app's
// that its server entry imports. An import that none of them declares stops the packing, so that
// the list never falls behind the code.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, posix, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
// Installed with the web app's build tools.
import { rolldown } from "rolldown";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const PACKAGES = join(REPO, "packages");
const STAGE = join(REPO, "dist-package");
const WORKSPACE_SCOPE = "@rxdocs/";

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const fail = (message) => {
  process.stderr.write(`pack: ${message}\n`);
  process.exit(1);
};

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const isBuiltin = (specifier) => specifier.startsWith("node:") || builtinModules.includes(packageName(specifier));

/**
 * Reads the modules of `input` and what they import, and with `output` (rolldown's output
 * options) writes them. Workspace packages are read with them; every other package stays an
 * import. Answers the packages imported (`external`), the workspace packages read with them
 * (`inlined`) and the files written.
 */
async function bundle(input, output) {
  const external = new Set();
  const inlined = new Set();
  const bundler = await rolldown({
    input,
    platform: "node",
    external: (id) => {
      if (id.startsWith(".") || id.startsWith("/") || id.startsWith("\0")) return false;
      if (id.startsWith(WORKSPACE_SCOPE)) {
        inlined.add(packageName(id));
        return false;
      }
      if (!isBuiltin(id)) external.add(packageName(id));
      return true;
    },
  });
  try {
    const result = output ? await bundler.write(output) : await bundler.generate({ format: "esm" });
    return { external, inlined, files: result.output.map(({ fileName }) => fileName) };
  } finally {
    await bundler.close();
  }
}

/** Every `new URL("…", import.meta.url)` of the written modules names something the package holds. */
function checkRelativeAddresses(files) {
  for (const file of files) {
    const code = readFileSync(join(STAGE, file), "utf8");
    for (const [, address] of code.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)) {
      const target = fileURLToPath(new URL(address, pathToFileURL(join(STAGE, file))));
      if (relative(STAGE, target).startsWith("..") || !existsSync(target)) {
        fail(`${file} refers to ${address}, which the package does not hold`);
      }
    }
  }
}

/** A package.json's dependencies, with the file's name for messages. */
function declared(file) {
  return { file, deps: readJson(join(REPO, file)).dependencies ?? {} };
}

/**
 * The package's dependencies: everything the server's package.json and those of the workspace
 * packages copied with it declare, and each web dependency that the server entry imports.
 */
function dependenciesOf(server, serverEntry) {
  // A workspace package is a link in node_modules to its folder.
  const copied = [...server.inlined].map((name) =>
    declared(relative(REPO, join(realpathSync(join(REPO, "node_modules", name)), "package.json"))),
  );
  const serverSources = [declared("packages/server/package.json"), ...copied];
  const web = declared("packages/web/package.json");
  const sourcesOf = new Map();
  for (const source of serverSources) {
    for (const name of Object.keys(source.deps)) {
      if (!name.startsWith(WORKSPACE_SCOPE)) sourcesOf.set(name, [...(sourcesOf.get(name) ?? []), source]);
    }
  }
  for (const name of server.external) {
    if (!sourcesOf.has(name)) fail(`the server imports ${name}: list it in packages/server/package.json`);
  }
  for (const name of serverEntry.external) {
    if (!web.deps[name]) fail(`the web app's server entry imports ${name}: list it in packages/web/package.json`);
    sourcesOf.set(name, [...(sourcesOf.get(name) ?? []), web]);
  }

  const dependencies = {};
  for (const [name, sources] of [...sourcesOf].sort(([a], [b]) => a.localeCompare(b))) {
    // One copy is installed; it has to be what each of them asked for.
    const ranges = new Set(sources.map(({ deps }) => deps[name]));
    if (ranges.size > 1) fail(`${name} has different ranges in ${sources.map(({ file }) => file).join(", ")}`);
    dependencies[name] = sources[0].deps[name];
  }
  return dependencies;
}

function build() {
  const result = spawnSync("npm", ["run", "build"], { cwd: REPO, stdio: "inherit" });
  if (result.status !== 0) fail("the build failed");
}

async function assemble() {
  rmSync(STAGE, { recursive: true, force: true });
  // Every compiled module of the server is an input, also those it loads by their address (workers).
  const serverDist = join(PACKAGES, "server/dist");
  const modules = readdirSync(serverDist, { recursive: true }).filter((file) => file.endsWith(".js"));
  const server = await bundle(
    modules.map((file) => join(serverDist, file)),
    { dir: STAGE, format: "esm", preserveModules: true, preserveModulesRoot: PACKAGES },
  );
  cpSync(join(PACKAGES, "server/bin"), join(STAGE, "server/bin"), { recursive: true });
  // The build manifest (.vite/) is read by `npm run size` only.
  cpSync(join(PACKAGES, "web/dist"), join(STAGE, "web/dist"), {
    recursive: true,
    filter: (path) => !path.includes("/.vite"),
  });
  cpSync(join(PACKAGES, "web/dist-ssr"), join(STAGE, "web/dist-ssr"), { recursive: true });
  // The server reads its own package.json (its version) as in a checkout; the tools that
  // develop it stay out of the package.
  const { devDependencies: _tools, ...serverManifest } = readJson(join(PACKAGES, "server/package.json"));
  writeFileSync(join(STAGE, "server/package.json"), `${JSON.stringify(serverManifest, null, 2)}\n`);
  checkRelativeAddresses(server.files);
  const serverEntry = await bundle(join(PACKAGES, "web/dist-ssr/serverEntry.js"));

  const root = readJson(join(REPO, "package.json"));
  const manifest = {
    name: "rxdocs",
    version: serverManifest.version,
    description: root.description,
    type: "module",
    bin: Object.fromEntries(
      Object.entries(serverManifest.bin).map(([name, file]) => [name, posix.join("server", file)]),
    ),
    files: readdirSync(STAGE).sort(),
    engines: root.engines,
    dependencies: dependenciesOf(server, serverEntry),
  };
  writeFileSync(join(STAGE, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(REPO, "README.md"), join(STAGE, "README.md"));
  return manifest;
}

function pack() {
  const result = spawnSync("npm", ["pack", STAGE, "--pack-destination", REPO, "--json"], {
    cwd: REPO,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) fail("npm pack failed");
  const [{ filename, size, unpackedSize, entryCount }] = JSON.parse(result.stdout);
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(`${filename}: ${mb(size)} (${mb(unpackedSize)} unpacked, ${entryCount} files)`);
}

build();
const manifest = await assemble();
console.log(`rxdocs ${manifest.version}; dependencies: ${Object.keys(manifest.dependencies).join(", ")}`);
pack();
