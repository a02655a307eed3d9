/** The pipeline's jobs. Each is idempotent: running it twice (after a crash) gives the same upload and records. */
import { z } from 'zod';
import { defineJob } from '../platform/queue/job-queue.ts';
import { JOB_BACKSTOP_SECONDS } from './page-budget.ts';

const uploadPayload = z.object({ uploadId: z.string().startsWith('upload-').max(200) });

const scanStep = {
  payload: uploadPayload.extend({
    fromPage: z.number().int().min(1).max(100_000).optional(),
    /** The upload's stored file, so a slice that finds the upload deleted removes the earlier slices. */
    source: z.string().max(1024).optional(),
    /** An earlier slice checked the file's streams against the limits: later ones skip that. */
    isFileChecked: z.boolean().optional(),
    /**
     * Who pays the parse the last slice queues (`payerId` of the parse job): the upload's author
     * when the scan was queued, so a member deleted during the scan is not replaced by the
     * doctype's author. Absent in a scan an older node queued: the author when the scan ends.
     */
    payerId: z.string().min(1).max(200).optional(),
  }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // The slice's work deadline is the extraction pool's (upload-processor.ts): waiting is not work.
  expireInSeconds: JOB_BACKSTOP_SECONDS,
  isTimeoutFinal: true,
};

/**
 * OCR (text layer, OCR or DOCX) of a document's first slice of pages; a job for the next slice
 * follows, and after the last one the OCR is stored beside the file and a parse queued.
 * Version 2: the slices (a version-2 job from before scanSliceJob may hold a later slice).
 */
export const scanJob = defineJob({ name: 'scan', version: 2, ...scanStep });

/**
 * A long document's slice from `fromPage`. A kind of its own, run by fewer workers than there are
 * extraction processes: later slices never fill the worker slots where new documents start.
 */
export const scanSliceJob = defineJob({ name: 'scan-slice', version: 1, ...scanStep });

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

/**
 * Records from the stored OCR with the doctype as it is now, replacing the upload's records.
 * The extraction's work deadline, sized for the pages, is the extraction pool's.
 * Version 2: the payer, named when the job is queued (migration 202611291400_parse_job_payer).
 */
export const parseJob = defineJob({
  name: 'parse',
  version: 2,
  payload: uploadPayload.extend({
    /**
     * Who pays: the upload's author when the job was queued. Account deletion hands a member's
     * uploads to the doctype's author, who must not pay for a parse the member asked for, also
     * when it runs after the deletion or again after a crash (parse-payment.ts).
     */
    payerId: z.string().min(1).max(200),
  }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: JOB_BACKSTOP_SECONDS,
  isTimeoutFinal: true,
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
