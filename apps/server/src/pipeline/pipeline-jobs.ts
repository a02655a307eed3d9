/** The pipeline's jobs. Each is idempotent: running it twice (after a crash) gives the same upload and records. */
import { z } from 'zod';
import { defineJob } from '../platform/queue/job-queue.ts';

const uploadPayload = z.object({ uploadId: z.string().startsWith('upload-').max(200) });

/** OCR (text layer, OCR or DOCX) stored beside the file, then a parse job. */
export const scanJob = defineJob({
  name: 'scan',
  version: 1,
  payload: uploadPayload,
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
});

/** OCR only: refreshes the stored OCR JSON and leaves the records alone. */
export const ocrJob = defineJob({
  name: 'ocr',
  version: 1,
  payload: uploadPayload,
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
});

/** Records from the stored OCR with the doctype as it is now, replacing the upload's records. */
export const parseJob = defineJob({
  name: 'parse',
  version: 1,
  payload: uploadPayload,
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
});

/** Deletes uploads past their expiresAt and wizard drafts abandoned for a day, with files, OCR and records. */
export const expireUploadsJob = defineJob({
  name: 'expire-uploads',
  version: 1,
  payload: z.object({}),
  retryLimit: 1,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
});
