import { describe, expect, it } from 'vitest';
import { renderPage } from './server-render.tsx';

const template = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Docsift</title></head>',
  '<body>',
  '<div id="root"><div class="boot-loader">Docsift</div></div>',
  '</body>',
  '</html>',
].join('\n');

describe('renderPage', () => {
  it('renders the sign-in form in the language the browser asks for', async () => {
    const html = await renderPage(template, { url: '/login', acceptLanguage: 'fr, de-AT;q=0.8' });
    expect(html).toContain('<html lang="de" data-mantine-color-scheme="light"');
    expect(html).toContain('<title>Anmelden · Docsift</title>');
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toContain('Passwort vergessen?');
    expect(html).not.toContain('boot-loader');
  });

  it('prefers the language cookie to Accept-Language', async () => {
    const html = await renderPage(template, {
      url: '/register',
      acceptLanguage: 'de',
      cookie: 'other=1; docsift.language=en',
    });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Create account');
  });

  it('keeps the return address in the link to the other form', async () => {
    const html = await renderPage(template, { url: '/login?r=%2Fsettings' });
    expect(html).toContain('href="/register?r=%2Fsettings"');
  });

  it('renders no other route', async () => {
    expect(await renderPage(template, { url: '/dashboard' })).toBeNull();
    expect(await renderPage(template, { url: '/login/extra' })).toBeNull();
  });
});
