/**
 * The pipeline of one process, wired: the job queue, the extraction processes, the document
 * services it drives (shared with the API in the embedded mode, so its events reach the
 * browsers) and, on the worker roles, the job handlers. `onUploaded` queues each new upload's scan.
 * Temporary copies that killed processes left in DATA_DIR/tmp are removed first; a worker also
 * removes the stored files of uploads that never got their row.
 */
import { createBillingRepository } from '../billing/billing.repository.ts';
import { expireStripeEvents } from '../billing/expire-stripe-events.ts';
import { createCreditLedger } from '../credits/credit-ledger.ts';
import { creditStoresOn } from '../credits/credits.repository.ts';
import { createDoctypesRepository } from '../doctypes/doctypes.repository.ts';
import type { Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import { unitOfWork } from '../platform/db/unit-of-work.ts';
import { createEventBus } from '../platform/events/create-event-bus.ts';
import type { Logger } from '../platform/log/logger.ts';
import { measuredQueue } from '../platform/metrics/measured-queue.ts';
import type { Metrics } from '../platform/metrics/metrics.ts';
import { createJobQueue } from '../platform/queue/create-job-queue.ts';
import { periodicClaims } from '../platform/queue/periodic-claim.ts';
import type { JobQueue } from '../platform/queue/job-queue.ts';
import type { WebhookDispatch } from '../webhooks/webhook-dispatch.ts';
import { createWebhookDispatch } from '../webhooks/webhook-dispatch.ts';
import { createWebhooksRepository } from '../webhooks/webhooks.repository.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { TestHooks } from '../platform/test-hooks.ts';
import { expireDrafts } from '../pipeline/expire-drafts.ts';
import { expireUploads } from '../pipeline/expire-uploads.ts';
import type { ExtractionPool } from '../pipeline/extraction-pool.ts';
import { backgroundRoom, createExtractionPool } from '../pipeline/extraction-pool.ts';
import { localCopiesDir, removeLeftoverCopies } from '../pipeline/local-copy.ts';
import { sliceSourceOf } from '../pipeline/scan-slices.ts';
import type { PipelineService } from '../pipeline/pipeline.service.ts';
import { createPipelineService, enqueueScan } from '../pipeline/pipeline.service.ts';
import { startPipelineWorkers } from '../pipeline/pipeline-workers.ts';
import { createUploadProcessor } from '../pipeline/upload-processor.ts';
import type { UploadProgress } from '../pipeline/upload-progress.ts';
import { createUploadProgress } from '../pipeline/upload-progress.ts';
import { createFieldRekeys, markStaleFields } from '../records/repository/field-rekeys.ts';
import { queueRekey, startRekeyWorker } from '../records/rekey-fields-job.ts';
import { createRecordsRepository } from '../records/repository/records.repository.ts';
import { createLearning } from '../lessons/learn-from-correction.ts';
import { queueLearning, startLearnWorker } from '../lessons/learn-job.ts';
import { createLessonsRepository } from '../lessons/lessons.repository.ts';
import { examplesToApply, lessonsToApply } from '../lessons/stored-lessons.ts';
import { removeOrphanFiles } from '../uploads/remove-orphan-files.ts';
import { createUploadsRepository } from '../uploads/uploads.repository.ts';
import type { DocumentServices } from './document-services.ts';
import { createDocumentServices } from './document-services.ts';
import type { WebhookServices } from './webhook-services.ts';
import { createWebhookServices } from './webhook-services.ts';

export interface PipelineDeps {
  config: Config;
  logger: Logger;
  database: Database;
  /** A queue made by the caller (tests pass one with a fake clock); else the deployment's. */
  queue?: JobQueue;
  /** The process's storage (the runtime's); else the deployment's, made here. */
  storage?: Storage;
  /** Times the jobs and counts the pages this process extracts, when metrics are on. */
  metrics?: Metrics | null;
  /** Extraction made by the caller (tests pass an in-process stub); else child processes. */
  pool?: ExtractionPool;
  /** Where a test holds the parse or rekey jobs, or shrinks a search's count. */
  testHooks?: TestHooks;
}

export interface Pipeline {
  queue: JobQueue;
  documents: DocumentServices;
  webhooks: WebhookServices;
  /** Queues webhook deliveries: an upload's when it is done, a record's when it is approved. */
  webhookDispatch: WebhookDispatch;
  service: PipelineService;
  /** Runs the job handlers in this process (roles all and worker). */
  startWorkers(): Promise<void>;
  /** Lets running jobs finish for up to `graceMs`, hands back the rest, then closes. */
  close(graceMs?: number): Promise<void>;
}

export async function createPipeline({
  config,
  logger,
  database,
  metrics,
  testHooks = {},
  ...given
}: PipelineDeps): Promise<Pipeline> {
  await removeLeftoverCopies(localCopiesDir(config.dataDir), logger);
  const deploymentQueue =
    given.queue ??
    (await createJobQueue(config, database, logger, {
      leaseSeconds: testHooks.queueLeaseSeconds,
      maintenanceIntervalSeconds: testHooks.queueMaintenanceSeconds,
    }));
  const queue = metrics ? measuredQueue(deploymentQueue, metrics) : deploymentQueue;
  const pool =
    given.pool ??
    createExtractionPool({
      size: config.extractionProcesses,
      memoryLimitBytes: config.extractionMemoryBytes,
      logger,
    });
  const events = await createEventBus(config, database, logger);
  // Before the documents: approving a record (theirs) queues its deliveries.
  const dispatch = createWebhookDispatch({
    repository: createWebhooksRepository(database.db, database.dialect),
    queue,
    retryDelayMs: config.webhooks.retryDelayMs,
  });
  const documents = createDocumentServices({
    config,
    logger,
    database,
    events,
    testHooks,
    ...(given.storage && { storage: given.storage }),
    onUploaded: async (upload) => void (await enqueueScan(queue, upload)),
    onFieldsStale: (doctypeId) => queueRekey(queue, doctypeId),
    onApproved: dispatch.recordApproved,
    // The edit is saved whatever happens here: a correction that cannot be queued teaches nothing, and says so.
    onCorrected: (correction) =>
      queueLearning(queue, correction).catch((error: unknown) =>
        logger.warn(
          { err: error, recordId: correction.recordId },
          'could not queue learning from a correction',
        ),
      ),
  });
  const lessons = createLessonsRepository(database.db);
  const progress = wireUploadProgress(database, documents);
  const webhooks = createWebhookServices({ config, database, documents });
  const processor = createUploadProcessor({
    config,
    progress,
    doctypes: documents.doctypes,
    storage: documents.storage,
    pool,
    credits: createCreditLedger(creditStoresOn(database)),
    logger,
    pauseBeforeCommit: testHooks.pauseBeforeCommit,
    pauseBeforePayment: testHooks.pauseBeforePayment,
    lessonsOf: (doctypeId: string) => lessonsToApply(lessons, doctypeId),
    examplesOf: (doctypeId: string) => examplesToApply(lessons, doctypeId),
    ...(metrics && {
      onPagesRead: (pages: number) => metrics.countPages(pages),
      onStreamsChecked: () => metrics.countStreamChecks(),
    }),
  });
  let workers: { stop(): void } | null = null;
  return {
    queue,
    documents,
    webhooks,
    webhookDispatch: dispatch,
    service: createPipelineService({
      uploads: documents.uploads,
      staleUploads: documents.uploadsForJobs,
      doctypes: documents.doctypes,
      processor,
      queue,
      settings: documents.settings,
    }),
    async startWorkers() {
      // In the background: a large storage must not hold up the worker's start.
      removeOrphanFiles({
        storage: documents.storage,
        uploads: createUploadsRepository(database.db, database.dialect),
        logger,
        ownerOf: (key) => sliceSourceOf(key) ?? key,
      }).catch((error: unknown) => logger.warn({ err: error }, 'could not remove orphan files'));
      workers = await startPipelineWorkers({
        queue,
        processor,
        progress,
        expire: async (signal) => ({
          uploads: await expireUploads(
            { expired: documents.uploadsForJobs, uploads: documents.uploads, logger },
            signal,
          ),
          drafts: await expireDrafts({ doctypes: documents.doctypes, logger }, signal),
          stripeEvents: await expireStripeEvents({
            billing: createBillingRepository(database.db),
          }),
        }),
        onDone: dispatch.uploadDone,
        concurrency: config.extractionProcesses,
        sliceConcurrency: backgroundRoom(config.extractionProcesses),
        logger,
        claimPeriod: periodicClaims(database.db),
      });
      await webhooks.startWorkers(queue);
      await startLearnWorker(
        queue,
        createLearning({
          doctypes: createDoctypesRepository(database.db, database.dialect, markStaleFields),
          records: createRecordsRepository(database.db, database.dialect),
          uploads: documents.uploadsForJobs,
          lessons,
          storage: documents.storage,
          pool,
          events,
          tmpDir: localCopiesDir(config.dataDir),
        }),
      );
      await startRekeyWorker(
        queue,
        {
          marks: createFieldRekeys(database.db),
          inTransaction: unitOfWork(database.db, (trx) => ({
            records: createRecordsRepository(trx, database.dialect),
          })),
        },
        {
          onDone: (doctypeId) => documents.doctypes.announceChanged(doctypeId),
          testPause: testHooks.pauseRekey,
        },
      );
    },
    async close(graceMs) {
      workers?.stop();
      await queue.stop(graceMs);
      await pool.close();
      await events.close();
      webhooks.close();
    },
  };
}

/**
 * The pipeline's writer of upload states, OCR and parse results, on the documents' event bus and
 * storage; a parse commits through the doctypes', records' and uploads' repositories on one transaction.
 */
export function wireUploadProgress(
  database: Database,
  documents: Pick<DocumentServices, 'uploadsForJobs' | 'notifications' | 'storage'>,
): UploadProgress {
  return createUploadProgress({
    uploads: documents.uploadsForJobs,
    inTransaction: unitOfWork(database.db, (trx) => ({
      doctypes: createDoctypesRepository(trx, database.dialect, markStaleFields),
      records: createRecordsRepository(trx, database.dialect),
      uploads: createUploadsRepository(trx, database.dialect),
    })),
    notifications: documents.notifications,
    storage: documents.storage,
  });
}
