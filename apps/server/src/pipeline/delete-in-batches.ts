/**
 * The periodic clean-ups' loop: list a batch of items past their time, delete each through its
 * domain's delete path, repeat until a batch comes back short. One failing item is logged and
 * skipped; a batch where nothing could be deleted ends the run (the next run tries again).
 */
import type { Logger } from '../platform/log/logger.ts';

export const CLEANUP_BATCH = 200;

interface Owned {
  id: string;
  author: string;
}

interface DeleteInBatchesOptions<T extends Owned> {
  list: (limit: number) => Promise<T[]>;
  remove: (item: T) => Promise<void>;
  logger: Logger;
  /** For the log line of an item that could not be deleted. */
  what: string;
  batch?: number;
}

export async function deleteInBatches<T extends Owned>(
  { list, remove, logger, what, batch = CLEANUP_BATCH }: DeleteInBatchesOptions<T>,
  signal: AbortSignal,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const items = await list(batch);
    let deletedInBatch = 0;
    for (const item of items) {
      signal.throwIfAborted();
      try {
        await remove(item);
        deletedInBatch += 1;
      } catch (error) {
        logger.warn({ err: error, id: item.id }, `could not delete ${what}`);
      }
    }
    deleted += deletedInBatch;
    if (items.length < batch || deletedInBatch === 0) return deleted;
  }
}
