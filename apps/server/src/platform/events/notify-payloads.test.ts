import type { LiveEvent } from '@docsift/core/events';
import { describe, expect, it } from 'vitest';
import { createPayloadDecoder, encodePayloads, MAX_PAYLOAD_BYTES } from './notify-payloads.ts';

const small: LiveEvent = { type: 'doctype-changed', doctype: 'doctype-1', hash: 'h' };

/** A record event far above NOTIFY's limit, with text that is not ASCII. */
function bigRecordEvent(): LiveEvent {
  return {
    type: 'record',
    doctype: 'doctype-1',
    record: {
      id: 'record-1',
      order: 0,
      created: 1,
      deleted: false,
      upload: 'upload-1',
      data: { field_a: 'Grüße 👋 '.repeat(3_000) },
      sources: {},
      confidence: {},
      edits: {},
      review: { state: 'auto', by: null, at: null },
    },
  };
}

describe('NOTIFY payloads', () => {
  it('sends a small event as one JSON payload', () => {
    const payloads = encodePayloads({ to: ['user-1'], event: small });
    expect(payloads).toHaveLength(1);
    expect(createPayloadDecoder().accept(payloads[0]!)).toEqual({ to: ['user-1'], event: small });
  });

  it('splits a large event into parts under the limit and puts it back together', () => {
    const event = bigRecordEvent();
    const payloads = encodePayloads({ to: ['user-1', 'user-2'], event });
    expect(payloads.length).toBeGreaterThan(3);
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const decoder = createPayloadDecoder();
    const results = payloads.map((payload) => decoder.accept(payload));
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toEqual({ to: ['user-1', 'user-2'], event });
  });

  it('drops a sequence torn by a lost connection and still decodes the next one', () => {
    const decoder = createPayloadDecoder();
    const torn = encodePayloads({ to: ['user-1'], event: bigRecordEvent() });
    decoder.accept(torn[0]!);
    decoder.reset();
    expect(decoder.accept(torn[1]!)).toBeNull();
    const whole = encodePayloads({ to: ['user-1'], event: bigRecordEvent() });
    expect(whole.map((payload) => decoder.accept(payload)).at(-1)).not.toBeNull();
  });

  it('ignores payloads that are not ours', () => {
    const decoder = createPayloadDecoder();
    expect(decoder.accept('not json')).toBeNull();
    expect(decoder.accept(JSON.stringify({ to: ['u'], event: { type: 'nope' } }))).toBeNull();
    expect(decoder.accept('~id:x:2:abc')).toBeNull();
  });
});
