import type { ExportBody } from '@docsift/core/record';
import { ApiError, apiErrorFromResponse } from '../../lib/http/api-error.ts';

/**
 * Asks the server for the file and holds it as a blob: the answer is a stream of bytes, not
 * JSON, so apiRequest does not fit; failures still arrive as catalogue errors.
 */
export async function fetchExport(doctypeId: string, body: ExportBody): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/doctypes/${encodeURIComponent(doctypeId)}/exports`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError('unavailable', 0);
  }
  if (!response.ok)
    throw apiErrorFromResponse(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

/** Hands the blob to the browser's download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Firefox reads the URL after the click's task ends: revoking it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
