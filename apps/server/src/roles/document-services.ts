/**
 * The document services: doctypes, uploads (as callers and as jobs see them), records,
 * notifications and live events, wired
 * from the platform pieces. One EventBus and one Storage per process: the worker of the
 * embedded mode must share them with the API (pass them in), so its events reach the browsers.
 */
import { createAccuracyRepository } from '../accuracy/accuracy.repository.ts';
import { createAccuracyService } from '../accuracy/accuracy.service.ts';
import { createDoctypesRepository } from '../doctypes/doctypes.repository.ts';
import { createDoctypesService } from '../doctypes/doctypes.service.ts';
import { createExportsService } from '../exports/exports.service.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import type { Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import { unitOfWork } from '../platform/db/unit-of-work.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import { createLocalEventBus } from '../platform/events/event-bus.ts';
import type { Logger } from '../platform/log/logger.ts';
import { diskStorageOf } from '../platform/storage/create-storage.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { TestHooks } from '../platform/test-hooks.ts';
import { createRecordQuery } from '../records/repository/record-query.ts';
import { markStaleFields } from '../records/repository/field-rekeys.ts';
import { createRecordsRepository } from '../records/repository/records.repository.ts';
import { createRecordChangesRepository } from '../records/repository/record-changes.repository.ts';
import { createRecordsService } from '../records/records.service.ts';
import type { Correction } from '../records/records.service.ts';
import { createLessonsRepository } from '../lessons/lessons.repository.ts';
import { createLessonsService } from '../lessons/lessons.service.ts';
import type { DocRecord } from '@docsift/core/record';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { createSettingsService } from '../settings/settings.service.ts';
import { createUploadsForJobs } from '../uploads/uploads-for-jobs.ts';
import { createUploadsRepository } from '../uploads/uploads.repository.ts';
import type { OnUploaded } from '../uploads/uploads.service.ts';
import { createUploadsService } from '../uploads/uploads.service.ts';

export interface DocumentServicesDeps {
  config: Pick<Config, 'dataDir' | 's3' | 'uploadMaxBytes'>;
  logger: Logger;
  database: Database;
  events?: EventBus;
  storage?: Storage;
  /** The pipeline's hook: enqueue the scan of a new upload. */
  onUploaded?: OnUploaded;
  /** The pipeline's hook: enqueue the rekey of a doctype whose fields changed. */
  onFieldsStale?: (doctypeId: string) => Promise<void>;
  /** The webhooks' hook: queue the deliveries of a record a person approved. */
  onApproved?: (doctypeId: string, record: DocRecord) => Promise<void>;
  /** A test's smaller count window (scanCount); else the query's own. */
  testHooks?: TestHooks;
  /** The pipeline's hook: queue the learning from a person's corrections of a record. */
  onCorrected?: (correction: Correction) => Promise<void>;
}

export function createDocumentServices({
  config,
  logger,
  database,
  onUploaded,
  onFieldsStale,
  onApproved,
  testHooks,
  onCorrected,
  ...given
}: DocumentServicesDeps) {
  const events =
    given.events ??
    createLocalEventBus((error) => logger.warn({ err: error }, 'live event listener failed'));
  const storage = given.storage ?? diskStorageOf(config);
  const uploadsRepository = createUploadsRepository(database.db, database.dialect);
  const settings = createSettingsService(createSettingsRepository(database.db));
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(database.db),
    events,
  });
  const doctypes = createDoctypesService({
    doctypes: createDoctypesRepository(database.db, database.dialect, markStaleFields),
    hasStaleDoneUploads: (doctypeId, hash) => uploadsRepository.hasStaleDone(doctypeId, hash),
    settings,
    notifications,
    events,
    storage,
    onFieldsStale,
  });
  const records = createRecordsService({
    inTransaction: unitOfWork(database.db, (trx) => ({
      records: createRecordsRepository(trx, database.dialect),
      changes: createRecordChangesRepository(trx),
      uploads: createUploadsRepository(trx, database.dialect),
      lessons: createLessonsRepository(trx),
    })),
    query: createRecordQuery(
      database.db,
      database.dialect,
      testHooks?.scanCount ? { scanCount: testHooks.scanCount } : {},
    ),
    ...(onApproved && { onApproved }),
    ...(onCorrected && { onCorrected }),
    doctypes,
    events,
  });
  return {
    events,
    storage,
    notifications,
    settings,
    doctypes,
    uploads: createUploadsService({
      uploads: uploadsRepository,
      doctypes,
      settings,
      storage,
      events,
      logger,
      onUploaded,
    }),
    uploadsForJobs: createUploadsForJobs({ uploads: uploadsRepository, doctypes, events }),
    records,
    accuracy: createAccuracyService({
      accuracy: createAccuracyRepository(database.db),
      doctypes,
    }),
    lessons: createLessonsService({
      lessons: createLessonsRepository(database.db),
      doctypes,
      events,
    }),
    exports: createExportsService({ doctypes, settings, scan: records.scan }),
  };
}

export type DocumentServices = ReturnType<typeof createDocumentServices>;
