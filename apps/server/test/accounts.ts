/** Readable factories for account tests: a unique e-mail and a registered, signed-in client. */
import { randomBytes } from 'node:crypto';
import type { Me } from '@docsift/core/me';
import { HttpClient } from './http-client.ts';

export const testPassword = 'correct horse 42';

/**
 * scrypt's cost on the test servers (platform/test-hooks.ts `passwordHashCost`), a sixteenth of
 * better-auth's: the suites register hundreds of accounts, and what they test of a password is
 * whether it matches, not how long guessing it takes.
 */
export const testPasswordHashCost = 1024;

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

export async function registerUser(
  baseUrl: string,
  overrides: {
    email?: string;
    password?: string;
    displayName?: string;
    language?: 'en' | 'de';
  } = {},
): Promise<{ client: HttpClient; email: string; password: string; me: Me }> {
  const client = new HttpClient(baseUrl);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? testPassword;
  const res = await client.post<Me>('/api/auth/register', {
    privacy: true,
    ...overrides,
    email,
    password,
  });
  if (res.status !== 201)
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, email, password, me: res.body };
}

/** A registered user's API key (`dsk_…`), for tests of programs that call the API with one. */
export async function registerUserWithApiKey(
  baseUrl: string,
): Promise<{ apiKey: string; client: HttpClient; me: Me }> {
  const { client, me } = await registerUser(baseUrl);
  const res = await client.post<{ key: string }>('/api/api-keys', { name: 'test' });
  if (res.status !== 201)
    throw new Error(`API key refused: ${res.status} ${JSON.stringify(res.body)}`);
  return { apiKey: res.body.key, client, me };
}
