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
