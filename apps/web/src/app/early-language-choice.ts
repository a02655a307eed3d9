import type { Language } from '@docsift/core/settings';
import {
  LANGUAGE_SELECT_ATTRIBUTE,
  languageCookie,
  parseLanguage,
  storeLanguage,
} from '../lib/i18n/language-preference.ts';

/**
 * The server-rendered language select works before React does: a visitor may choose while the
 * app still loads, and hydration would then render the server's language over the choice. This
 * remembers such a choice, as the switcher would, for hydrate() to apply: one made before the
 * entry ran is read from the select itself, a later one from its change event.
 */
export function watchEarlyLanguageChoice(serverLanguage: Language): {
  /** Calls `apply` with each choice from now on; earlier ones are stored, as initialLanguage reads. */
  onChoice: (apply: (language: Language) => void) => void;
} {
  let apply: ((language: Language) => void) | undefined;
  const remember = (language: Language | undefined) => {
    if (!language) return;
    storeLanguage(localStorage, language);
    document.cookie = languageCookie(language);
    apply?.(language);
  };
  const select = document.querySelector<HTMLSelectElement>(`select[${LANGUAGE_SELECT_ATTRIBUTE}]`);
  if (select && select.value !== serverLanguage) remember(parseLanguage(select.value));
  document.addEventListener(
    'change',
    (event) => {
      const target = event.target as Element;
      if (target instanceof HTMLSelectElement && target.hasAttribute(LANGUAGE_SELECT_ATTRIBUTE))
        remember(parseLanguage(target.value));
    },
    { capture: true },
  );
  return {
    onChoice: (callback) => {
      apply = callback;
    },
  };
}
