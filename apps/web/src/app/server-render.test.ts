import { describe, expect, it } from 'vitest';
import { appScriptsLoader } from './app-scripts.ts';
import { renderPage } from './server-render.tsx';

const template = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Docsift</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '</head>',
  '<body>',
  '<div id="root"><div class="boot-loader">Docsift</div></div>',
  '</body>',
  '</html>',
].join('\n');

const manifest = {
  'src/features/auth/LoginPage.tsx': {
    file: 'assets/LoginPage-1.js',
    imports: ['_react-1.js', '_form-1.js'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
  'src/lib/i18n/locales/de.ts': { file: 'assets/de-1.js' },
};
const build = { template, manifest };

describe('renderPage', () => {
  it('renders the sign-in form in the language the browser asks for', async () => {
    const html = await renderPage(build, { url: '/login', acceptLanguage: 'fr, de-AT;q=0.8' });
    expect(html).toContain('<html lang="de" data-mantine-color-scheme="light"');
    expect(html).toContain('<title>Anmelden · Docsift</title>');
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toContain('Passwort vergessen?');
    expect(html).not.toContain('boot-loader');
  });

  it('loads the entry and the chunks of the page and its texts once the page has painted', async () => {
    const html = (await renderPage(build, { url: '/login', acceptLanguage: 'de' })) ?? '';
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const list = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(list?.[1] ?? '')).toEqual([
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/LoginPage-1.js',
      '/assets/form-1.js',
      '/assets/de-1.js',
    ]);
    expect(html).toContain(`<script>${appScriptsLoader}</script>`);
  });

  it('prefers the language cookie to Accept-Language', async () => {
    const html = await renderPage(build, {
      url: '/register',
      acceptLanguage: 'de',
      cookie: 'other=1; docsift.language=en',
    });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Create account');
  });

  it('keeps the return address in the link to the other form', async () => {
    const html = await renderPage(build, { url: '/login?r=%2Fsettings' });
    expect(html).toContain('href="/register?r=%2Fsettings"');
  });

  it('shows the third-party button the server knows of, and hands its state to the browser', async () => {
    const authProviders = { oidc: { name: 'Test </script> ID' } };
    const html = (await renderPage(build, { url: '/login', authProviders })) ?? '';
    expect(html).toContain('Sign in with Test &lt;/script&gt; ID');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(state?.[1] ?? '')).toEqual({ authProviders });
  });

  it('renders no other route', async () => {
    expect(await renderPage(build, { url: '/dashboard' })).toBeNull();
    expect(await renderPage(build, { url: '/login/extra' })).toBeNull();
  });
});
