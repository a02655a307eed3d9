import { describe, expect, it } from 'vitest';
import { compactRules, ruleErrorMessage, ruleErrors } from './field-rules.ts';

const fields = [
  { key: 'field_no', caption: 'Invoice number', type: 'string', rules: { pattern: '^INV-\\d+$' } },
  { key: 'field_net', caption: 'Net', type: 'number', rules: { min: 0, max: 1e6 } },
  { caption: 'Gross', type: 'number' },
  { key: 'field_date', caption: 'Date', type: 'date', rules: { min: '2020-01-01' } },
];

describe('ruleErrors', () => {
  it('accepts fitting rules and checks naming saved and unsaved fields', () => {
    expect(ruleErrors(fields, [{ expression: 'Net * 1.19 = Gross within 0.01' }])).toEqual([]);
  });

  it('names each wrong rule by its place in the doctype, in order', () => {
    const wrong = [
      { caption: 'No', type: 'string', rules: { pattern: '(a+)\\1', min: 1 } },
      { caption: 'Net', type: 'number', rules: { min: 5, max: 1, oneOf: ['a'] } },
      { caption: 'Date', type: 'date', rules: { max: '2026-02-30' } },
      { caption: 'Paid', type: 'boolean', rules: { pattern: 'x' } },
    ];
    expect(ruleErrors(wrong, [{ expression: 'Net + Gross = 1' }])).toEqual([
      { path: 'fields.0.rules.pattern', kind: 'pattern', reason: 'unsupported', at: 4 },
      { path: 'fields.0.rules.min', kind: 'not-for-type' },
      { path: 'fields.1.rules.min', kind: 'bound', reason: 'min-above-max' },
      { path: 'fields.1.rules.oneOf', kind: 'not-for-type' },
      { path: 'fields.2.rules.max', kind: 'bound', reason: 'not-a-date' },
      { path: 'fields.3.rules.pattern', kind: 'not-for-type' },
      {
        path: 'checks.0.expression',
        kind: 'check',
        reason: 'unknown-field',
        at: 6,
        text: 'Gross',
      },
    ]);
  });

  it('words errors for the API with a 1-based character position', () => {
    const [check] = ruleErrors(fields, [{ expression: 'Net + Grosss = 1' }]);
    expect(ruleErrorMessage(check!)).toBe('No field named "Grosss" at character 7');
    const [pattern] = ruleErrors(
      [{ caption: 'No', type: 'string', rules: { pattern: 'a**' } }],
      [],
    );
    expect(ruleErrorMessage(pattern!)).toBe('Nothing to repeat at character 3');
  });
});

describe('compactRules', () => {
  it('drops cleared entries, and the rules when none is left', () => {
    expect(compactRules({ pattern: '', min: 0, oneOf: [] })).toEqual({ min: 0 });
    expect(compactRules({ pattern: undefined, oneOf: [] })).toBeUndefined();
    expect(compactRules(undefined)).toBeUndefined();
  });
});
