import type { Language } from '@docsift/core/settings';
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setMe } from '../features/auth/me-query.ts';
import { applyLanguage, i18n, initI18n, initialLanguage } from '../lib/i18n/i18n.ts';
import { Providers } from './Providers.tsx';
import type { watchEarlyLanguageChoice } from './early-language-choice.ts';
import { nextTask } from './next-task.ts';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';
import { readServerState, seedServerState } from './server-rendered.ts';

type Router = ReturnType<typeof createRouter>;

/** Resolves once the router has loaded the first route's chunk (its `lazy`). */
function whenInitialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The server rendered this page for a visitor without a session, in the language it chose:
 * hydrate it with the same state, once the route's chunk is in, then apply a stored choice
 * the server did not know (or one made on the page while the app loaded).
 */
export async function hydrate(
  container: HTMLElement,
  serverLanguage: Language,
  earlyChoice: ReturnType<typeof watchEarlyLanguageChoice>,
): Promise<void> {
  const queryClient = createQueryClient();
  setMe(queryClient, null);
  const state = readServerState();
  if (state) seedServerState(queryClient, state);
  const router = createRouter();
  // Setting up the router (its history, routes and first match) is a task's worth on a phone.
  await nextTask();
  try {
    await Promise.all([initI18n(serverLanguage), whenInitialized(router)]);
  } catch {
    // The route's chunk or the texts did not load: render from scratch, as without server HTML.
    const { boot } = await import('./boot.tsx');
    return boot(container);
  }
  // A transition lets React hydrate in slices instead of one long task. The language changes
  // only once hydration is done: texts changed while React still compares them with the server's
  // HTML are a mismatch (error #418), and the page is rendered again from scratch.
  await new Promise<void>((hydrated) =>
    startTransition(() => {
      hydrateRoot(
        container,
        <Providers queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
          <OnCommit run={hydrated} />
        </Providers>,
      );
    }),
  );
  // A choice made from here until the switcher's own handler is live would otherwise be lost.
  earlyChoice.onChoice((language) => void applyLanguage(language));
  const preferred = initialLanguage();
  if (preferred !== serverLanguage) await applyLanguage(preferred);
}

/** Renders nothing; calls `run` once the tree it is part of is committed (hydration done). */
function OnCommit({ run }: { run: () => void }): null {
  useEffect(run, [run]);
  return null;
}
