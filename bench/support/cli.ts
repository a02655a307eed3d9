/** What every bench script reads from its command line and prints of its timings. */

/** The value after `--name` on the command line, or undefined when the flag is absent. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The nearest-rank percentile (`p` from 0 to 1) of the timings, which it leaves unsorted. */
export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
