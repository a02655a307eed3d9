/**
 * Uploads as the caller sees them: store a streamed file against a doctype, list, read,
 * download, delete. An upload is visible to its doctype's team; its uploader or the doctype's
 * author deletes it.
 */
import type { Readable } from 'node:stream';
import { finished } from 'node:stream';
import type { Doctype } from '@docsift/core/doctype';
import { DOCTYPE_ID_PREFIX } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import { MAX_UPLOADS_LISTED } from '@docsift/core/limits';
import { maxWaitingUploads } from '@docsift/core/plans';
import type { ListUploadsQuery, Upload, UploadList, UploadSummary } from '@docsift/core/upload';
import { UPLOAD_ID_PREFIX } from '@docsift/core/upload';
import { isWellFormedText } from '@docsift/core/user-text';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import { doctypeStoragePrefix } from '../doctypes/doctypes.service.ts';
import { newId } from '../platform/db/new-id.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { Logger } from '../platform/log/logger.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { contentTypeOf, FileInspector } from './file-inspector.ts';
import { decodeUploadCursor, encodeUploadCursor } from './upload-cursor.ts';
import { displayFilename, storageFilename } from './upload-filename.ts';
import type { UploadsRepository } from './uploads.repository.ts';

/** Called after a new upload is stored: the pipeline enqueues its scan here. */
export type OnUploaded = (upload: Upload) => Promise<void>;

export interface IncomingFile {
  filename: string | undefined;
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  isTruncated(): boolean;
}

interface UploadsServiceDeps {
  uploads: UploadsRepository;
  doctypes: Pick<DoctypesService, 'findVisible' | 'list'>;
  settings: Pick<SettingsService, 'uploadRetentionDays' | 'roleOf'>;
  storage: Storage;
  events: EventBus;
  logger: Logger;
  onUploaded?: OnUploaded;
  now?: () => number;
}

const DAY_SECONDS = 24 * 60 * 60;

export function createUploadsService(deps: UploadsServiceDeps) {
  const {
    uploads,
    doctypes,
    settings,
    storage,
    events,
    logger,
    onUploaded = async () => {},
    now = Date.now,
  } = deps;
  let lastTimestamp = 0;
  /** Strictly increasing per process, so two files of one request never share a key. */
  const keyTimestamp = () => (lastTimestamp = Math.max(now(), lastTimestamp + 1));

  async function visibleUpload(
    userId: string,
    id: string,
  ): Promise<{ upload: Upload; doctype: Doctype }> {
    const upload = id.startsWith(UPLOAD_ID_PREFIX) ? await uploads.find(id) : null;
    const doctype = upload ? await doctypes.findVisible(userId, upload.target) : null;
    if (!upload || !doctype) throw new AppError('not-found');
    return { upload, doctype };
  }

  async function expiresAt(userId: string, at: number): Promise<number> {
    return Math.floor(at / 1000) + (await settings.uploadRetentionDays(userId)) * DAY_SECONDS;
  }

  /** Streams the file to storage through the type sniffer; returns its key, type and size. */
  async function receive(doctype: Doctype, filename: string, file: IncomingFile) {
    const key = `${doctypeStoragePrefix(doctype.id)}${keyTimestamp()}_${storageFilename(filename)}`;
    const inspector = new FileInspector();
    file.stream.pipe(inspector);
    // pipe() forwards neither errors nor a premature close: without this, a client gone mid-file
    // would leave storage waiting forever on a half-written file. finished() may also report
    // success for a stream destroyed before it ended (the parser drops a file that starts after a
    // request limit was hit): only an ended stream is a whole file.
    finished(file.stream, (error) => {
      if (error || !file.stream.readableEnded)
        inspector.destroy(
          new AppError('invalid-argument', { message: 'upload_interrupted', cause: error }),
        );
    });
    try {
      const { bytes } = await storage.put(key, inspector);
      if (file.isTruncated()) {
        await storage.delete(key);
        throw new AppError('file/too-large');
      }
      return { key, bytes, contentType: contentTypeOf(inspector.kind!) };
    } catch (error) {
      // Keep reading the refused file so the next part of the request can arrive.
      file.stream.unpipe(inspector);
      file.stream.resume();
      // A file cut at the limit may also look damaged: the size is the real reason.
      throw file.isTruncated() ? new AppError('file/too-large') : error;
    }
  }

  return {
    /** The doctype an upload request names, when the caller may upload to it. */
    async resolveTarget(userId: string, target: string | undefined): Promise<Doctype> {
      if (
        !target ||
        !target.startsWith(DOCTYPE_ID_PREFIX) ||
        target.length > 200 ||
        !isWellFormedText(target)
      ) {
        throw new AppError('invalid-argument', { field: 'target', message: 'target_invalid' });
      }
      const doctype = await doctypes.findVisible(userId, target);
      if (!doctype) throw new AppError('not-found', { field: 'target' });
      return doctype;
    },

    /** Stores one file and its upload row (state uploaded), then tells listeners and the pipeline. */
    async store(userId: string, doctype: Doctype, file: IncomingFile): Promise<Upload> {
      const filename = displayFilename(file.filename);
      const { key, bytes, contentType } = await receive(doctype, filename, file);
      const at = now();
      const upload: Upload = {
        id: newId(UPLOAD_ID_PREFIX),
        type: 'upload',
        author: userId,
        created: at,
        updated: at,
        target: doctype.id,
        state: 'uploaded',
        filename,
        file: { source: key, ocr: null },
        contentType,
        size: bytes,
        expiresAt: await expiresAt(userId, at),
        error: null,
        doctypeHash: null,
        recordCount: 0,
      };
      const maxWaiting = maxWaitingUploads(await settings.roleOf(userId));
      try {
        if (!Number.isFinite(maxWaiting)) await uploads.insert(upload);
        else if (!(await uploads.insertWithinWaitingLimit(upload, maxWaiting)))
          throw new AppError('uploads/too-many-waiting');
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      await events.publish(doctype.team, { type: 'upload', upload });
      try {
        await onUploaded(upload);
      } catch (error) {
        // The upload is stored and can be scanned by hand: a failing hook must not lose it.
        logger.error({ err: error, upload: upload.id }, 'onUploaded hook failed');
      }
      return upload;
    },

    /** Newest first, a page of `limit` (else the whole list the spec shows) after `cursor`. */
    async list(userId: string, query: ListUploadsQuery): Promise<UploadList> {
      const doctype = await doctypes.findVisible(userId, query.target);
      if (!doctype) throw new AppError('not-found');
      const limit = query.limit ?? MAX_UPLOADS_LISTED;
      // One more than the page tells whether another page follows.
      const found = await uploads.listForDoctype(doctype.id, {
        search: query.q || undefined,
        limit: limit + 1,
        after: query.cursor ? decodeUploadCursor(query.cursor) : undefined,
      });
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        uploads: page,
        cursor: found.length > limit && last ? encodeUploadCursor(last) : null,
      };
    },

    /** Per doctype of the caller's list (ready, in a team with them), its uploads summed up. */
    async summaries(userId: string): Promise<UploadSummary[]> {
      const visible = await doctypes.list(userId);
      return uploads.summarise(visible.map(({ id }) => id));
    },

    async get(userId: string, id: string): Promise<Upload> {
      return (await visibleUpload(userId, id)).upload;
    },

    async openFile(userId: string, id: string): Promise<{ upload: Upload; stream: Readable }> {
      const { upload } = await visibleUpload(userId, id);
      return { upload, stream: await storage.get(upload.file.source) };
    },

    /** The stored OCR JSON; not-found until the scan wrote it. */
    async openOcr(userId: string, id: string): Promise<Readable> {
      const { upload } = await visibleUpload(userId, id);
      if (!upload.file.ocr) throw new AppError('not-found');
      return storage.get(upload.file.ocr);
    },

    /** Deletes the upload with its records, original file and OCR JSON. Its uploader or the doctype's author only. */
    async delete(userId: string, id: string): Promise<void> {
      const { upload, doctype } = await visibleUpload(userId, id);
      if (upload.author !== userId && doctype.author !== userId)
        throw new AppError('permission-denied');
      await uploads.delete(id);
      await storage.delete(upload.file.source);
      if (upload.file.ocr) await storage.delete(upload.file.ocr);
      await events.publish(doctype.team, {
        type: 'doctype-changed',
        doctype: doctype.id,
        hash: doctype.hash,
      });
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
