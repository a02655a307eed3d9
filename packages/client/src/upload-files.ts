/**
 * Uploads files to a doctype and waits until each is processed: `POST /api/uploads` (100 files
 * per request at most), then the uploads' live events tell when each settles (polling without
 * them: wait-for-uploads.ts).
 */
import { MAX_FILES_PER_UPLOAD_REQUEST } from '@docsift/core/limits';
import type { DocsiftClient } from './client.ts';
import { apiErrorOf } from './client.ts';
import { openLiveEvents } from './live-events.ts';
import type { SettledUpload, Upload } from './wait-for-uploads.ts';
import { isSettled, waitForUploads } from './wait-for-uploads.ts';

export type { Upload };
export { isSettled };

/**
 * One file's end: its upload (done, or failed with `upload.error`), or no upload and why: the
 * server refused the file, or the upload was deleted while waited for.
 */
export type UploadOutcome = { filename: string } & SettledUpload;

export interface UploadFilesOptions {
  /** The doctype to extract with. */
  doctype: string;
  /** Each a File, whose name becomes the upload's file name (localFile() makes one from a path). */
  files: File[];
  /** false: answer once the files are stored, before they are processed. */
  wait?: boolean;
  /** How often the uploads still under way are asked for when live events are not available (default 1 s). */
  pollIntervalMs?: number;
  /** Called with each file's outcome as soon as it is known (refused, stored or settled). */
  onOutcome?: (outcome: UploadOutcome) => void;
  signal?: AbortSignal;
}

/** Uploads the files; resolves to their outcomes, in the order the files were given. */
export async function uploadFiles(
  client: DocsiftClient,
  { doctype, files, wait = true, pollIntervalMs = 1000, onOutcome, signal }: UploadFilesOptions,
): Promise<UploadOutcome[]> {
  // Subscribed before the files are sent, the stream holds every change of their uploads.
  const events = wait ? await openLiveEvents(client, signal && { signal }) : null;
  try {
    const outcomes: UploadOutcome[] = [];
    for (let start = 0; start < files.length; start += MAX_FILES_PER_UPLOAD_REQUEST) {
      const batch = files.slice(start, start + MAX_FILES_PER_UPLOAD_REQUEST);
      outcomes.push(...(await postFiles(client, doctype, batch, signal)));
    }
    const report = (outcome: UploadOutcome) => onOutcome?.(outcome);
    if (!wait) {
      outcomes.forEach(report);
      return outcomes;
    }
    const indexes = new Map<string, number>();
    const pending = new Map<string, Upload>();
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.upload && !isSettled(outcome.upload)) {
        indexes.set(outcome.upload.id, index);
        pending.set(outcome.upload.id, outcome.upload);
      } else report(outcome);
    }
    await waitForUploads(client, pending, {
      events,
      pollIntervalMs,
      onSettled: (id, settled) => {
        const index = indexes.get(id)!;
        outcomes[index] = { filename: outcomes[index]!.filename, ...settled };
        report(outcomes[index]);
      },
      ...(signal && { signal }),
    });
    return outcomes;
  } finally {
    events?.close();
  }
}

async function postFiles(
  client: DocsiftClient,
  doctype: string,
  files: File[],
  signal: AbortSignal | undefined,
): Promise<UploadOutcome[]> {
  const { data, error, response } = await client.POST('/api/uploads', {
    body: { target: doctype, file: files },
    bodySerializer: (body) => {
      const form = new FormData();
      form.append('target', body.target);
      for (const file of body.file) form.append('file', file);
      return form;
    },
    ...(signal && { signal }),
  });
  // A 400 with per-file errors refused every file; any other error refused the request.
  const answer = data ?? (error && 'errors' in error && error.errors ? error : undefined);
  if (!answer) throw apiErrorOf(response.status, error);
  const stored = [...(answer.uploads ?? [])];
  const refused = [...(answer.errors ?? [])];
  // The answer lists stored and refused files apart, each in the order the files were sent, by
  // the name the server shows (a name it cleaned up matches neither: the other list decides).
  return files.map((file): UploadOutcome => {
    const isStored =
      stored[0]?.filename === file.name || (refused[0]?.filename !== file.name && !refused.length);
    if (isStored && stored[0]) {
      const upload = stored.shift()!;
      return { filename: file.name, upload, error: upload.error };
    }
    const refusal = refused.shift();
    if (refusal) return { filename: file.name, upload: null, error: refusal };
    throw new Error(`the server's answer does not account for ${file.name}`);
  });
}
