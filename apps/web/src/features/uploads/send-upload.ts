import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import type { ErrorCode } from '@docsift/core/errors';
import { isErrorCode } from '@docsift/core/errors';
import { ApiError, apiErrorFromResponse } from '../../lib/http/api-error.ts';

export interface SendUploadOptions {
  target: string;
  file: File;
  /** Share of the bytes sent, 0..1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The catalogue code of a file the server refused, from the per-file error list. */
function fileErrorCode(body: unknown): ErrorCode | null {
  const errors = (body as Partial<CreateUploadsResponse> | undefined)?.errors;
  const code = Array.isArray(errors) ? errors[0]?.code : undefined;
  return code && isErrorCode(code) ? code : null;
}

/**
 * Sends one file with XMLHttpRequest, the only browser API that reports upload progress.
 * Resolves with the stored upload; rejects with an ApiError carrying the catalogue code.
 */
export function sendUpload({
  target,
  file,
  onProgress,
  signal,
}: SendUploadOptions): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('internal', 0));
    request.onabort = () => reject(new ApiError('cancelled', 0));
    request.onload = () => {
      const body = parseJson(request.responseText);
      const stored = (body as Partial<CreateUploadsResponse> | undefined)?.uploads?.[0];
      if (request.status >= 200 && request.status < 300 && stored) {
        onProgress?.(1);
        resolve(stored);
        return;
      }
      const code = fileErrorCode(body);
      reject(
        code
          ? new ApiError(code, request.status)
          : apiErrorFromResponse(request.status || 500, body),
      );
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('target', target);
    form.append('file', file, file.name);
    request.send(form);
  });
}
