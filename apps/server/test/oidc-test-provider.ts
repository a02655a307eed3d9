/**
 * A local OpenID Connect provider (oidc-provider v9) for sign-in tests, reusable by browser
 * tests. Its development login form accepts any login and password; the login becomes the
 * subject and the e-mail claim. Grants are given without a consent screen.
 * `signInThroughProvider` drives the whole authorization-code flow with fetch.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import type { HttpClient } from './http-client.ts';

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcTestProvider {
  issuer: string;
  stop(): Promise<void>;
}

export async function startOidcProvider(
  port: number,
  client: OidcTestClient,
): Promise<OidcTestProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['docsift-test-oidc-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true, name: sub.split('@')[0] }),
    }),
    // A first-party test provider: grant what the client asks for instead of showing consent.
    loadExistingGrant: async (ctx) => {
      const { client: oidcClient, session, params } = ctx.oidc;
      if (!oidcClient || !session?.accountId) return undefined;
      const existing = session.grantIdFor(oidcClient.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        accountId: session.accountId,
        clientId: oidcClient.clientId,
      });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      session.ensureClientContainer(oidcClient.clientId);
      session.grantIdFor(oidcClient.clientId, grant.jti);
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Follows redirects from `startUrl`, signing in at the provider's login form as `login`,
 * until the flow leaves both the provider and our auth callback. Returns the final Location.
 */
export async function signInThroughProvider(
  client: HttpClient,
  startUrl: string,
  login: string,
): Promise<string> {
  let url = startUrl;
  for (let hop = 0; hop < 20; hop++) {
    const res = await client.get<string>(url);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      const isAuthFlow =
        next.pathname.startsWith('/api/auth/') || next.origin !== new URL(client.baseUrl).origin;
      if (!isAuthFlow) return location;
      url = next.toString();
      continue;
    }
    const form = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(res.body);
    if (res.status !== 200 || !form)
      throw new Error(`unexpected ${res.status} at ${url}: ${res.body.slice(0, 300)}`);
    const submit = await client.request('POST', new URL(form[1]!, url).toString(), {
      body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    url = new URL(submit.headers.get('location')!, url).toString();
  }
  throw new Error('too many redirects');
}
