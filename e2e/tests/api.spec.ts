import { expect, test } from '@playwright/test';

test('an unknown API route answers 404 with a JSON error body', async ({ request }) => {
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect((await response.json()).error.code).toBe('not-found');
});

test('a protected API route answers 401 without a session', async ({ request }) => {
  for (const path of ['/api/me', '/api/settings']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(401);
    expect((await response.json()).error.code, path).toBe('unauthenticated');
  }
});

test('a client route that is not an API route gets the web app', async ({ request }) => {
  const response = await request.get('/settings');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
});
