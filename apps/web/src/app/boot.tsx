import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { meQueryOptions } from '../features/auth/me-query.ts';
import { applyLanguage, i18n, initI18n, initialLanguage } from '../lib/i18n/i18n.ts';
import { BootFailed } from './BootFailed.tsx';
import { Providers } from './Providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

/**
 * The page came without server HTML (every route but a signed-out visit to /login or
 * /register): nothing renders until the auth state is known. The session check, the language
 * bundle and the first route's chunk (the router starts loading it on creation) all load in
 * parallel.
 */
export async function boot(container: HTMLElement): Promise<void> {
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
