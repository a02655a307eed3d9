import type { Language } from '@docsift/core/settings';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../../lib/i18n/i18n.ts';
import {
  LANGUAGE_SELECT_ATTRIBUTE,
  parseLanguage,
  supportedLanguages,
} from '../../lib/i18n/language-preference.ts';

/** Language choice for visitors (auth pages); signed-in users choose on the settings page. */
export function LanguageSwitcher() {
  // The provider's instance, not the global one: the server renders each language with its own.
  const { t, i18n } = useTranslation();
  const onChange = (value: string) => {
    const language: Language | undefined = parseLanguage(value);
    if (language) void applyLanguage(language);
  };
  return (
    <NativeSelect
      aria-label={t('preferences.language')}
      value={parseLanguage(i18n.language) ?? 'en'}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={supportedLanguages.map((language) => ({
        value: language,
        label: t(`preferences.languages.${language}`),
      }))}
      w={120}
      {...{ [LANGUAGE_SELECT_ATTRIBUTE]: true }}
    />
  );
}
