import './app/mantine-styles.ts';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { BootFailed } from './app/BootFailed.tsx';
import { Providers } from './app/Providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { meQueryOptions } from './features/auth/me-query.ts';
import { applyLanguage, initI18n, initialLanguage } from './lib/i18n/i18n.ts';

/**
 * Nothing renders until the auth state is known: the session check, the language bundle and
 * the first route's chunk (the router starts loading it on creation) all load in parallel.
 */
async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const queryClient = createQueryClient();
  const i18nReady = initI18n(initialLanguage());
  const router = createRouter();
  try {
    const [me] = await Promise.all([queryClient.fetchQuery(meQueryOptions), i18nReady]);
    // A signed-in user's setting wins over the browser and the stored choice.
    if (me) await applyLanguage(me.settings.language);
    root.render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
  } catch {
    await i18nReady.catch(() => undefined);
    root.render(<BootFailed />);
  }
}

void boot();
