/**
 * The pipeline's side of an upload: state changes, the OCR JSON, the parse result and
 * failures. Every change is published to the doctype's team as an `upload` event.
 */
import { Readable } from 'node:stream';
import { AppError, errorMessages, isErrorCode } from '@docsift/core/errors';
import type { OcrDocument } from '@docsift/core/ocr';
import type { Upload, UploadError } from '@docsift/core/upload';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { UnitOfWork } from '../platform/db/unit-of-work.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { UploadChanges, UploadsForJobs } from '../uploads/uploads-for-jobs.ts';
import type { ParseCommitStores, ParseResult } from './parse-commit.ts';
import { commitParse } from './parse-commit.ts';

interface UploadProgressDeps {
  uploads: UploadsForJobs;
  /** The transaction a parse's commit runs in. */
  inTransaction: UnitOfWork<ParseCommitStores>;
  notifications: Pick<NotificationsService, 'notify'>;
  storage: Storage;
  now?: () => number;
}

/** Where an upload's OCR JSON lives: beside the original, under the doctype's prefix. */
export function ocrKeyOf(upload: Pick<Upload, 'file'>): string {
  return `${upload.file.source}.ocr.json`;
}

function toUploadError(error: unknown): UploadError {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  const code = (error as { code?: unknown })?.code;
  if (isErrorCode(code)) return { code, message: errorMessages[code] };
  return { code: 'internal', message: errorMessages.internal };
}

export function createUploadProgress({
  uploads,
  inTransaction,
  notifications,
  storage,
  now = Date.now,
}: UploadProgressDeps) {
  async function existing(id: string): Promise<Upload> {
    const upload = await uploads.find(id);
    if (!upload) throw new AppError('not-found');
    return upload;
  }

  /** Applies the changes and publishes the upload as it now is. */
  async function change(id: string, changes: Omit<UploadChanges, 'updated'>): Promise<Upload> {
    await uploads.update(id, { ...changes, updated: now() });
    return uploads.publish(id);
  }

  async function commit(
    id: string,
    result: ParseResult,
    isOnlyIfCurrent: boolean,
  ): Promise<Upload | null> {
    const upload = await existing(id);
    if (!(await commitParse(inTransaction, upload, result, { at: now(), isOnlyIfCurrent })))
      return null;
    // The `upload` event with state done is the signal that the doctype's records changed.
    return uploads.publish(id);
  }

  return {
    /** The upload by id, whoever asks (jobs run without a caller); null once deleted. */
    find: (id: string) => uploads.find(id),

    /** `scanning` or `parsing`: a new attempt clears the previous error. */
    start: (id: string, state: 'scanning' | 'parsing') => change(id, { state, error: null }),

    /**
     * After an OCR-only job: back to the state the upload rests in between jobs, `done` once a
     * parse completed (its records stand), else `uploaded`. Derived, so a retried job lands the same.
     */
    async rest(id: string): Promise<Upload> {
      const upload = await existing(id);
      return change(id, { state: upload.doctypeHash != null ? 'done' : 'uploaded' });
    },

    /** Stores the OCR JSON beside the file (replacing an earlier one) and records its key. */
    async saveOcr(id: string, ocr: OcrDocument): Promise<Upload> {
      const upload = await existing(id);
      const key = ocrKeyOf(upload);
      // Forget the old JSON first: a failed write then leaves "not scanned" (the next parse scans
      // again), never a key to a deleted file.
      if (upload.file.ocr) await uploads.update(id, { fileOcr: null, updated: now() });
      await storage.delete(key);
      await storage.put(key, Readable.from([Buffer.from(JSON.stringify(ocr))]));
      try {
        return await change(id, { fileOcr: key });
      } catch (error) {
        // Deleted while we wrote (with its doctype's files, perhaps): the JSON must not outlive it.
        if ((await uploads.find(id).catch(() => upload)) == null) await storage.delete(key);
        throw error;
      }
    },

    /** Replaces the records and marks the upload done with the doctype hash it was parsed with, atomically. */
    async completeParse(id: string, result: ParseResult): Promise<Upload> {
      return (await commit(id, result, false))!;
    },

    /** As completeParse, unless the doctype changed meanwhile (its hash is no longer the result's): then null. */
    completeParseIfCurrent: (id: string, result: ParseResult): Promise<Upload | null> =>
      commit(id, result, true),

    /** Keeps the state, records the error and tells the author with a danger notification. */
    async fail(id: string, error: unknown): Promise<Upload> {
      const uploadError = toUploadError(error);
      const upload = await change(id, { error: uploadError });
      await notifications.notify(upload.author, {
        level: 'danger',
        message: uploadError.code,
        doctype: upload.target,
        upload: upload.id,
      });
      return upload;
    },
  };
}

export type UploadProgress = ReturnType<typeof createUploadProgress>;
