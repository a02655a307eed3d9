/**
 * One OIDC provider for the whole run and one Docsift (the built SPA + API, fresh DATA_DIR) for
 * each worker (suite-servers.ts), its test gates open (test-gate.ts) and its passwords hashed at
 * the test servers' cost (testPasswordHashCost). Tests stay independent by registering their own
 * users with unique e-mail addresses.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startDocsift, type RunningServer } from './docsift-server.ts';
import { freePort } from './free-port.ts';
import { publishSuiteServers } from './suite-servers.ts';
import { gateHooks, gatePath } from './test-gate.ts';
import { testPasswordHashCost } from '@docsift/server/testing/accounts';
// The server's own OIDC tests use the same provider; one definition serves both.
import { startOidcProvider } from '@docsift/server/testing/oidc-provider';

const oidcClient = { clientId: 'docsift-e2e', clientSecret: 'docsift-e2e-client-secret' };
/** Shown on the third-party button as "Sign in with <name>". */
const oidcProviderName = 'Test ID';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
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

  const oidcPort = await freePort();
  const ports: { docsift: number; smtp: number }[] = [];
  for (let i = 0; i < config.workers; i++)
    ports.push({ docsift: await freePort(), smtp: await freePort() });
  const urls = ports.map(({ docsift }) => `http://127.0.0.1:${docsift}`);
  // better-auth discovers the provider at start-up, so the provider must be listening first.
  const oidc = await startOidcProvider(oidcPort, {
    ...oidcClient,
    redirectUris: urls.map((url) => `${url}/api/auth/provider/callback/oidc`),
  });
  const servers: RunningServer[] = [];
  const gateDirs: string[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(gateDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await oidc.stop();
  };
  try {
    // One after the other: a start that fails leaves only the started ones to stop.
    for (const { docsift, smtp } of ports) {
      const gateDir = await mkdtemp(join(tmpdir(), 'docsift-e2e-gates-'));
      gateDirs.push(gateDir);
      await Promise.all(
        gateHooks.map((hook) => writeFile(`${gatePath(gateDir, hook)}.release`, '')),
      );
      servers.push(
        await startDocsift({
          port: docsift,
          testHooks: {
            ...Object.fromEntries(gateHooks.map((hook) => [hook, gatePath(gateDir, hook)])),
            passwordHashCost: testPasswordHashCost,
          },
          env: {
            OIDC_ISSUER: oidc.issuer,
            OIDC_CLIENT_ID: oidcClient.clientId,
            OIDC_CLIENT_SECRET: oidcClient.clientSecret,
            OIDC_NAME: oidcProviderName,
            // Every test signs in from 127.0.0.1; the per-IP limit is covered by the server's own tests.
            AUTH_RATE_LIMIT_PER_IP: '100000',
            // Webhook tests deliver to a receiver on loopback, which is refused by default (SSRF).
            WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8',
            INBOUND_SMTP_PORT: String(smtp),
          },
        }),
      );
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  publishSuiteServers(
    servers.map((server, i) => ({
      url: server.url,
      dataDir: server.dataDir,
      smtpPort: ports[i]!.smtp,
      gateDir: gateDirs[i]!,
    })),
  );
  return stopAll;
}
