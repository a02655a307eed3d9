import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  storedLanguage,
  storeLanguage,
  supportedLanguages,
} from './language-preference.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('browserLanguage', () => {
  it('takes the first supported language by prefix', () => {
    expect(browserLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(browserLanguage(['fr', 'it'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});

describe('stored language', () => {
  it('round-trips a supported language and ignores anything else', () => {
    const storage = memoryStorage();
    expect(storedLanguage(storage)).toBeUndefined();
    storeLanguage(storage, 'de');
    expect(storedLanguage(storage)).toBe('de');
    storage.setItem('docsift.language', 'xx');
    expect(storedLanguage(storage)).toBeUndefined();
  });
});

describe('supportedLanguages', () => {
  it('matches the languages core accepts', async () => {
    const { languages } = await import('@docsift/core/settings');
    expect(supportedLanguages).toEqual([...languages]);
  });
});
