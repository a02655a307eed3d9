import { describe, expect, it } from 'vitest';
import { newId } from './new-id.ts';

describe('newId', () => {
  it('prefixes 20 lowercase alphanumerics, never repeating', () => {
    const ids = Array.from({ length: 1000 }, () => newId('doctype-'));
    for (const id of ids) expect(id).toMatch(/^doctype-[a-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes short keys on request', () => {
    expect(newId('field_', 8)).toMatch(/^field_[a-z0-9]{8}$/);
  });
});
