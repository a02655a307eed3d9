/**
 * Uploads as the pipeline's jobs see them: no caller to check (a job acts on the upload it was
 * queued for), and a change reaches the browsers only when it is published to the doctype's team.
 */
import { AppError } from '@docsift/core/errors';
import type { Upload } from '@docsift/core/upload';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { QueuedUpload, UploadChanges, UploadsRepository } from './uploads.repository.ts';

export type { UploadChanges };

interface UploadsForJobsDeps {
  uploads: Pick<UploadsRepository, 'find' | 'update' | 'listStaleDone' | 'listExpired'>;
  doctypes: Pick<DoctypesService, 'teamOf'>;
  events: EventBus;
}

export function createUploadsForJobs({ uploads, doctypes, events }: UploadsForJobsDeps) {
  return {
    /** The upload by id; null once deleted. */
    find: (id: string): Promise<Upload | null> => uploads.find(id),

    /** Writes the changes without telling anyone: publish once the upload is worth showing. */
    update: (id: string, changes: UploadChanges): Promise<void> => uploads.update(id, changes),

    /** Sends the upload as it now is to its doctype's team; not-found once deleted. */
    async publish(id: string): Promise<Upload> {
      const upload = await uploads.find(id);
      if (!upload) throw new AppError('not-found');
      await events.publish(await doctypes.teamOf(upload.target), { type: 'upload', upload });
      return upload;
    },

    /** Ids of the doctype's done uploads without error whose records were parsed with another hash. */
    listStaleDone: (doctypeId: string, hash: string): Promise<QueuedUpload[]> =>
      uploads.listStaleDone(doctypeId, hash),

    /** Uploads past their expiresAt (epoch seconds), oldest first, for the clean-up job. */
    listExpired: (nowSeconds: number, limit: number): Promise<{ id: string; author: string }[]> =>
      uploads.listExpired(nowSeconds, limit),
  };
}

export type UploadsForJobs = ReturnType<typeof createUploadsForJobs>;
