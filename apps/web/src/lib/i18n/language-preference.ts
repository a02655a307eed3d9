import type { Language } from '@docsift/core/settings';

const STORAGE_KEY = 'docsift.language';

/**
 * Core's language list, restated as a Record so the compiler flags any language core adds;
 * importing core/settings here would pull zod into the first page's bundle.
 */
const isSupported: Record<Language, true> = { en: true, de: true };
export const supportedLanguages = Object.keys(isSupported) as Language[];

export function parseLanguage(value: string | null | undefined): Language | undefined {
  return supportedLanguages.find((language) => language === value);
}

/** The first browser language we support ("de-AT" → de), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = parseLanguage(tag.slice(0, 2).toLowerCase());
    if (language) return language;
  }
  return 'en';
}

export function storedLanguage(storage: Pick<Storage, 'getItem'>): Language | undefined {
  try {
    return parseLanguage(storage.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function storeLanguage(storage: Pick<Storage, 'setItem'>, language: Language): void {
  try {
    storage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice then lasts for this page only.
  }
}
