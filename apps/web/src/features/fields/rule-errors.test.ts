import { ruleErrors } from '@docsift/core/field-rules';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../../lib/i18n/i18n.ts';
import de from '../../lib/i18n/locales/de.ts';
import en from '../../lib/i18n/locales/en.ts';
import { ruleErrorText } from './rule-errors.ts';

async function translator(language: 'en' | 'de') {
  const instance = i18next.createInstance();
  await instance.init(i18nOptions(language, language === 'en' ? en : de));
  return instance.t;
}

const fields = [
  { caption: 'Net', type: 'number' },
  { caption: 'No', type: 'string', rules: { pattern: '^(?=x)' } },
];

describe('ruleErrorText', () => {
  it('words each error with its 1-based position, in English and German', async () => {
    const errors = ruleErrors(fields, [{ expression: 'Net + Gros = 1' }]);
    const [pattern, check] = errors;
    const enT = await translator('en');
    expect(ruleErrorText(pattern!, enT)).toBe(
      'Character 2: not supported (backreferences, lookarounds, \\b and the like).',
    );
    expect(ruleErrorText(check!, enT)).toBe('Character 7: there is no field named “Gros”.');
    expect(ruleErrorText(check!, await translator('de'))).toBe(
      'Zeichen 7: es gibt kein Feld namens „Gros“.',
    );
  });
});
