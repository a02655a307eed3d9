import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../../lib/i18n/i18n.ts';
import de from '../../lib/i18n/locales/de.ts';
import en from '../../lib/i18n/locales/en.ts';
import { issuesText } from './issue-text.ts';

async function translator(language: 'en' | 'de') {
  const instance = i18next.createInstance();
  await instance.init(i18nOptions(language, language === 'en' ? en : de));
  return instance.t;
}

describe('issuesText', () => {
  it('names the page(s) the extractor could not read, in English and German', async () => {
    const enT = await translator('en');
    expect(issuesText([{ kind: 'unread', pages: [3] }], enT)).toBe(
      'Page 3 could not be read automatically: please take this value from the document',
    );
    expect(issuesText([{ kind: 'unread', pages: [2, 3] }, { kind: 'required' }], enT)).toBe(
      'Pages 2, 3 could not be read automatically: please take this value from the document · Required, but empty',
    );
    const deT = await translator('de');
    expect(issuesText([{ kind: 'unread', pages: [3] }], deT)).toBe(
      'Seite 3 konnte nicht automatisch gelesen werden: bitte diesen Wert aus dem Dokument übernehmen',
    );
  });
});

describe('issuesText for validation rules', () => {
  it('says how a check between fields fails, in English and German', async () => {
    const failure = {
      kind: 'rule' as const,
      rule: 'check' as const,
      check: 'Net + VAT = Gross within 0.01',
      comparison: '=' as const,
      left: 'Net + VAT',
      leftValue: '119.00',
      right: 'Gross',
      rightValue: '120.00',
    };
    expect(issuesText([failure], await translator('en'))).toBe(
      'Net + VAT = 119.00 but Gross is 120.00',
    );
    expect(issuesText([failure], await translator('de'))).toBe(
      'Net + VAT = 119,00, aber Gross ist 120,00',
    );
    expect(
      issuesText([{ ...failure, comparison: '<=', check: 'VAT <= Net' }], await translator('en')),
    ).toBe('Net + VAT is 119.00 and Gross is 120.00: “VAT <= Net” does not hold');
    // Whole numbers stay whole, and large ones are grouped as the language groups them.
    expect(
      issuesText(
        [{ ...failure, leftValue: '12500', rightValue: '12000.5' }],
        await translator('de'),
      ),
    ).toBe('Net + VAT = 12.500, aber Gross ist 12.000,5');
  });

  it('names the pattern, bound or allowed values a value fails', async () => {
    const enT = await translator('en');
    expect(issuesText([{ kind: 'rule', rule: 'pattern', pattern: '^INV-\\d+$' }], enT)).toBe(
      'Does not match the pattern ^INV-\\d+$',
    );
    expect(issuesText([{ kind: 'rule', rule: 'min', min: 0 }], enT)).toBe('Below the minimum 0');
    expect(issuesText([{ kind: 'rule', rule: 'max', max: '2030-12-31' }], enT)).toBe(
      'Above the maximum 2030-12-31',
    );
    expect(issuesText([{ kind: 'rule', rule: 'one-of', oneOf: ['EUR', 'USD'] }], enT)).toBe(
      'Not one of the allowed values: EUR, USD',
    );
  });
});
