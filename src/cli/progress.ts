/**
 * @module cli/progress
 * A one-line progress bar on stderr, redrawn at most ten times a second.
 */
export function progressBar(total: number): (done: number) => void {
  let last = 0;
  return (done: number) => {
    const now = Date.now();
    if (now - last < 100 && done < total) return;
    last = now;
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  };
}
