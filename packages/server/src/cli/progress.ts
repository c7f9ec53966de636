// A one-line progress bar on stderr for long imports. Only on a terminal, and only when
// the work is large enough to wait for: piped output and small folders stay clean.
const BAR_WIDTH = 30;
const MIN_ITEMS = 200;

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const enabled = stream.isTTY === true;
  let lastDrawn = 0;
  let shown = false;
  return {
    update(done: number, total: number): void {
      if (!enabled || total < MIN_ITEMS) return;
      const now = Date.now();
      if (done < total && now - lastDrawn < 50) return;
      lastDrawn = now;
      shown = true;
      const filled = Math.round((done / total) * BAR_WIDTH);
      const percent = Math.floor((done / total) * 100);
      stream.write(`\r${label} [${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${done}/${total} ${percent}%`);
    },
    finish(): void {
      if (shown) stream.write("\r\x1b[2K");
    },
  };
}
