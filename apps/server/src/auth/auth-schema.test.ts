import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';
import { createAuth } from './auth.ts';

// Our migrations own better-auth's tables: this fails when an upgrade expects a column we lack.
describe.each(dialects)('better-auth tables on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, {
      env: {
        OIDC_ISSUER: 'http://127.0.0.1:9/',
        OIDC_CLIENT_ID: 'docsift',
        OIDC_CLIENT_SECRET: 'secret',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('match what better-auth expects, with nothing to create or add', async () => {
    const auth = createAuth({
      config: server.config,
      database: server.database,
      secret: server.config.authSecret!,
      logger: server.app.log as never,
      sendResetPassword: async () => {},
      onUserCreated: async () => {},
      onPasswordReset: () => {},
    });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});
