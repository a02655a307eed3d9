/**
 * A parse's commit: the upload's records replaced and the upload marked done in one
 * transaction, so a reader never sees half of it. The stores are this step's port; the
 * composition root binds the doctypes', records' and uploads' repositories to one transaction.
 */
import type { UnitOfWork } from '../platform/db/unit-of-work.ts';
import type { NewRecord } from '@docsift/core/record';

export interface ParseResult {
  doctypeHash: string;
  records: readonly NewRecord[];
}

export interface ParseCommitStores {
  doctypes: { hashOf(id: string): Promise<string | null> };
  records: {
    replaceForUpload(
      doctypeId: string,
      uploadId: string,
      records: readonly NewRecord[],
      at: number,
    ): Promise<void>;
  };
  uploads: {
    update(
      id: string,
      changes: {
        state: 'done';
        error: null;
        doctypeHash: string;
        recordCount: number;
        unreadPages: number[] | null;
        updated: number;
      },
    ): Promise<void>;
  };
}

/**
 * Commits the result at `at`; with `isOnlyIfCurrent`, only while the doctype still has the hash
 * the result was parsed with (false otherwise, and nothing is written).
 */
export function commitParse(
  inTransaction: UnitOfWork<ParseCommitStores>,
  upload: { id: string; target: string },
  { doctypeHash, records }: ParseResult,
  { at, isOnlyIfCurrent }: { at: number; isOnlyIfCurrent: boolean },
): Promise<boolean> {
  return inTransaction(async (stores) => {
    if (isOnlyIfCurrent && (await stores.doctypes.hashOf(upload.target)) !== doctypeHash)
      return false;
    await stores.records.replaceForUpload(upload.target, upload.id, records, at);
    await stores.uploads.update(upload.id, {
      state: 'done',
      error: null,
      doctypeHash,
      recordCount: records.length,
      unreadPages: unreadPagesOf(records),
      updated: at,
    });
    return true;
  });
}

/** The pages the parse could not read, over all its records; null when it read all. */
function unreadPagesOf(records: readonly NewRecord[]): number[] | null {
  const pages = new Set(records.flatMap((record) => record.unreadPages ?? []));
  return pages.size > 0 ? [...pages].sort((a, b) => a - b) : null;
}
