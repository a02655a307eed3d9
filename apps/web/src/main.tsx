import './app/mantine-styles.ts';
import type { Language } from '@docsift/core/settings';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { BootFailed } from './app/BootFailed.tsx';
import { Providers } from './app/Providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import {
  readServerState,
  SERVER_RENDERED_ATTRIBUTE,
  seedServerState,
} from './app/server-rendered.ts';
import { meQueryOptions, setMe } from './features/auth/me-query.ts';
import { applyLanguage, i18n, initI18n, initialLanguage } from './lib/i18n/i18n.ts';
import { parseLanguage } from './lib/i18n/language-preference.ts';

const container = document.getElementById('root')!;
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
 * Nothing renders until the auth state is known: the session check, the language bundle and
 * the first route's chunk (the router starts loading it on creation) all load in parallel.
 */
async function boot(): Promise<void> {
  const root = createRoot(container);
  const queryClient = createQueryClient();
  const i18nReady = initI18n(initialLanguage());
  const router = createRouter();
  try {
    const [me] = await Promise.all([queryClient.fetchQuery(meQueryOptions), i18nReady]);
    // A signed-in user's setting wins over the browser and the stored choice.
    if (me) await applyLanguage(me.settings.language);
    root.render(
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>,
    );
  } catch {
    await i18nReady.catch(() => undefined);
    root.render(<BootFailed />);
  }
}

/**
 * The server rendered this page for a visitor without a session, in the language it chose:
 * hydrate it with the same state, once the route's chunk is in, then apply a stored choice
 * the server did not know.
 */
async function hydrate(serverLanguage: Language): Promise<void> {
  const queryClient = createQueryClient();
  setMe(queryClient, null);
  const state = readServerState();
  if (state) seedServerState(queryClient, state);
  const router = createRouter();
  try {
    await Promise.all([initI18n(serverLanguage), whenInitialized(router)]);
  } catch {
    return boot();
  }
  // A transition lets React hydrate in slices instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  const preferred = initialLanguage();
  if (preferred !== serverLanguage) await applyLanguage(preferred);
}

const serverLanguage = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)
  ? parseLanguage(document.documentElement.lang)
  : undefined;
void (serverLanguage ? hydrate(serverLanguage) : boot());
