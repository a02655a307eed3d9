import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_ID = 'main';
export const mainClass = classes.main;

/**
 * The first Tab stop of a signed-in page: past the header and the navigation (fourteen stops)
 * to the page itself. Focus moves by script: a plain #main link would be a router navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={classes.link} onClick={skip}>
      {t('nav.skip')}
    </a>
  );
}
