/**
 * Reads a multipart upload request part by part: `target` first, then one or more `file`
 * parts, each streamed to storage as it arrives. A refused file becomes an entry in `errors`
 * while the others are stored; after a request-level error the rest of the body is drained
 * (never left unread) and the error is thrown at the end. A refused request keeps nothing: files
 * stored before the refusal (say, the first 100 of 101) are deleted again. Every parser limit
 * (parts, files, fields, field size) refuses the whole request.
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

/** @fastify/multipart's limit errors by code, each a message of its own. */
const limitMessages: Partial<Record<string, string>> = {
  FST_PARTS_LIMIT: 'too_many_parts',
  FST_FILES_LIMIT: 'too_many_files',
  FST_FIELDS_LIMIT: 'too_many_fields',
};

/** Whatever the parser throws is the client's body (a limit hit, malformed), not our bug. */
function asRequestError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const limit = limitMessages[String((error as { code?: unknown })?.code)];
  return new AppError('invalid-argument', {
    message: limit ?? 'Malformed multipart body',
    cause: error,
  });
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
      if (requestError) continue;
      const isTarget = part.fieldname === 'target';
      try {
        // The parser cuts a long value short silently: a cut value must not pass for a whole one.
        if (part.valueTruncated)
          throw new AppError('invalid-argument', {
            ...(isTarget ? { field: 'target' } : {}),
            message: 'field_too_large',
          });
        if (!isTarget) continue;
        if (doctype)
          throw new AppError('invalid-argument', { field: 'target', message: 'target_repeated' });
        doctype = await uploads.resolveTarget(
          userId,
          typeof part.value === 'string' ? part.value : undefined,
        );
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
