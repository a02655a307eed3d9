/**
 * Waits until uploads settle (done, or stopped by an error). It follows the caller's live events,
 * where an `upload` event carries each change of an upload, and asks for an upload only when the
 * events cannot tell: after the stream broke off (events may be lost), and when its doctype
 * changed or went away (deleting an upload or a doctype sends no `upload` event). Without the
 * stream it asks for each upload still under way every `pollIntervalMs`, one after another so
 * that a large batch does not meet the rate limit.
 */
import type { DocsiftClient } from './client.ts';
import { dataOf, DocsiftApiError } from './client.ts';
import type { LiveEventStream } from './live-events.ts';
import { openLiveEvents } from './live-events.ts';

export type Upload = Awaited<ReturnType<typeof getUpload>>;

/** How an upload ended: settled, or deleted (`upload` null, the 404's error). */
export type SettledUpload =
  | { upload: Upload; error: Upload['error'] }
  | { upload: null; error: { code: string; message: string } };

export interface WaitForUploadsOptions {
  /** The stream opened before the uploads were created (so that none of their events is missed). */
  events: LiveEventStream | null;
  /** How often each upload is asked for while there is no stream. */
  pollIntervalMs: number;
  onSettled: (id: string, settled: SettledUpload) => void;
  signal?: AbortSignal;
}

/** Two heartbeats missed: the connection is taken for dead and opened again. */
const SILENT_STREAM_MS = 60_000;

/** Done, or stopped by an error: nothing more will happen to it without a new request. */
export function isSettled(upload: Upload): boolean {
  return upload.state === 'done' || upload.error !== null;
}

/**
 * Waits for uploads made earlier (`docsift upload --no-wait`, another program); resolves to how
 * each ended, in the order of `ids`.
 */
export async function settledUploads(
  client: DocsiftClient,
  ids: readonly string[],
  { pollIntervalMs = 1000, signal }: { pollIntervalMs?: number; signal?: AbortSignal } = {},
): Promise<SettledUpload[]> {
  const events = await openLiveEvents(client, signal && { signal });
  const ended = new Map<string, SettledUpload>();
  const pending = new Map<string, Upload>();
  try {
    // Subscribed only now: what happened before is known by asking once.
    for (const id of ids) {
      const now = await uploadOrGone(client, id, signal);
      if (now.upload && !isSettled(now.upload)) pending.set(id, now.upload);
      else ended.set(id, now);
    }
    await waitForUploads(client, pending, {
      events,
      pollIntervalMs,
      onSettled: (id, settled) => ended.set(id, settled),
      ...(signal && { signal }),
    });
  } finally {
    events?.close();
  }
  return ids.map((id) => ended.get(id)!);
}

/** Resolves once every upload of `pending` (unsettled, by id) settled; closes `events`. */
export async function waitForUploads(
  client: DocsiftClient,
  pending: ReadonlyMap<string, Upload>,
  { events, pollIntervalMs, onSettled, signal }: WaitForUploadsOptions,
): Promise<void> {
  const waiting = new Map(pending);
  const settle = (id: string, settled: SettledUpload) => {
    waiting.delete(id);
    onSettled(id, settled);
  };
  const ask = async (ids: string[]) => {
    for (const id of ids) {
      const settled = await settledUpload(client, id, signal);
      if (settled) settle(id, settled);
    }
  };
  let stream = events;
  try {
    while (waiting.size > 0) {
      if (!stream) {
        await delay(pollIntervalMs, signal);
        await ask([...waiting.keys()]);
        continue;
      }
      const message = await stream.next(SILENT_STREAM_MS);
      if (!message) {
        stream = await openLiveEvents(client, signal && { signal });
        // What happened while no stream was open is known only by asking.
        if (stream) await ask([...waiting.keys()]);
        continue;
      }
      if (!('event' in message)) continue;
      const { event } = message;
      if (event.type === 'upload' && waiting.has(event.upload.id) && isSettled(event.upload))
        settle(event.upload.id, { upload: event.upload, error: event.upload.error });
      else if (event.type === 'doctype-changed' || event.type === 'team')
        await ask(
          [...waiting].filter(([, upload]) => upload.target === event.doctype).map(([id]) => id),
        );
    }
  } finally {
    stream?.close();
  }
}

/** The upload once settled, else null. */
async function settledUpload(
  client: DocsiftClient,
  id: string,
  signal: AbortSignal | undefined,
): Promise<SettledUpload | null> {
  const now = await uploadOrGone(client, id, signal);
  return !now.upload || isSettled(now.upload) ? now : null;
}

/** The upload as it is now; a deleted upload ends as its 404. */
async function uploadOrGone(
  client: DocsiftClient,
  id: string,
  signal: AbortSignal | undefined,
): Promise<SettledUpload> {
  try {
    const upload = await getUpload(client, id, signal);
    return { upload, error: upload.error };
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
