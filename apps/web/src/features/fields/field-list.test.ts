import type { Field } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import { applyDescriptions, emptyFieldDraft, toDrafts, withCompactRules } from './field-list.ts';

const saved: Field[] = [
  { key: 'field_a', caption: 'Invoice number', description: '', type: 'string' },
  { key: 'field_b', caption: 'Total', description: 'Gross amount', type: 'number' },
];

describe('toDrafts', () => {
  it('keeps what the editor edits and leaves suggestions without a key', () => {
    const suggestion = { caption: 'Seller', description: '', type: 'string' as const, score: 0.9 };
    expect(toDrafts([...saved, suggestion])).toEqual([
      ...saved.map((field) => ({ ...field, required: false })),
      { caption: 'Seller', description: '', type: 'string', required: false },
    ]);
  });
});

describe('applyDescriptions', () => {
  it('replaces descriptions by key and leaves new and unknown fields alone', () => {
    const drafts = [...toDrafts(saved), emptyFieldDraft()];
    const next = applyDescriptions(drafts, [
      { key: 'field_b', description: 'The gross amount after "Total:"' },
      { key: 'field_x', description: 'unknown' },
    ]);
    expect(next.map((draft) => draft.description)).toEqual([
      '',
      'The gross amount after "Total:"',
      '',
    ]);
    expect(next[1]?.caption).toBe('Total');
  });
});

describe('rules of drafts', () => {
  it('keeps the rules a field has and leaves out what the inputs cleared', () => {
    const ruled = { ...saved[1]!, rules: { min: 0, max: undefined, oneOf: [] } };
    expect(toDrafts([ruled])[0]!.rules).toEqual({ min: 0 });
    const cleared = { ...emptyFieldDraft(), rules: { pattern: undefined } };
    expect(withCompactRules([cleared])).toEqual([emptyFieldDraft()]);
  });
});
