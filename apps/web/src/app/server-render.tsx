/**
 * Renders a signed-out page (sign-in, register) to HTML on the server, so its form paints
 * before the app's JavaScript has loaded; the app then hydrates it (main.tsx).
 * Built by `vite build --ssr` into dist/.ssr; the server imports it (platform/http/web-app.ts).
 */
import type { Language } from '@docsift/core/settings';
import type { i18n as I18n } from 'i18next';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appTitle } from '../components/app-title.ts';
import type { AuthProviders } from '../features/auth/auth-api.ts';
import { setMe } from '../features/auth/me-query.ts';
import { i18nOptions, loadResources } from '../lib/i18n/i18n.ts';
import {
  acceptedLanguages,
  browserLanguage,
  cookieLanguage,
} from '../lib/i18n/language-preference.ts';
import type { ViteManifest } from './app-scripts.ts';
import { appScriptsLoader, chunkFiles, deferAppScripts } from './app-scripts.ts';
import { Providers } from './Providers.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './router.tsx';
import {
  SERVER_RENDERED_ATTRIBUTE,
  seedServerState,
  serverStateScript,
} from './server-rendered.ts';
import { colorSchemeStorageKey } from './theme.ts';

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  acceptLanguage?: string;
  cookie?: string;
  /** GET /api/auth/providers's answer, when the server has it: the page shows the button. */
  authProviders?: AuthProviders | null;
}

/** The SPA's build: index.html and the chunk graph. */
export interface ClientBuild {
  template: string;
  manifest: ViteManifest;
}

/** What main.tsx loads to hydrate a server-rendered page, whichever it is. */
const hydrationChunk = 'src/app/hydrate.tsx';

/** The pages the server renders: their title's key (the page sets it in an effect) and chunk. */
const pages: Record<string, { titleKey: string; chunk: string }> = {
  '/login': { titleKey: 'auth.login.title', chunk: 'src/features/auth/LoginPage.tsx' },
  '/register': { titleKey: 'auth.register.title', chunk: 'src/features/auth/RegisterPage.tsx' },
};

/**
 * Sets the stored or the system's colour scheme before the first paint (the app does it only
 * once it runs). Inline, so the server allows it by its hash in the content security policy.
 */
export const colorSchemeScript = `try{var s=localStorage.getItem(${JSON.stringify(colorSchemeStorageKey)});document.documentElement.setAttribute('data-mantine-color-scheme',s==='light'||s==='dark'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')}catch(e){}`;

/** The rendered pages' inline scripts, which the server allows by their hashes. */
export const inlineScripts = [colorSchemeScript, appScriptsLoader];

const instances = new Map<Language, Promise<I18n>>();

function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = loadResources(language).then(async (resources) => {
      const created = i18next.createInstance();
      await created.init(i18nOptions(language, resources));
      return created;
    });
    instances.set(language, instance);
  }
  return instance;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page as a whole document built from the SPA's index.html, for a visitor without a
 * session (the server checks); null when the URL is no page it renders.
 */
export async function renderPage(
  { template, manifest }: ClientBuild,
  request: PageRequest,
): Promise<string | null> {
  const url = new URL(request.url, 'http://localhost');
  const page = pages[url.pathname];
  if (!page) return null;
  const language =
    cookieLanguage(request.cookie) ?? browserLanguage(acceptedLanguages(request.acceptLanguage));
  const i18n = await i18nFor(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;

  const state = { authProviders: request.authProviders ?? null };
  const queryClient = createQueryClient();
  setMe(queryClient, null);
  seedServerState(queryClient, state);
  const appHtml = renderToString(
    <Providers queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </Providers>,
  );
  const appFiles = chunkFiles(manifest, [
    hydrationChunk,
    page.chunk,
    `src/lib/i18n/locales/${language}.ts`,
  ]);
  // Function replacements: a "$" in the page's text must not act as a replacement pattern.
  return deferAppScripts(template, appFiles)
    .replace(
      /<html lang="[^"]*"/,
      () => `<html lang="${language}" data-mantine-color-scheme="light"`,
    )
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `<title>${escapeHtml(appTitle(i18n.t(page.titleKey)))}</title><script>${colorSchemeScript}</script>`,
    )
    .replace(
      /<div id="root">.*$/m,
      () =>
        `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${appHtml}</div>${serverStateScript(state)}`,
    );
}
