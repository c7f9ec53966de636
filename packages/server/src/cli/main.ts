// The `rxdocs` command line. Each command lives in its own file; this one wires them up
// and turns any failure into one line on stderr and a non-zero exit.
import { Command, Option } from "commander";
import { oneLine } from "../oneLine.js";

const dbOption = () =>
  new Option("--db <path-or-url>", "SQLite file or postgres:// URL (default: $DATABASE_URL or ./data/rxdocs.db)");
const jsonOption = () => new Option("--json", "print the result as JSON");
const baseUrlOption = () =>
  new Option(
    "--base-url <url>",
    "public address of the site, for links (default: $RXDOCS_BASE_URL or http://localhost:8080)",
  );
const collect = (value: string, previous: string[]) => [...previous, value];

// A reader that stops reading (`rxdocs key list | head -1`) has all it wanted: end quietly, as
// Unix tools do, instead of with a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});

/**
 * Runs a command whose code is loaded only when it is used, so that `rxdocs import` does
 * not pay for loading the web server, nor `rxdocs key list` for the importer.
 */
function run<Args extends unknown[]>(load: () => Promise<(...args: Args) => Promise<void>>) {
  return async (...args: Args) => {
    try {
      const action = await load();
      await action(...args);
    } catch (error) {
      // A message may quote an argument or a file name: a line break in it must not make two lines.
      process.stderr.write(`rxdocs: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
      process.exitCode = 1;
    }
  };
}

const program = new Command("rxdocs")
  .description("rxdocs: serve a documentation site from a database; import and export Markdown folders")
  // Usage errors are one line too, in the same form as the others, with the hint on that line
  // (commander puts "(Did you mean serve?)" on a line of its own).
  .configureOutput({
    outputError: (text, write) => {
      const message = text
        .replace(/^error: /, "")
        .trim()
        .replace(/\s*\n\s*/g, " ");
      write(`rxdocs: ${oneLine(message)} (add --help for usage)\n`);
    },
  });

program
  .command("serve")
  .description("serve the site and its API")
  .option("-p, --port <port>", "port to listen on (default: $PORT or 8080)")
  .option("--host <host>", "address to listen on (default: $HOST or 127.0.0.1)")
  .addOption(dbOption())
  .action(run(async () => (await import("./serve.js")).serveCommand));

program
  .command("import")
  .description("import a folder of Markdown into the database, in one transaction")
  .argument("<dir>", "the docs folder")
  .option("--prune", "remove menus, articles and files that the folder no longer has")
  .option("--strict", "refuse the import when there is any warning (a broken link, an unknown component)")
  .option("--max-file-size <size>", "refuse files that pages link or embed above this size (default: 20MB)")
  .option("--version <name>", "fill this version (of a versioned site, only this one; default: the latest)")
  .option("--lang <tag>", "fill this language (of a site in several, only this one; default: the site's)")
  .option("--verbose", "print every warning on its own line, rather than one line per kind of warning")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./import.js")).importCommand));

program
  .command("export")
  .description("write the database back to a folder of Markdown (import of it gives the same site)")
  .argument("<dir>", "an empty or new folder")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./export.js")).exportCommand));

program
  .command("dev")
  .description("serve a folder, re-import it on every change and reload open pages")
  .argument("<dir>", "the docs folder")
  .option("-p, --port <port>", "port to listen on (default: $PORT or 8080)")
  .option("--host <host>", "address to listen on (default: $HOST or 127.0.0.1)")
  .addOption(dbOption())
  .action(run(async () => (await import("./dev.js")).devCommand));

const key = program.command("key").description("access keys for restricted menus");
key
  .command("create")
  .description("create a key; prints it once, with a ready share link")
  .requiredOption("--name <name>", "what the key is for")
  .option(
    "--menu <code>",
    "a menu whose subtree the key unlocks (repeatable; default: every restricted menu)",
    collect,
    [],
  )
  .option("--expires <when>", "30m, 12h, 7d, 2w or an ISO date")
  .option("--max-uses <count>", "stop working after this many requests (opening a page takes a few)")
  .addOption(baseUrlOption())
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./key.js")).keyCreateCommand));
key
  .command("list")
  .description("list keys, with how often and when each was last used")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./key.js")).keyListCommand));
key
  .command("revoke")
  .description("revoke a key; links carrying it stop working within seconds")
  .argument("<id>", "the key's id (see key list)")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./key.js")).keyRevokeCommand));

program
  .command("backup")
  .description("copy a SQLite database consistently while the server runs (PostgreSQL: use pg_dump)")
  .argument("<file>", "the new file to write; an existing one is never overwritten")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./backup.js")).backupCommand));

program
  .command("stats")
  .description("what readers read, searched for and said of the pages, over a period")
  .option("--days <count>", "the last so many days, today included (default: 30)")
  .option("--since <day>", "from this day on, such as 2026-01-31")
  .option("--limit <count>", "at most so many rows in each list (default: 20)")
  .option("--html <file>", "write them as one page with charts, to open in a browser")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./stats.js")).statsCommand));

program
  .command("pdf")
  .description("print a page or a folder and everything under it as one PDF, with the system's Chromium")
  .argument("<code>", "the page or folder to print")
  .requiredOption("-o, --output <file>", "the PDF to write; an existing file is replaced only if it is a PDF")
  .option("--key <key-or-link>", "an access key or a share link, to print the restricted pages it opens")
  .option("--version <name>", "the version to print (default: the latest)")
  .option("--lang <tag>", "the language to print (default: the site's)")
  .option("--format <size>", "paper size: A4, Letter, Legal, A3 or A5 (default: A4)")
  .option("--chromium <path>", "Chromium or Chrome to print with (default: $CHROMIUM, else found where installed)")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./pdf.js")).pdfCommand));

program
  .command("check")
  .description("verify the database: its integrity, every page's revisions, the search index and the files")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./check.js")).checkCommand));

const version = program.command("version").description("the site's versions, and the one readers get by default");
version
  .command("list")
  .description("list the versions, with their languages, the latest and the unlisted ones")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./version.js")).versionListCommand));
version
  .command("latest")
  .description("make a version the one readers get when they name none")
  .argument("<name>", "the version")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./version.js")).versionLatestCommand));
version
  .command("label")
  .description('set what the switcher shows for a version ("" shows its name)')
  .argument("<name>", "the version")
  .argument("<text>", 'the label, such as "2.x (LTS)"')
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./version.js")).versionLabelCommand));
version
  .command("unlist")
  .description("leave a version out of the switcher; its pages still open by address")
  .argument("<name>", "the version")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./version.js")).versionUnlistCommand));
version
  .command("relist")
  .description("offer an unlisted version in the switcher again")
  .argument("<name>", "the version")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./version.js")).versionRelistCommand));
version
  .command("remove")
  .description("remove a version in every language, with what no other version has of it")
  .argument("<name>", "the version")
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./version.js")).versionRemoveCommand));

program
  .command("link")
  .description("print the share link of a hidden menu")
  .argument("<code>", "the hidden menu's code")
  .option("--version <name>", "the version the link opens (default: the latest)")
  .option("--lang <tag>", "the language the link opens (default: the site's)")
  .addOption(baseUrlOption())
  .addOption(dbOption())
  .addOption(jsonOption())
  .action(run(async () => (await import("./link.js")).linkCommand));

await program.parseAsync();
