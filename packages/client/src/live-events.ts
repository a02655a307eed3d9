/**
 * The caller's live events, `GET /api/events`: a Server-Sent Events stream of `data: {json}`
 * messages and `: comment` lines (`connected` once subscribed, `heartbeat` every 25 s).
 */
import type { LiveEvent } from '@docsift/core/events';
import type { DocsiftClient } from './client.ts';
import { apiErrorOf } from './client.ts';

export type { LiveEvent };

/** An event, or a comment line's text (`heartbeat`). */
export type StreamMessage = { event: LiveEvent } | { comment: string };

export interface LiveEventStream {
  /** The next message; null once the stream ended or stayed silent for `idleMs`, which ends it. */
  next(idleMs: number): Promise<StreamMessage | null>;
  close(): void;
}

export interface OpenLiveEventsOptions {
  /** How long the server may take to confirm the subscription (default 10 s). */
  connectMs?: number;
  signal?: AbortSignal;
}

/**
 * The stream once the server confirmed the subscription: every event published after this
 * resolves arrives. Null when the stream is not available: an older server, a proxy that does
 * not pass or buffers it, or the caller's cap of open streams reached (429). A 401 (a revoked
 * key) is thrown: no other request would succeed either.
 */
export async function openLiveEvents(
  client: DocsiftClient,
  { connectMs = 10_000, signal }: OpenLiveEventsOptions = {},
): Promise<LiveEventStream | null> {
  const { data, error, response } = await client.GET('/api/events', {
    parseAs: 'stream',
    ...(signal && { signal }),
  });
  if (response.status === 401) throw apiErrorOf(response.status, error);
  if (!response.ok || !data) return null;
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await data.cancel();
    return null;
  }
  const stream = messagesOf(data);
  const first = await stream.next(connectMs);
  if (first && 'comment' in first && first.comment === 'connected') return stream;
  stream.close();
  return null;
}

function messagesOf(body: ReadableStream<Uint8Array>): LiveEventStream {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let isClosed = false;
  const close = () => {
    isClosed = true;
    reader.cancel().catch(() => {});
  };

  // Cancelling the reader ends a pending read as done, which ends the stream.
  async function readWithin(ms: number): Promise<Uint8Array | null> {
    const timer = setTimeout(close, ms);
    try {
      const { value, done } = await reader.read();
      return done ? null : value;
    } finally {
      clearTimeout(timer);
    }
  }

  // The server ends each line with \n and each message with an empty line.
  async function nextBlock(idleMs: number): Promise<string | null> {
    while (!buffer.includes('\n\n')) {
      if (isClosed) return null;
      const chunk = await readWithin(idleMs);
      if (!chunk) return null;
      buffer += decoder.decode(chunk, { stream: true });
    }
    const end = buffer.indexOf('\n\n');
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    return block;
  }

  return {
    async next(idleMs) {
      for (;;) {
        const block = await nextBlock(idleMs);
        if (block === null) return null;
        const lines = block.split('\n');
        const data = lines.filter((line) => line.startsWith('data:'));
        if (data.length > 0) {
          const json = data.map((line) => line.slice(5).replace(/^ /, '')).join('\n');
          return { event: JSON.parse(json) as LiveEvent };
        }
        const comment = lines.find((line) => line.startsWith(':'));
        if (comment !== undefined) return { comment: comment.slice(1).trim() };
        // A block of only fields such as `retry:` tells nothing to act on.
      }
    },
    close,
  };
}
