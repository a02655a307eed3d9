/**
 * Reads a multipart upload request part by part: `target` first, then one or more `file`
 * parts, each streamed to storage as it arrives. A refused file becomes an entry in `errors`
 * while the others are stored; after a request-level error the rest of the body is drained
 * (never left unread) and the error is thrown at the end. A refused request keeps nothing: files
 * stored before the refusal (say, the first 100 of 101) are deleted again.
 */
import type { Multipart } from '@fastify/multipart';
import type { Doctype } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type { Upload, UploadFileError } from '@docsift/core/upload';
import { displayFilename } from './upload-filename.ts';
import type { UploadsService } from './uploads.service.ts';

export interface ReceivedUploads {
  uploads: Upload[];
  errors: UploadFileError[];
}

/** Busboy's parse failures carry no status: they are the client's malformed body, not our bug. */
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('invalid-argument', { message: 'Malformed multipart body', cause: error });
}

function isFileError(error: unknown): error is AppError {
  return error instanceof AppError && error.status < 500;
}

export async function receiveUploadParts(
  parts: AsyncIterable<Multipart>,
  userId: string,
  uploads: UploadsService,
): Promise<ReceivedUploads> {
  const received: ReceivedUploads = { uploads: [], errors: [] };
  try {
    await readParts(parts, userId, uploads, received);
    return received;
  } catch (error) {
    // Best effort: the request's own error is what the client must see, whatever a delete does.
    await Promise.allSettled(received.uploads.map((upload) => uploads.delete(userId, upload.id)));
    throw error;
  }
}

async function readParts(
  parts: AsyncIterable<Multipart>,
  userId: string,
  uploads: UploadsService,
  received: ReceivedUploads,
): Promise<void> {
  let doctype: Doctype | null = null;
  let requestError: unknown = null;
  let fileCount = 0;
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw asRequestError(error);
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') {
      if (part.fieldname !== 'target' || requestError) continue;
      try {
        if (doctype)
          throw new AppError('invalid-argument', { field: 'target', message: 'target_repeated' });
        const value =
          part.valueTruncated || typeof part.value !== 'string' ? undefined : part.value;
        doctype = await uploads.resolveTarget(userId, value);
      } catch (error) {
        requestError = error;
      }
      continue;
    }
    if (part.fieldname !== 'file' || requestError) {
      part.file.resume();
      continue;
    }
    fileCount += 1;
    if (!doctype) {
      requestError = new AppError('invalid-argument', {
        field: 'target',
        message: 'target_required_before_files',
      });
      part.file.resume();
      continue;
    }
    try {
      received.uploads.push(
        await uploads.store(userId, doctype, {
          filename: part.filename,
          stream: part.file,
          isTruncated: () => part.file.truncated,
        }),
      );
    } catch (error) {
      if (!isFileError(error)) throw error;
      received.errors.push({
        filename: displayFilename(part.filename),
        code: error.code,
        message: error.message,
      });
    }
  }
  if (requestError) throw requestError;
  if (!doctype)
    throw new AppError('invalid-argument', { field: 'target', message: 'target_invalid' });
  if (fileCount === 0)
    throw new AppError('invalid-argument', { field: 'file', message: 'file_required' });
}
