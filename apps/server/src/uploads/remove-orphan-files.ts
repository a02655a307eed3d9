/**
 * A process killed while it received an upload leaves a partial file with no upload row. At
 * start the worker removes stored files that no upload names and that nobody wrote to in the
 * last minute (a younger one may be an upload still arriving at another node).
 */
import { doctypesStoragePrefix } from '../doctypes/doctypes.service.ts';
import type { Logger } from '../platform/log/logger.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { UploadsRepository } from './uploads.repository.ts';

const orphanAgeMs = 60_000;
/** Keys checked per query: far below SQLite's and PostgreSQL's parameter limits. */
const batchSize = 500;

interface RemoveOrphanFilesDeps {
  storage: Pick<Storage, 'list' | 'delete'>;
  uploads: Pick<UploadsRepository, 'knownFileKeys'>;
  logger: Pick<Logger, 'info'>;
  /** The key whose upload a derived file belongs to (a scan's stored slices belong to their file). */
  ownerOf?: (key: string) => string;
  now?: number;
}

export async function removeOrphanFiles({
  storage,
  uploads,
  logger,
  ownerOf = (key) => key,
  now = Date.now(),
}: RemoveOrphanFilesDeps): Promise<void> {
  let removed = 0;
  const removeUnknown = async (keys: string[]) => {
    const known = await uploads.knownFileKeys([...new Set(keys.map(ownerOf))]);
    for (const key of keys.filter((k) => !known.has(ownerOf(k)))) {
      await storage.delete(key);
      removed += 1;
    }
  };
  let batch: string[] = [];
  for await (const { key, modifiedAt } of storage.list(doctypesStoragePrefix)) {
    if (now - modifiedAt < orphanAgeMs) continue;
    batch.push(key);
    if (batch.length === batchSize) {
      await removeUnknown(batch);
      batch = [];
    }
  }
  await removeUnknown(batch);
  if (removed > 0) logger.info({ removed }, 'stored files without an upload removed');
}
