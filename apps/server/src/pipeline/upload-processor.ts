/**
 * What the pipeline jobs do to one upload: OCR into stored JSON, and records from that JSON
 * with the doctype's mode and fields, committed with the upload's `done` in one transaction.
 */
import { readFile } from 'node:fs/promises';
import { parseCost } from '@docsift/core/credits';
import type { Doctype } from '@docsift/core/doctype';
import { assertHasFields } from '@docsift/core/doctype';
import type { Upload } from '@docsift/core/upload';
import type { ExtractionDoctype } from '@docsift/extract';
import { assertWithinRecordLimit } from '@docsift/extract';
import type { CreditLedger } from '../credits/credit-ledger.ts';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { Config } from '../platform/config/config.ts';
import { isPermanentFailure } from '../platform/queue/job-failure.ts';
import type { JobContext } from '../platform/queue/job-queue.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { NewRecord } from '@docsift/core/record';
import type { UploadProgress } from './upload-progress.ts';
import type { ExtractionPool, RunOptions } from './extraction-pool.ts';
import type { EngineConfig } from './extraction-task.ts';
import { toNewRecord } from './extracted-record.ts';
import { localCopiesDir, withLocalCopy } from './local-copy.ts';
import { pauseBeforeCommit } from './pause-before-commit.ts';
import { parseJob } from './pipeline-jobs.ts';

export interface UploadProcessorDeps {
  config: Pick<
    Config,
    'dataDir' | 'uploadMaxBytes' | 'extractor' | 'loadBackends' | 'testPauseBeforeCommit'
  >;
  progress: UploadProgress;
  doctypes: Pick<DoctypesService, 'get'>;
  storage: Pick<Storage, 'get'>;
  pool: ExtractionPool;
  /** Pays a parse before its extraction (docs/credits.md). */
  credits: Pick<CreditLedger, 'debit' | 'refundDebit'>;
}

/** Who pays a parse, and the reference that makes a retried job pay once. */
interface Payment {
  userId: string;
  reference: string;
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
}: UploadProcessorDeps) {
  const tmpDir = localCopiesDir(config.dataDir);
  const engine: EngineConfig = config.extractor;

  async function scanFile(upload: Upload, signal: AbortSignal): Promise<Upload> {
    const ocr = await withLocalCopy(
      tmpDir,
      () => storage.get(upload.file.source),
      (filePath) =>
        pool.run(
          {
            kind: 'ocr',
            filePath,
            maxBytes: config.uploadMaxBytes,
            backends: config.loadBackends,
          },
          { timeoutMs: fallbackTimeoutMs, signal },
        ),
    );
    return progress.saveOcr(upload.id, ocr);
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

  /** With a payment, the pages are paid before the extraction starts: a parse the credits cannot pay does no work. */
  async function extractRows(
    upload: Upload,
    doctype: ExtractionDoctype,
    signal: AbortSignal,
    payment?: Payment,
  ): Promise<NewRecord[]> {
    assertHasFields(doctype);
    const { records } = await onOcr(upload, signal, async (ocrPath, options) => {
      if (payment)
        await credits.debit({ ...payment, credits: parseCost(await pageCount(ocrPath)) });
      return pool.run({ kind: 'extract', ocrPath, doctype, engine }, options);
    });
    assertWithinRecordLimit(records);
    return records.map((record) => toNewRecord(record, doctype.fields));
  }

  /**
   * Records replaced and the upload done in one transaction. A doctype edited while we extract
   * (the wizard's finish, a field change) makes the rows stale, so the parse runs again with the
   * current doctype instead of committing rows nobody asked for; the job pays once.
   */
  async function parseAndCommit(upload: Upload, signal: AbortSignal, payment: Payment) {
    let doctype = await doctypes.get(upload.author, upload.target);
    for (let attempt = 1; ; attempt += 1) {
      // A wizard's draft gets its fields from this very sample: nothing to extract (or pay) yet,
      // and no doctype/no-fields alarm; finishing the wizard parses the sample again.
      const isFieldlessDraft = doctype.state === 'draft' && doctype.fields.length === 0;
      const records = isFieldlessDraft
        ? []
        : await extractRows(upload, extractionDoctype(doctype), signal, payment);
      await pauseBeforeCommit(config.testPauseBeforeCommit, upload.id, signal);
      const result = { doctypeHash: doctype.hash, records };
      if (attempt === MAX_PARSE_ATTEMPTS) {
        await progress.completeParse(upload.id, result);
        return;
      }
      if (await progress.completeParseIfCurrent(upload.id, result)) return;
      doctype = await doctypes.get(upload.author, upload.target);
    }
  }

  return {
    /** The scan job: OCR stored beside the file; the caller queues the parse. */
    async scan(uploadId: string, signal: AbortSignal): Promise<Upload | null> {
      if (!(await progress.find(uploadId))) return null;
      const upload = await progress.start(uploadId, 'scanning');
      return scanFile(upload, signal);
    },

    /** The OCR-only job: `scanning` while it runs, then back to uploaded or done; the records stay as they are. */
    async ocrOnly(uploadId: string, signal: AbortSignal): Promise<void> {
      if (!(await progress.find(uploadId))) return;
      await scanFile(await progress.start(uploadId, 'scanning'), signal);
      await progress.rest(uploadId);
    },

    /** The parse job: its pages paid before the extraction, given back when it fails for good. */
    async parse(uploadId: string, { jobId, attempt, signal }: JobContext): Promise<void> {
      if (!(await progress.find(uploadId))) return;
      const upload = await progress.start(uploadId, 'parsing');
      const payment = { userId: upload.author, reference: `parse:${jobId}` };
      try {
        await parseAndCommit(upload, signal, payment);
      } catch (error) {
        // A parse that failed for good gives its credits back; an aborted one runs again, paid.
        const isFinal = isPermanentFailure(error) || attempt > parseJob.retryLimit;
        if (isFinal && !signal.aborted) await credits.refundDebit(payment);
        throw error;
      }
    },

    /** Rows of an unsaved doctype on a sample upload (the wizard's preview); nothing is stored but the OCR. */
    async parseInline(
      upload: Upload,
      doctype: ExtractionDoctype,
      signal: AbortSignal,
    ): Promise<NewRecord['data'][]> {
      return (await extractRows(upload, doctype, signal)).map((record) => record.data);
    },

    suggestFields: (upload: Upload, language: 'en' | 'de', signal: AbortSignal) =>
      onOcr(upload, signal, (ocrPath, options) =>
        pool.run({ kind: 'suggest', ocrPath, language, engine }, options),
      ),

    calibrate: (upload: Upload, doctype: ExtractionDoctype, signal: AbortSignal) =>
      onOcr(upload, signal, (ocrPath, options) =>
        pool.run({ kind: 'calibrate', ocrPath, doctype, engine }, options),
      ),
  };
}

export type UploadProcessor = ReturnType<typeof createUploadProcessor>;

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
