/**
 * Uploads files to a doctype and waits until each is processed: `POST /api/uploads` (100 files
 * per request at most), then `GET /api/uploads/{id}` every `pollIntervalMs` for the uploads still
 * under way, one after another so that a large batch does not meet the rate limit.
 */
import { MAX_FILES_PER_UPLOAD_REQUEST } from '@docsift/core/limits';
import type { DocsiftClient } from './client.ts';
import { apiErrorOf, dataOf, DocsiftApiError } from './client.ts';

export type Upload = Awaited<ReturnType<typeof getUpload>>;

/** One file's end: its upload (done, or failed with `upload.error`), or why it was refused. */
export type UploadOutcome =
  | { filename: string; upload: Upload; error: Upload['error'] }
  | { filename: string; upload: null; error: { code: string; message: string } };

export interface UploadFilesOptions {
  /** The doctype to extract with. */
  doctype: string;
  /** Each a File, whose name becomes the upload's file name (localFile() makes one from a path). */
  files: File[];
  /** false: answer once the files are stored, before they are processed. */
  wait?: boolean;
  /** How often the uploads still under way are asked for (default 1 s). */
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
  outcomes.filter((outcome) => !outcome.upload).forEach(report);
  const pending = new Map(
    outcomes.flatMap((outcome, index) =>
      outcome.upload && !isSettled(outcome.upload) ? [[index, outcome.upload.id] as const] : [],
    ),
  );
  outcomes.filter((o) => o.upload && isSettled(o.upload)).forEach(report);
  while (pending.size > 0) {
    await delay(pollIntervalMs, signal);
    for (const [index, id] of pending) {
      const settled = await settledUpload(client, id, signal);
      if (!settled) continue;
      pending.delete(index);
      outcomes[index] = { ...outcomes[index]!, ...settled } as UploadOutcome;
      report(outcomes[index]);
    }
  }
  return outcomes;
}

/** Done, or stopped by an error: nothing more will happen to it without a new request. */
export function isSettled(upload: Upload): boolean {
  return upload.state === 'done' || upload.error !== null;
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

/** The upload once settled, else null; a deleted upload ends as its 404. */
async function settledUpload(
  client: DocsiftClient,
  id: string,
  signal: AbortSignal | undefined,
): Promise<Pick<UploadOutcome, 'upload' | 'error'> | null> {
  try {
    const upload = await getUpload(client, id, signal);
    return isSettled(upload) ? { upload, error: upload.error } : null;
  } catch (error) {
    if (!(error instanceof DocsiftApiError) || error.status !== 404) throw error;
    return { upload: null, error: { code: error.code, message: error.message } };
  }
}

async function getUpload(client: DocsiftClient, id: string, signal: AbortSignal | undefined) {
  return dataOf(
    await client.GET('/api/uploads/{id}', { params: { path: { id } }, ...(signal && { signal }) }),
  );
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
