import { describe, expect, it } from 'vitest';
import { liveEventSchema } from './events.ts';

describe('live events', () => {
  it('tells events apart by type', () => {
    const changed = { type: 'doctype-changed', doctype: 'doctype-1', hash: 'abc' };
    expect(liveEventSchema.parse(changed)).toEqual(changed);
    const record = {
      type: 'record',
      doctype: 'doctype-1',
      record: {
        id: 'record-1',
        order: 0,
        created: 1,
        deleted: false,
        upload: 'upload-1',
        data: { field_a: 1 },
        sources: {},
        confidence: {},
        edits: {},
        review: { state: 'auto', by: null, at: null },
      },
    };
    expect(liveEventSchema.parse(record)).toEqual(record);
  });

  it('refuses an unknown type and an event missing its payload', () => {
    expect(liveEventSchema.safeParse({ type: 'webhook', doctype: 'doctype-1' }).success).toBe(
      false,
    );
    expect(liveEventSchema.safeParse({ type: 'upload' }).success).toBe(false);
  });
});
