import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  browserLanguage,
  cookieLanguage,
  languageCookie,
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

describe('acceptedLanguages', () => {
  it('orders the tags by weight, then by position, without refused ones', () => {
    expect(acceptedLanguages('fr;q=0.5, de-AT, en;q=0.8, *;q=0.1, it;q=0')).toEqual([
      'de-AT',
      'en',
      'fr',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('cookieLanguage', () => {
  it('reads the mirrored choice among other cookies', () => {
    expect(cookieLanguage('a=1; docsift.language=de; b=2')).toBe('de');
    expect(cookieLanguage('docsift.language=fr')).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });

  it('round-trips what languageCookie writes', () => {
    expect(cookieLanguage(languageCookie('de').split(';')[0])).toBe('de');
  });
});
