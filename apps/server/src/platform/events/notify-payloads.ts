/**
 * How a live event travels through PostgreSQL NOTIFY, whose payload holds less than 8,000
 * bytes: small events as one JSON payload; larger ones (a record with long values) as numbered
 * base64 parts sent in one transaction, which PostgreSQL delivers together and in order.
 */
import type { LiveEvent } from '@docsift/core/events';
import { liveEventSchema } from '@docsift/core/events';
import { randomUUID } from 'node:crypto';

export interface AddressedEvent {
  to: readonly string[];
  event: LiveEvent;
}

/** Below PostgreSQL's 8,000-byte limit with room for the part header. */
export const MAX_PAYLOAD_BYTES = 7_900;
const PART_MARK = '~';

export function encodePayloads(message: AddressedEvent, maxBytes = MAX_PAYLOAD_BYTES): string[] {
  const json = JSON.stringify(message);
  if (Buffer.byteLength(json) <= maxBytes) return [json];
  const base64 = Buffer.from(json).toString('base64');
  const id = randomUUID();
  const partLength = maxBytes - 100;
  const count = Math.ceil(base64.length / partLength);
  return Array.from(
    { length: count },
    (_, index) =>
      `${PART_MARK}${id}:${index}:${count}:${base64.slice(index * partLength, (index + 1) * partLength)}`,
  );
}

/** Reassembles parts; anything malformed (another version's message, a torn sequence) is dropped. */
export function createPayloadDecoder(maxOpenMessages = 100) {
  const open = new Map<string, string[]>();

  function parse(json: string): AddressedEvent | null {
    try {
      const value = JSON.parse(json) as { to?: unknown; event?: unknown };
      const event = liveEventSchema.safeParse(value.event);
      const to = value.to;
      if (!event.success || !Array.isArray(to) || !to.every((id) => typeof id === 'string'))
        return null;
      return { to, event: event.data };
    } catch {
      return null;
    }
  }

  return {
    accept(payload: string): AddressedEvent | null {
      if (!payload.startsWith(PART_MARK)) return parse(payload);
      const [id, indexText, countText, data] = payload.slice(1).split(':');
      const index = Number(indexText);
      const count = Number(countText);
      if (!id || data === undefined || !Number.isInteger(index) || !Number.isInteger(count))
        return null;
      const parts = open.get(id) ?? [];
      if (parts.length !== index) {
        open.delete(id);
        return null;
      }
      parts.push(data);
      if (parts.length < count) {
        open.set(id, parts);
        // A sender that died mid-sequence must not leave its parts here forever.
        if (open.size > maxOpenMessages) open.delete(open.keys().next().value!);
        return null;
      }
      open.delete(id);
      return parse(Buffer.from(parts.join(''), 'base64').toString('utf8'));
    },

    /** Forgets half-received messages: their remaining parts were lost with the connection. */
    reset(): void {
      open.clear();
    },
  };
}
