/**
 * The worker role's job handlers: scan (OCR, then a parse job), ocr, parse and the periodic
 * expiry (uploads past their expiresAt, wizard drafts abandoned for a day, Stripe event ids past 30 days). A job that fails for good leaves its error on the upload and a notification.
 */
import { AppError } from '@docsift/core/errors';
import type { Upload } from '@docsift/core/upload';
import type { Logger } from '../platform/log/logger.ts';
import type { JobFailure, JobHandler, JobQueue } from '../platform/queue/job-queue.ts';
import type { UploadProgress } from './upload-progress.ts';
import type { ClaimPeriod } from '../platform/queue/periodic-claim.ts';
import { expireUploadsJob, ocrJob, parseJob, scanJob, scanSliceJob } from './pipeline-jobs.ts';
import { enqueueFor, enqueueParse } from './pipeline.service.ts';
import type { ParseOrder, ScanStep, UploadProcessor } from './upload-processor.ts';

export interface PipelineWorkersDeps {
  queue: JobQueue;
  processor: Pick<
    UploadProcessor,
    'scanSlice' | 'abandonScan' | 'ocrOnly' | 'parse' | 'refundParse'
  >;
  progress: Pick<UploadProgress, 'find' | 'fail' | 'rest'>;
  /** The periodic clean-up (expired uploads, abandoned wizard drafts, old Stripe event ids); answers how many of each it deleted. */
  expire: (signal: AbortSignal) => Promise<Record<string, number>>;
  /** Called when a parse job left its upload done (the webhooks' deliveries are queued). */
  onDone?: (upload: Upload) => Promise<void>;
  /** Jobs of each kind at once; the extraction pool bounds the real work. */
  concurrency: number;
  /** Later slices of long documents at once: the extraction processes they may hold. */
  sliceConcurrency: number;
  logger: Logger;
  /** Answers yes to one node of the cluster per period (periodic-claim.ts). */
  claimPeriod: ClaimPeriod;
  expireEveryMs?: number;
}

export async function startPipelineWorkers({
  queue,
  processor,
  progress,
  expire,
  onDone,
  concurrency,
  sliceConcurrency,
  logger,
  claimPeriod,
  expireEveryMs = 10 * 60_000,
}: PipelineWorkersDeps) {
  const onFailed = async ({ uploadId }: { uploadId: string }, failure: JobFailure) => {
    if (await progress.find(uploadId))
      await progress.fail(uploadId, new AppError(failure.code, { message: failure.message }));
  };
  const onScanFailed = async (payload: ScanStep, failure: JobFailure) => {
    await processor.abandonScan(payload);
    await onFailed(payload, failure);
  };
  // Each slice goes to the back of the line: a document queued meanwhile by anyone goes first.
  const scan: JobHandler<ScanStep> = async (step, { signal }) => {
    const scanned = await processor.scanSlice(step, signal);
    if (!scanned) return;
    if ('next' in scanned)
      await enqueueFor(queue, scanSliceJob, scanned.upload, {
        fromPage: scanned.next,
        source: scanned.source,
        isFileChecked: scanned.isFileChecked,
        ...(step.payerId != null && { payerId: step.payerId }),
      });
    else await enqueueParse(queue, scanned.upload, step.payerId);
  };
  await queue.work(scanJob, { concurrency, onFailed: onScanFailed }, scan);
  // Later slices waiting for an extraction process held the scan workers too: another user's
  // document waited a whole slice (24-66 s under load) before its scan could start.
  await queue.work(scanSliceJob, { concurrency: sliceConcurrency, onFailed: onScanFailed }, scan);
  // A failed OCR-only job keeps its error but not `scanning`: the upload's records still stand.
  const onOcrFailed = async (payload: { uploadId: string }, failure: JobFailure) => {
    await onFailed(payload, failure);
    if (await progress.find(payload.uploadId)) await progress.rest(payload.uploadId);
  };
  await queue.work(ocrJob, { concurrency, onFailed: onOcrFailed }, ({ uploadId }, { signal }) =>
    processor.ocrOnly(uploadId, signal),
  );
  const onParseFailed = async (
    payload: ParseOrder,
    failure: JobFailure,
    { jobId }: { jobId: string },
  ) => {
    await processor.refundParse(payload, jobId);
    await onFailed(payload, failure);
  };
  await queue.work(parseJob, { concurrency, onFailed: onParseFailed }, async (order, job) => {
    await processor.parse(order, job);
    const parsed = await progress.find(order.uploadId);
    if (onDone && parsed?.state === 'done' && !parsed.error) await onDone(parsed);
  });
  await queue.work(expireUploadsJob, { concurrency: 1 }, async (_payload, { signal }) => {
    const deleted = await expire(signal);
    if (Object.values(deleted).some((count) => count > 0))
      logger.info(deleted, 'expired uploads, abandoned drafts and old stripe events deleted');
  });

  // Every worker node asks each period; one of them queues the job.
  const requestExpiry = async () => {
    try {
      if (await claimPeriod(expireUploadsJob.name, expireEveryMs))
        await queue.send(expireUploadsJob, {}, { singletonKey: 'expire-uploads' });
    } catch (error) {
      logger.warn({ err: error }, 'could not queue the upload expiry');
    }
  };
  await requestExpiry();
  const timer = setInterval(() => void requestExpiry(), expireEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
