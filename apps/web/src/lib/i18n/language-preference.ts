import type { Language } from '@docsift/core/settings';

/** The localStorage key, and the name of the cookie that tells the server-rendered pages. */
const STORAGE_KEY = 'docsift.language';
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Core's language list, restated as a Record so the compiler flags any language core adds;
 * importing core/settings here would pull zod into the first page's bundle.
 */
const isSupported: Record<Language, true> = { en: true, de: true };
export const supportedLanguages = Object.keys(isSupported) as Language[];

/** Marks the language switcher's select, so the entry can find it before React runs. */
export const LANGUAGE_SELECT_ATTRIBUTE = 'data-language-select';

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

/** The stored choice as a cookie, so the server renders signed-out pages in it. */
export function languageCookie(language: Language): string {
  return `${STORAGE_KEY}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  const prefix = `${STORAGE_KEY}=`;
  const pair = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return parseLanguage(pair?.slice(prefix.length));
}

/** Accept-Language's tags, most preferred first: "en;q=0.5, de-AT" → ["de-AT", "en"]. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
