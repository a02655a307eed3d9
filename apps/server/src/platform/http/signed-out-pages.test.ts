import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/accounts.ts';
import { startTestServer } from '../../../test/test-server.ts';
import type { TestServer } from '../../../test/test-server.ts';

const indexHtml = [
  '<!doctype html>',
  '<html lang="en"><head><title>Docsift</title>',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
  '</head><body><div id="root">boot loader</div></body></html>',
].join('\n');

/**
 * Stands in for the web build's renderer (apps/web/src/app/server-render.tsx, tested there):
 * the form's text with what the request carried, an error for one URL, null for another. It
 * leaves a `loaded` file beside itself when the server imports it.
 */
const fakeRenderer = `
import { writeFileSync } from 'node:fs';
writeFileSync(new URL('./loaded', import.meta.url), '');
export const inlineScripts = ['void 0'];
export async function renderPage({ template }, request) {
  if (request.url.includes('broken')) throw new Error('renderer bug');
  if (request.url.includes('unknown')) return null;
  const form = 'Sign in form for ' + request.url + ' in ' + request.acceptLanguage +
    ' with ' + JSON.stringify(request.authProviders);
  return template.replace('boot loader', form);
}`;

describe('server-rendered sign-in and register pages', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = path.join(
      process.env.TMPDIR ?? '/tmp',
      `docsift-web-ssr-${process.pid}-${Date.now()}`,
    );
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await mkdir(path.join(webDist, '.ssr'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), indexHtml);
    await writeFile(path.join(webDist, 'assets', 'index-abc123.css'), 'body{color:red}');
    await writeFile(path.join(webDist, '.ssr', 'server-render.mjs'), fakeRenderer);
    server = await startTestServer('sqlite', { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
  });

  // First: the other tests load the renderer.
  it('loads the renderer on the first signed-out visit, not at start', async () => {
    const loaded = path.join(webDist, '.ssr', 'loaded');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(existsSync(loaded)).toBe(false);
    expect(await (await fetch(`${server.url}/login`)).text()).toContain('Sign in form');
    expect(existsSync(loaded)).toBe(true);
  });

  it('renders GET /login and /register for a visitor without a session', async () => {
    for (const route of ['/login?r=%2Fsettings', '/register']) {
      const page = await fetch(`${server.url}${route}`, { headers: { 'accept-language': 'de' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('vary')).toContain('cookie');
      const html = await page.text();
      // The renderer is told the providers, so the page has the third-party button if any.
      expect(html).toContain(`Sign in form for ${route} in de with {"oidc":null}`);
      // The stylesheet is inline, and the renderer's inline script is allowed by its hash.
      expect(html).toContain('<style>body{color:red}</style>');
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it('compresses the page for browsers that accept it', async () => {
    const page = await fetch(`${server.url}/login`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('Sign in form for /login');
  });

  it('serves the SPA to a signed-in user, whose page redirects onwards', async () => {
    const { client } = await registerUser(server.url);
    const page = await client.get<string>('/login');
    expect(page.status).toBe(200);
    expect(page.body).toContain('boot loader');
    expect(page.body).not.toContain('Sign in form');
  });

  it('falls back to the SPA when the renderer fails or declines', async () => {
    for (const route of ['/login?broken', '/register?unknown']) {
      const page = await fetch(`${server.url}${route}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('boot loader');
    }
    expect(server.logs()).toContain('renderer bug');
  });

  it('does not serve the renderer itself', async () => {
    const file = await fetch(`${server.url}/.ssr/server-render.mjs`);
    expect(await file.text()).not.toContain('renderPage');
  });
});
