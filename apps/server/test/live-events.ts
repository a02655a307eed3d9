/** Reads a Server-Sent Events stream the way EventSource does, for tests. */
import type { LiveEvent } from '@docsift/core/events';
import type { HttpClient } from './http-client.ts';

export interface EventStream {
  status: number;
  /** The next `data:` message, parsed; comments and retry lines are skipped. */
  next(): Promise<LiveEvent>;
  /** The next raw block (text between blank lines). */
  nextBlock(): Promise<string>;
  close(): void;
}

/** The stream's next event of `type`, the others skipped. */
export async function nextEventOfType(
  stream: EventStream,
  type: LiveEvent['type'],
): Promise<LiveEvent> {
  for (;;) {
    const event = await stream.next();
    if (event.type === type) return event;
  }
}

/** Opens the stream with the client's cookies, or with the given headers (an API key's `authorization`). */
export async function openEventStream(
  client: HttpClient,
  extraHeaders: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', ...extraHeaders };
  if (client.cookies.size > 0)
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${client.baseUrl}/api/events`, { headers, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  async function nextBlock(): Promise<string> {
    while (!buffer.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
    const end = buffer.indexOf('\n\n');
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    return block;
  }

  return {
    status: res.status,
    nextBlock,
    async next() {
      for (;;) {
        const data = (await nextBlock())
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (data) return JSON.parse(data) as LiveEvent;
      }
    },
    close: () => controller.abort(),
  };
}
