/**
 * The pipeline as callers ask for it: queue a scan, OCR or parse of their upload, and the
 * wizard's synchronous helpers (suggested fields, inline parse, calibration) with a deadline.
 * Another user's upload or doctype is not-found, never a hint that it exists.
 */
import { assertHasFields } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type {
  CalibrateBody,
  ParseInlineBody,
  ParseInlineResponse,
  ReparseBody,
} from '@docsift/core/pipeline';
import {
  calibrateBodySchema,
  parseInlineBodySchema,
  reparseBodySchema,
} from '@docsift/core/pipeline';
import type { Upload } from '@docsift/core/upload';
import type { FieldSuggestion } from '@docsift/extract';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import { withFieldKeys } from '../doctypes/field-keys.ts';
import type { JobDefinition, JobQueue } from '../platform/queue/job-queue.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UploadsForJobs } from '../uploads/uploads-for-jobs.ts';
import type { QueuedUpload } from '../uploads/uploads.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { ocrJob, parseJob, scanJob, scanSliceJob } from './pipeline-jobs.ts';
import { isBackgroundScan } from './scan-lane.ts';
import type { UploadProcessor } from './upload-processor.ts';
import { extractionDoctype } from './upload-processor.ts';

interface PipelineServiceDeps {
  uploads: Pick<UploadsService, 'get'>;
  /** The uploads a doctype's change left stale, once the caller's access to it is checked. */
  staleUploads: Pick<UploadsForJobs, 'listStaleDone'>;
  doctypes: Pick<DoctypesService, 'get'>;
  processor: Pick<UploadProcessor, 'parseInline' | 'suggestFields' | 'calibrate'>;
  queue: Pick<JobQueue, 'send'>;
  settings: Pick<SettingsService, 'get'>;
  /** Deadline of the synchronous helpers (the spec's function timeout is 70 s). */
  syncTimeoutMs?: number;
}

/**
 * Queues a job for an upload; a second request while one waits is the same job. The job takes
 * its author's turn: behind the author's earlier jobs, not behind everyone's.
 */
export function enqueueFor<P extends { uploadId: string }>(
  queue: Pick<JobQueue, 'send'>,
  job: JobDefinition<P>,
  upload: QueuedUpload,
  payload: Omit<P, 'uploadId'> = {} as P,
): Promise<string | null> {
  return queue.send(job, { ...payload, uploadId: upload.id } as P, {
    singletonKey: upload.id,
    group: upload.author,
  });
}

/**
 * Queues an upload's parse, paid by its author as it is now unless the scan before it named the
 * payer (pipeline-jobs.ts `payerId`).
 */
export function enqueueParse(
  queue: Pick<JobQueue, 'send'>,
  upload: QueuedUpload,
  payerId = upload.author,
): Promise<string | null> {
  return enqueueFor(queue, parseJob, upload, { payerId });
}

/** Queues an upload's scan in its lane (scan-lane.ts): an image's in the background one. */
export function enqueueScan(
  queue: Pick<JobQueue, 'send'>,
  upload: QueuedUpload & Pick<Upload, 'contentType'>,
): Promise<string | null> {
  return enqueueFor(queue, isBackgroundScan(upload, 1) ? scanSliceJob : scanJob, upload, {
    payerId: upload.author,
  });
}

export function createPipelineService({
  uploads,
  staleUploads,
  doctypes,
  processor,
  queue,
  settings,
  syncTimeoutMs = 70_000,
}: PipelineServiceDeps) {
  /** An upload of a doctype whose team holds the caller (of `doctypeId` when given). */
  async function teamUpload(userId: string, id: string, doctypeId?: string): Promise<Upload> {
    const upload = await uploads.get(userId, id);
    if (doctypeId != null && upload.target !== doctypeId) throw new AppError('not-found');
    return upload;
  }

  /** A signal that aborts with deadline-exceeded, cleared when `run` settles. */
  async function withDeadline<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new AppError('deadline-exceeded')),
      syncTimeoutMs,
    );
    try {
      return await run(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function request(
    userId: string,
    id: string,
    enqueue: (queue: Pick<JobQueue, 'send'>, upload: Upload) => Promise<string | null>,
  ): Promise<Upload> {
    const upload = await teamUpload(userId, id);
    await enqueue(queue, upload);
    return upload;
  }

  return {
    scan: (userId: string, id: string) => request(userId, id, enqueueScan),
    ocr: (userId: string, id: string) =>
      request(userId, id, (queue, upload) => enqueueFor(queue, ocrJob, upload)),
    parse: (userId: string, id: string) => request(userId, id, enqueueParse),

    async suggestFields(
      userId: string,
      id: string,
      language: 'en' | 'de' | undefined,
    ): Promise<FieldSuggestion> {
      const upload = await teamUpload(userId, id);
      const captions = language ?? (await settings.get(userId)).language;
      return withDeadline((signal) => processor.suggestFields(upload, captions, signal));
    },

    async parseInline(
      userId: string,
      doctypeId: string,
      body: ParseInlineBody,
    ): Promise<ParseInlineResponse> {
      const input = parseInlineBodySchema.parse(body);
      const doctype = await doctypes.get(userId, doctypeId);
      const upload = await teamUpload(userId, input.uploadId, doctype.id);
      const fields = withFieldKeys(input.doctype.fields);
      const definition = extractionDoctype({ ...doctype, ...input.doctype, fields });
      const rows = await withDeadline((signal) =>
        processor.parseInline(upload, definition, signal),
      );
      return { rows, fields };
    },

    async calibrate(userId: string, doctypeId: string, body: CalibrateBody) {
      const input = calibrateBodySchema.parse(body);
      const doctype = await doctypes.get(userId, doctypeId);
      const upload = await teamUpload(userId, input.uploadId, doctype.id);
      assertHasFields(doctype);
      const language = input.language ?? (await settings.get(userId)).language;
      return {
        fields: await withDeadline((signal) =>
          processor.calibrate(upload, extractionDoctype(doctype), language, signal),
        ),
      };
    },

    /** Queues a parse of one upload, or of every done upload parsed with an older doctype. */
    async reparse(
      userId: string,
      doctypeId: string,
      body: ReparseBody,
    ): Promise<{ queued: number }> {
      const input = reparseBodySchema.parse(body);
      const doctype = await doctypes.get(userId, doctypeId);
      const stale = input.upload
        ? [await teamUpload(userId, input.upload, doctype.id)]
        : await staleUploads.listStaleDone(doctype.id, doctype.hash);
      let queued = 0;
      for (const upload of stale) if (await enqueueParse(queue, upload)) queued += 1;
      return { queued };
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
