import type { Language } from '@docsift/core/settings';
import type { i18n as I18n, InitOptions } from 'i18next';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  browserLanguage,
  languageCookie,
  storedLanguage,
  storeLanguage,
} from './language-preference.ts';
import type { Resources } from './locales/en.ts';

/** Each language is its own chunk so /login downloads only the one it shows. */
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
};

export const i18n: I18n = i18next.createInstance();

/** The language before the account is known: the stored choice, else the browser's. */
export function initialLanguage(): Language {
  return storedLanguage(localStorage) ?? browserLanguage(navigator.languages);
}

export async function loadResources(language: Language): Promise<Resources> {
  return (await loaders[language]()).default;
}

/** The one configuration of every i18next instance: the browser's and the server renderer's. */
export function i18nOptions(language: Language, resources: Resources): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    partialBundledLanguages: true,
    resources: { [language]: { translation: resources } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next's advertisement would otherwise land in the server's log and the console.
    showSupportNotice: false,
  };
}

async function ensureLoaded(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadResources(language));
}

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init(i18nOptions(language, await loadResources(language)));
  document.documentElement.lang = language;
}

/** Switches the UI at once and remembers the choice across reloads. */
export async function applyLanguage(language: Language): Promise<void> {
  storeLanguage(localStorage, language);
  document.cookie = languageCookie(language);
  document.documentElement.lang = language;
  if (i18n.language === language) return;
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'de' ? 'de' : 'en';
}
