/** How long the table waits for records the uploads report before it believes there are none. */
export const ARRIVAL_WAIT_MS = 15_000;

/** Between refetches while the records the uploads report have not arrived yet. */
export const ARRIVAL_POLL_MS = 1_000;

/**
 * Whether an empty, unfiltered table should wait for records rather than say it has none: the
 * uploads it shows report some (a parse just finished and its records are on their way).
 */
export function areRecordsArriving({
  loaded,
  expected,
  isFiltered,
}: {
  loaded: number;
  expected: number;
  isFiltered: boolean;
}): boolean {
  return loaded === 0 && expected > 0 && !isFiltered;
}

/** The records the uploads of a view report: the chosen one's, or all of them in the all view. */
export function expectedRecords(
  upload: { recordCount: number } | null,
  uploads: readonly { recordCount: number }[],
): number {
  if (upload) return upload.recordCount;
  return uploads.reduce((sum, item) => sum + item.recordCount, 0);
}
