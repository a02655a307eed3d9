import './app/mantine-styles.ts';
import { watchEarlyLanguageChoice } from './app/early-language-choice.ts';
import { nextTask } from './app/next-task.ts';
import { SERVER_RENDERED_ATTRIBUTE } from './app/server-rendered.ts';
import { parseLanguage } from './lib/i18n/language-preference.ts';

/*
 * The entry only chooses a path; the app loads behind it. A server-rendered page (sign-in,
 * register) is already painted and usable to the eye, so its libraries are evaluated one task
 * each, with a pause between, instead of in one long task that keeps the page from answering
 * input: each import evaluates only what the ones before it did not.
 */
const hydrationSteps = [
  () => import('react-dom/client'),
  () => import('./lib/i18n/i18n.ts'),
  () => import('./app/theme.ts'),
  () => import('./app/Providers.tsx'),
  () => import('./app/router.tsx'),
];

async function hydrateInSteps(
  container: HTMLElement,
  language: NonNullable<ReturnType<typeof parseLanguage>>,
) {
  const earlyChoice = watchEarlyLanguageChoice(language);
  for (const step of hydrationSteps) {
    await step();
    await nextTask();
  }
  const { hydrate } = await import('./app/hydrate.tsx');
  await hydrate(container, language, earlyChoice);
}

const container = document.getElementById('root')!;
const serverLanguage = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)
  ? parseLanguage(document.documentElement.lang)
  : undefined;
void (serverLanguage
  ? hydrateInSteps(container, serverLanguage)
  : import('./app/boot.tsx').then(({ boot }) => boot(container)));
