/** Deletes uploads past their expiresAt with their files, OCR and records, a batch at a time. */
import type { Logger } from '../platform/log/logger.ts';
import type { UploadsForJobs } from '../uploads/uploads-for-jobs.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { deleteInBatches } from './delete-in-batches.ts';

interface ExpireUploadsDeps {
  expired: Pick<UploadsForJobs, 'listExpired'>;
  uploads: Pick<UploadsService, 'delete'>;
  logger: Logger;
  now?: () => number;
}

export function expireUploads(
  { expired, uploads, logger, now = Date.now }: ExpireUploadsDeps,
  signal: AbortSignal,
): Promise<number> {
  return deleteInBatches(
    {
      list: (limit) => expired.listExpired(Math.floor(now() / 1000), limit),
      // As the doctype's author would: the same path removes records, files and tells the team.
      remove: (upload) => uploads.delete(upload.author, upload.id),
      logger,
      what: 'an expired upload',
    },
    signal,
  );
}
