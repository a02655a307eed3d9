import { describe, expect, it } from 'vitest';
import { userText } from './user-text.ts';

describe('userText refuses what PostgreSQL cannot store', () => {
  it.each([
    ['NUL', 'a\0b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
    ['a high surrogate at the end', 'x\uD83D'],
  ])('refuses %s', (_name, text) => {
    const result = userText().safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('text_invalid');
  });

  it.each([
    ['plain', 'Rechnung'],
    ['a surrogate pair', 'invoice 🧾'],
    ['empty', ''],
  ])('accepts %s', (_name, text) => expect(userText().parse(text)).toBe(text));

  it('keeps the chained string checks', () => {
    expect(userText().trim().max(3).safeParse(' abcd ').success).toBe(false);
    expect(userText().trim().max(3).parse(' abc ')).toBe('abc');
  });
});
