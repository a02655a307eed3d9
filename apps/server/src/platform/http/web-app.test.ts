import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/test-server.ts';
import type { TestServer } from '../../../test/test-server.ts';

describe('serving the web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webDist = path.join(
      process.env.TMPDIR ?? '/tmp',
      `docsift-web-${process.pid}-${Date.now()}`,
    );
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Docsift</title>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    server = await startTestServer('sqlite', { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves hashed assets as immutable and client routes as index.html', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/doctypes/doctype-1', '/auth/action?mode=resetPassword&oobCode=x']) {
      const page = await fetch(`${server.url}${route}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>Docsift</title>');
    }
  });

  it('keeps JSON 404s for unknown API routes and non-GET requests', async () => {
    expect((await fetch(`${server.url}/api/nope`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/somewhere`, { method: 'POST' })).json()).toMatchObject(
      { error: { code: 'not-found' } },
    );
  });
});
