// Preloaded with `node --import` by the benchmark: prints the process's peak memory on exit.
process.on("exit", () => {
  process.stderr.write(`\nRXDOCS_PEAK_RSS_KB=${process.resourceUsage().maxRSS}\n`);
});
