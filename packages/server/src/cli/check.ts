// `rxdocs check`: verifies a database and says what is wrong, one line each, exiting 1 if
// anything is. Safe beside a running server: it only reads.
import { checkDatabase } from "../storage/checkDatabase.js";
import { CliError, plural, printJson, printLine, withStorage } from "./shared.js";

export async function checkCommand(options: { db?: string; json?: boolean }): Promise<void> {
  const { location, results } = await withStorage(options.db, async (storage) => ({
    location: storage.location,
    results: await checkDatabase(storage),
  }));
  const problems = results.reduce((count, result) => count + result.problems.length, 0);
  if (options.json) printJson({ database: location, ok: problems === 0, checks: results });
  else {
    printLine(`Checking ${location}`);
    for (const result of results) {
      printLine(`  ${result.problems.length === 0 ? "ok     " : "PROBLEM"}  ${result.name}: ${result.summary}`);
      for (const problem of result.problems) printLine(`             ${problem}`);
    }
  }
  if (problems > 0) {
    throw new CliError(
      `${plural(problems, "problem")} found in ${location}; restore the last good backup, or import the site's folder into a new database`,
    );
  }
  if (!options.json) printLine("No problems found.");
}
