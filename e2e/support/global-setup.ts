/**
 * One OIDC provider and one Docsift (the built SPA + API, fresh DATA_DIR) for the whole run.
 * Tests stay independent by registering their own users with unique e-mail addresses.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDocsift } from './docsift-server.ts';
import { freePort } from './free-port.ts';
// The server's own OIDC tests use the same provider; one definition serves both.
import { startOidcProvider } from '@docsift/server/testing/oidc-provider';

const oidcClient = { clientId: 'docsift-e2e', clientSecret: 'docsift-e2e-client-secret' };
/** Shown on the third-party button as "Sign in with <name>". */
const oidcProviderName = 'Test ID';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // WEB_DIST (inherited by the server) lets a run use its own build instead of apps/web/dist.
  const webIndex = resolve(
    process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist'),
    'index.html',
  );
  if (!existsSync(webIndex))
    throw new Error(`${webIndex} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  // docsift runs compiled: built here too when its sources changed since (a quick no-op if not).
  const build = resolve(import.meta.dirname, '../../scripts/build.js');
  execFileSync(process.execPath, [build, 'server'], { stdio: 'inherit' });

  const [oidcPort, docsiftPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const docsiftUrl = `http://127.0.0.1:${docsiftPort}`;
  // better-auth discovers the provider at start-up, so the provider must be listening first.
  const oidc = await startOidcProvider(oidcPort, {
    ...oidcClient,
    redirectUris: [`${docsiftUrl}/api/auth/provider/callback/oidc`],
  });
  const docsift = await startDocsift({
    port: docsiftPort,
    env: {
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidcClient.clientId,
      OIDC_CLIENT_SECRET: oidcClient.clientSecret,
      OIDC_NAME: oidcProviderName,
      // Every test signs in from 127.0.0.1; the per-IP limit is covered by the server's own tests.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // Webhook tests deliver to a receiver on loopback, which is refused by default (SSRF).
      WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8',
      INBOUND_SMTP_PORT: String(smtpPort),
    },
  }).catch(async (error: unknown) => {
    await oidc.stop();
    throw error;
  });

  process.env.DOCSIFT_E2E_URL = docsift.url;
  process.env.DOCSIFT_E2E_DATA_DIR = docsift.dataDir;
  process.env.DOCSIFT_E2E_SMTP_PORT = String(smtpPort);

  return async () => {
    await docsift.stop();
    await oidc.stop();
  };
}
