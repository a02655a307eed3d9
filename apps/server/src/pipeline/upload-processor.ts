/**
 * What the pipeline jobs do to one upload: OCR into stored JSON, and records from that JSON
 * with the doctype's mode and fields, committed with the upload's `done` in one transaction.
 */
import { readFile } from 'node:fs/promises';
import { parseCost } from '@docsift/core/credits';
import { AppError } from '@docsift/core/errors';
import type { Doctype } from '@docsift/core/doctype';
import { assertHasFields } from '@docsift/core/doctype';
import type { Upload } from '@docsift/core/upload';
import type { ExtractionDoctype } from '@docsift/extract';
import { assertWithinRecordLimit } from '@docsift/extract';
import type { Lesson } from '@docsift/extract/learning/lesson';
import type { WorkedExample } from '@docsift/extract/learning/lesson';
import type { CreditLedger } from '../credits/credit-ledger.ts';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { Config } from '../platform/config/config.ts';
import type { Logger } from '../platform/log/logger.ts';
import { isPermanentFailure } from '../platform/queue/job-failure.ts';
import type { JobContext } from '../platform/queue/job-queue.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { waitAtTestGate } from '../platform/test-gate.ts';
import type { NewRecord } from '@docsift/core/record';
import type { OcrDocument, OcrPage } from '@docsift/core/ocr';
import type { UploadProgress } from './upload-progress.ts';
import type { ExtractionPool, RunOptions } from './extraction-pool.ts';
import type { EngineConfig, ExtractionResult } from './extraction-task.ts';
import { toNewRecord } from './extracted-record.ts';
import {
  chainCopy,
  localCopiesDir,
  removeChainCopy,
  removeDeadProcessCopies,
  withLocalCopy,
} from './local-copy.ts';
import { LONG_SCAN_FIRST_PAGES, parseWorkMs, SCAN_SLICE_MS, scanWorkMs } from './page-budget.ts';
import type { ParsePayment } from './parse-payment.ts';
import { createParsePayment } from './parse-payment.ts';
import { parseJob } from './pipeline-jobs.ts';
import { isBackgroundScan } from './scan-lane.ts';
import { joinSlices, removeSlices, saveSlice } from './scan-slices.ts';
import { whileUploadExists } from './while-upload-exists.ts';
import { withOneLongerTry } from './work-deadline.ts';

export interface UploadProcessorDeps {
  config: Pick<
    Config,
    'dataDir' | 'uploadMaxBytes' | 'extractor' | 'loadBackends' | 'scanSlicePages'
  >;
  progress: UploadProgress;
  doctypes: Pick<DoctypesService, 'getForJob'>;
  storage: Pick<Storage, 'get' | 'put' | 'delete' | 'list'>;
  pool: ExtractionPool;
  /** Pays a parse before its extraction (docs/credits.md). */
  credits: Pick<CreditLedger, 'debit' | 'refundDebit'>;
  /** Says when a refund had nobody to reach (its payer deleted the account). */
  logger: Pick<Logger, 'info'>;
  /** What corrections taught the doctype, newest first (none without). */
  lessonsOf?: (doctypeId: string) => Promise<Lesson[]>;
  /** The doctype's corrected documents, newest first, for the LLM engine (none without). */
  examplesOf?: (doctypeId: string) => Promise<WorkedExample[]>;
  /** Hears how many pages each slice read (the node's extracted-pages counter). */
  onPagesRead?: (pages: number) => void;
  /** Hears of each PDF whose streams were checked against the limits (once per scan). */
  onStreamsChecked?: () => void;
  /** Test only (platform/test-hooks.ts): the parse waits at this gate before it commits. */
  pauseBeforeCommit?: string | undefined;
  /** Test only: the parse waits at this gate once it named its payer, before it pays. */
  pauseBeforePayment?: string | undefined;
}

/**
 * One scan job: the slice from `fromPage` (1 when absent) of the file stored at `source` (known
 * after the first), whose streams an earlier slice checked when `isFileChecked`.
 */
export interface ScanStep {
  uploadId: string;
  fromPage?: number;
  source?: string;
  isFileChecked?: boolean;
  /** Who pays the parse that follows the scan (pipeline-jobs.ts). */
  payerId?: string;
}

/** One parse job: the upload, and who pays for it (named when it was queued, pipeline-jobs.ts). */
export interface ParseOrder {
  uploadId: string;
  payerId: string;
}

/** Where a scan job left the upload: more pages to read from `next`, or its OCR stored. */
export type ScanProgress =
  { next: number; source: string; isFileChecked: true; upload: Upload } | { upload: Upload };

/** The debit's reference: a retried job pays once, and its refund finds what it paid. */
function parseReference(jobId: string): string {
  return `parse:${jobId}`;
}

/** A deadline for work that has no job around it (a request waiting for suggestions). */
const fallbackTimeoutMs = 15 * 60_000;

/** Parses of one upload in a row while its doctype keeps changing; then the last one commits. */
const MAX_PARSE_ATTEMPTS = 3;

export function createUploadProcessor({
  config,
  progress,
  doctypes,
  storage,
  pool,
  credits,
  logger,
  lessonsOf = async () => [],
  examplesOf = async () => [],
  onPagesRead = () => {},
  onStreamsChecked = () => {},
  pauseBeforeCommit,
  pauseBeforePayment,
}: UploadProcessorDeps) {
  const tmpDir = localCopiesDir(config.dataDir);
  const engine: EngineConfig = config.extractor;

  /**
   * One slice of pages from `first`; each slice is a task of its own in the extraction pool, whose
   * deadline starts when a process takes it (page-budget.ts). The file's streams are checked
   * unless an earlier slice of the same file did. Background work never takes the last free
   * process (scan-lane.ts).
   */
  async function readSlice(
    filePath: string,
    first: number,
    signal: AbortSignal,
    { isFileChecked, isBackground }: { isFileChecked: boolean; isBackground: boolean },
  ): Promise<ExtractionResult<'ocr'>> {
    const task = {
      kind: 'ocr',
      filePath,
      maxBytes: config.uploadMaxBytes,
      backends: config.loadBackends,
      slice: {
        first,
        maxPages: config.scanSlicePages,
        maxMs: SCAN_SLICE_MS,
        longStartPages: LONG_SCAN_FIRST_PAGES,
        isFileChecked,
      },
    } as const;
    const slice = await withOneLongerTry(
      (timeoutMs) => pool.run(task, { timeoutMs, signal, isBackground }),
      scanWorkMs(config.scanSlicePages),
      signal,
    );
    onPagesRead(slice.pages.length);
    if (slice.didCheckStreams) onStreamsChecked();
    return slice;
  }

  /** The page after the slice, or null when the slice reached the document's end. */
  function nextPage({ pages, pageCount }: ExtractionResult<'ocr'>): number | null {
    const last = pages.at(-1)?.number ?? pageCount;
    return last < pageCount ? last + 1 : null;
  }

  /** The whole document slice after slice in this job (OCR-only refresh, a scan a request waits for). */
  async function scanFile(upload: Upload, signal: AbortSignal): Promise<Upload> {
    const ocr = await withLocalCopy(
      tmpDir,
      () => storage.get(upload.file.source),
      async (filePath) => {
        const pages: OcrPage[] = [];
        for (let first: number | null = 1; first != null;) {
          // A slice after the first reads the same file, which the first one checked.
          const slice = await readSlice(filePath, first, signal, {
            isFileChecked: first > 1,
            isBackground: isBackgroundScan(upload, first),
          });
          pages.push(...slice.pages);
          first = nextPage(slice);
        }
        return { pages } satisfies OcrDocument;
      },
    );
    return progress.saveOcr(upload.id, ocr);
  }

  const paymentOf = ({ uploadId, payerId }: ParseOrder, jobId: string) =>
    createParsePayment(credits, logger, {
      userId: payerId,
      reference: parseReference(jobId),
      uploadId,
    });

  const exists = (uploadId: string) => async () => (await progress.find(uploadId)) != null;

  /** What a scan keeps between its slices: the stored slices and this node's copy of the file. */
  async function removeScanLeftovers(uploadId: string, source: string | undefined) {
    if (source) await removeSlices(storage, source);
    await removeChainCopy(tmpDir, uploadId);
  }

  /** Runs a task on the upload's stored OCR JSON, scanning first when it has none. */
  async function onOcr<T>(
    upload: Upload,
    signal: AbortSignal,
    run: (ocrPath: string, options: RunOptions) => Promise<T>,
  ): Promise<T> {
    const scanned = upload.file.ocr ? upload : await scanFile(upload, signal);
    return withLocalCopy(
      tmpDir,
      () => storage.get(scanned.file.ocr!),
      (ocrPath) => run(ocrPath, { timeoutMs: fallbackTimeoutMs, signal }),
    );
  }

  /** What corrections taught the doctype, as an extraction of its documents reads it. */
  async function learnedBy(doctypeId: string) {
    return {
      lessons: await lessonsOf(doctypeId),
      // Only the LLM engine reads them: the offline engine learns places from the lessons.
      ...(engine.engine === 'llm' && { examples: await examplesOf(doctypeId) }),
    };
  }

  /** With a payment, the pages are paid before the extraction starts: a parse the credits cannot pay does no work. */
  async function extractRows(
    upload: Upload,
    doctype: ExtractionDoctype,
    signal: AbortSignal,
    {
      payment,
      lessons,
      examples,
    }: { payment?: ParsePayment; lessons?: Lesson[]; examples?: WorkedExample[] } = {},
  ): Promise<NewRecord[]> {
    assertHasFields(doctype);
    const { records } = await onOcr(upload, signal, async (ocrPath, options) => {
      const pages = await pageCount(ocrPath);
      await payment?.pay(parseCost(pages), {
        id: upload.id,
        name: upload.filename,
        doctypeTitle: doctype.title,
      });
      return withOneLongerTry(
        (timeoutMs) =>
          pool.run(
            {
              kind: 'extract',
              ocrPath,
              doctype,
              engine,
              ...(lessons && { lessons }),
              ...(examples && { examples }),
            },
            { ...options, timeoutMs },
          ),
        parseWorkMs(pages),
        signal,
      );
    });
    assertWithinRecordLimit(records);
    return records.map((record) => toNewRecord(record, doctype.fields));
  }

  /**
   * Records replaced and the upload done in one transaction. A doctype edited while we extract
   * (the wizard's finish, a field change) makes the rows stale, so the parse runs again with the
   * current doctype instead of committing rows nobody asked for; the job pays once.
   */
  async function parseAndCommit(upload: Upload, signal: AbortSignal, payment: ParsePayment) {
    let doctype = await doctypes.getForJob(upload.target);
    for (let attempt = 1; ; attempt += 1) {
      // A wizard's draft gets its fields from this very sample: nothing to extract (or pay) yet,
      // and no doctype/no-fields alarm; finishing the wizard parses the sample again.
      const isFieldlessDraft = doctype.state === 'draft' && doctype.fields.length === 0;
      const records = isFieldlessDraft
        ? []
        : await extractRows(upload, extractionDoctype(doctype), signal, {
            payment,
            ...(await learnedBy(doctype.id)),
          });
      await waitAtTestGate(pauseBeforeCommit, upload.id, signal);
      const result = { doctypeHash: doctype.hash, records };
      if (attempt === MAX_PARSE_ATTEMPTS) {
        await progress.completeParse(upload.id, result);
        return;
      }
      if (await progress.completeParseIfCurrent(upload.id, result)) return;
      doctype = await doctypes.getForJob(upload.target);
    }
  }

  return {
    /**
     * A scan job: one slice of pages. The slices before the last are stored; the last joins them
     * into the OCR stored beside the file. The caller queues what comes next. Null when the
     * upload is gone (deleted before or during the slice): what earlier slices stored goes too.
     */
    async scanSlice(
      { uploadId, fromPage: first = 1, ...step }: ScanStep,
      signal: AbortSignal,
    ): Promise<ScanProgress | null> {
      const found = await progress.find(uploadId);
      if (!found) {
        await removeScanLeftovers(uploadId, step.source);
        return null;
      }
      const upload = first === 1 ? await progress.start(uploadId, 'scanning') : found;
      const source = upload.file.source;
      const slice = await whileUploadExists(exists(uploadId), signal, async (watched) =>
        readSlice(await chainCopy(tmpDir, uploadId, () => storage.get(source)), first, watched, {
          isFileChecked: step.isFileChecked === true,
          isBackground: isBackgroundScan(upload, first),
        }),
      );
      if (!slice) {
        await removeScanLeftovers(uploadId, source);
        return null;
      }
      const next = nextPage(slice);
      if (next != null) {
        await saveSlice(storage, source, slice.pages);
        // This slice passed the check (its own, or the first slice's): the next ones trust it.
        return { next, source, isFileChecked: true, upload };
      }
      const ocr = await joinSlices(storage, source, first, slice.pages);
      const scanned = await progress.saveOcr(uploadId, ocr);
      await removeScanLeftovers(uploadId, source);
      return { upload: scanned };
    },

    /** Removes what an unfinished scan stored (it failed for good, or its upload was deleted). */
    async abandonScan({ uploadId, source }: ScanStep): Promise<void> {
      await removeScanLeftovers(uploadId, source ?? (await progress.find(uploadId))?.file.source);
    },

    /** The OCR-only job: `scanning` while it runs, then back to uploaded or done; the records stay as they are. */
    async ocrOnly(uploadId: string, signal: AbortSignal): Promise<void> {
      if (!(await progress.find(uploadId))) return;
      const upload = await progress.start(uploadId, 'scanning');
      const scanned = await whileUploadExists(exists(uploadId), signal, (watched) =>
        scanFile(upload, watched),
      );
      if (scanned) await progress.rest(uploadId);
    },

    /**
     * A parse job failed for good, seen by the queue: gives back what it paid. It covers the
     * worker killed on the last attempt, whose handler never reached its own refund; a refund
     * applies once per job, so one the handler already gave changes nothing.
     */
    async refundParse(order: ParseOrder, jobId: string): Promise<void> {
      if (await progress.find(order.uploadId)) await paymentOf(order, jobId).refund();
    },

    /**
     * The parse job: its pages paid before the extraction by the payer it names (never the
     * upload's author as it is now: that is the doctype's author once a member deleted the
     * account), given back when it fails for good or its upload is deleted.
     */
    async parse(order: ParseOrder, { jobId, attempt, signal }: JobContext): Promise<void> {
      const { uploadId } = order;
      if (!(await progress.find(uploadId))) return;
      // A parse taken over from a killed worker of this host: its copy of the OCR goes.
      if (attempt > 1) await removeDeadProcessCopies(tmpDir);
      const upload = await progress.start(uploadId, 'parsing');
      const payment = paymentOf(order, jobId);
      await waitAtTestGate(pauseBeforePayment, uploadId, signal);
      try {
        const parsed = await whileUploadExists(exists(uploadId), signal, (watched) =>
          parseAndCommit(upload, watched, payment),
        );
        // Deleted meanwhile: no records came of it, so nothing is paid.
        if (parsed === null) await payment.refund();
      } catch (error) {
        // A parse that failed for good gives its credits back; one aborted by a shutdown runs
        // again, paid. Past its deadline, sized for its pages, it is not retried: that is final.
        const isTimedOut = isDeadlineExceeded(signal.reason) || isDeadlineExceeded(error);
        const isFinal = isTimedOut || isPermanentFailure(error) || attempt > parseJob.retryLimit;
        if (isFinal && (isTimedOut || !signal.aborted)) await payment.refund();
        throw error;
      }
    },

    /**
     * Rows of an unsaved doctype on a sample upload (the wizard's and the calibration's preview),
     * read with what corrections taught the upload's doctype, as its parse would read them;
     * nothing is stored but the OCR.
     */
    async parseInline(
      upload: Upload,
      doctype: ExtractionDoctype,
      signal: AbortSignal,
    ): Promise<NewRecord['data'][]> {
      const learned = await learnedBy(upload.target);
      return (await extractRows(upload, doctype, signal, learned)).map((record) => record.data);
    },

    suggestFields: (upload: Upload, language: 'en' | 'de', signal: AbortSignal) =>
      onOcr(upload, signal, (ocrPath, options) =>
        pool.run({ kind: 'suggest', ocrPath, language, engine }, options),
      ),

    calibrate: (
      upload: Upload,
      doctype: ExtractionDoctype,
      language: 'en' | 'de',
      signal: AbortSignal,
    ) =>
      onOcr(upload, signal, (ocrPath, options) =>
        pool.run({ kind: 'calibrate', ocrPath, doctype, language, engine }, options),
      ),
  };
}

export type UploadProcessor = ReturnType<typeof createUploadProcessor>;

function isDeadlineExceeded(reason: unknown): boolean {
  return (
    parseJob.isTimeoutFinal === true &&
    reason instanceof AppError &&
    reason.code === 'deadline-exceeded'
  );
}

async function pageCount(ocrPath: string): Promise<number> {
  const ocr = JSON.parse(await readFile(ocrPath, 'utf8')) as { pages?: unknown[] };
  return ocr.pages?.length ?? 0;
}

export function extractionDoctype(
  doctype: Pick<Doctype, 'title' | 'mode' | 'prompt' | 'fields'>,
): ExtractionDoctype {
  return {
    title: doctype.title,
    mode: doctype.mode,
    prompt: doctype.prompt,
    fields: doctype.fields,
  };
}
