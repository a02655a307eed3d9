import type { Me } from '@docsift/core/me';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, testPassword, uniqueEmail } from '../../test/accounts.ts';
import { HttpClient } from '../../test/http-client.ts';
import { signInThroughProvider, startOidcProvider } from '../../test/oidc-test-provider.ts';
import type { OidcTestProvider } from '../../test/oidc-test-provider.ts';
import { dialects, freePort, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';

describe.each(dialects)('OpenID Connect sign-in on %s', (dialect) => {
  let provider: OidcTestProvider;
  let server: TestServer;
  beforeAll(async () => {
    const [providerPort, serverPort] = [await freePort(), await freePort()];
    const client = { clientId: 'docsift-test', clientSecret: 'docsift-test-secret' };
    provider = await startOidcProvider(providerPort, {
      ...client,
      redirectUris: [`http://127.0.0.1:${serverPort}/api/auth/provider/callback/oidc`],
    });
    server = await startTestServer(dialect, {
      port: serverPort,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: client.clientId,
        OIDC_CLIENT_SECRET: client.clientSecret,
        OIDC_NAME: 'Test ID',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  it('names the provider', async () => {
    expect((await new HttpClient(server.url).get('/api/auth/providers')).body).toEqual({
      oidc: { name: 'Test ID' },
    });
  });

  it('signs a new user in as the provider account and returns to r', async () => {
    const browser = new HttpClient(server.url);
    const email = uniqueEmail('oidc');
    const landing = await signInThroughProvider(
      browser,
      `${server.url}/api/auth/oidc/start?r=/doctypes/doctype-1?tab=records`,
      email,
    );
    expect(landing).toBe('/doctypes/doctype-1?tab=records');
    const me = await browser.get<Me>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      displayName: email.split('@')[0],
      hasPassword: false,
      role: 'free',
      credits: { total: 500 },
    });

    // Signing in again finds the same account.
    const again = new HttpClient(server.url);
    await signInThroughProvider(again, `${server.url}/api/auth/oidc/start`, email);
    expect((await again.get<Me>('/api/me')).body.uid).toBe(me.body.uid);
  });

  it('ignores a return path to another origin and lands on the dashboard', async () => {
    for (const r of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const browser = new HttpClient(server.url);
      const landing = await signInThroughProvider(
        browser,
        `${server.url}/api/auth/oidc/start?r=${encodeURIComponent(r)}`,
        uniqueEmail('oidc'),
      );
      expect(landing).toBe('/dashboard');
    }
  });

  it('lets an account without password set its first one', async () => {
    const browser = new HttpClient(server.url);
    const email = uniqueEmail('oidc');
    await signInThroughProvider(browser, `${server.url}/api/auth/oidc/start`, email);
    const set = await browser.post('/api/account/password', {
      password: 'first password',
      repeat: 'first password',
    });
    expect(set.status).toBe(204);
    expect((await browser.get<Me>('/api/me')).body.hasPassword).toBe(true);
    expect(
      (
        await new HttpClient(server.url).post('/api/auth/login', {
          email,
          password: 'first password',
        })
      ).status,
    ).toBe(200);
  });

  it('does not hand a password account to a provider login with the same e-mail', async () => {
    const { email, me } = await registerUser(server.url);
    const browser = new HttpClient(server.url);
    const landing = await signInThroughProvider(
      browser,
      `${server.url}/api/auth/oidc/start`,
      email,
    );
    expect(landing).toBe('/login?flash=auth%2Finvalid-credential');
    expect((await browser.get('/api/me')).status).toBe(401);
    expect(
      (
        await new HttpClient(server.url).post<Me>('/api/auth/login', {
          email,
          password: testPassword,
        })
      ).body.uid,
    ).toBe(me.uid);
  });

  it('sends a failed callback to the login page with a flash code', async () => {
    const browser = new HttpClient(server.url);
    const callback = await browser.get('/api/auth/provider/callback/oidc?code=forged');
    expect(callback.status).toBe(302);
    const failed = await browser.get(callback.headers.get('location')!);
    expect(failed.status).toBe(302);
    expect(failed.headers.get('location')).toBe('/login?flash=auth%2Finvalid-credential');
    expect((await browser.get('/api/me')).status).toBe(401);
  });
});
