/** Accounts for browser tests: a fresh address per test, created over the API or signed in through the UI. */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const password = 'first-secret-1';

/** Unique per call, readable in server logs: `<label>-<random>@e2e.test`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@e2e.test`;
}

/**
 * Registers over the API. With `page.request` the session cookie lands in the page's browser
 * context (signed in); with the `request` fixture the browser stays signed out.
 */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  accountPassword = password,
): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: { email, password: accountPassword, privacy: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills and submits the sign-in form on the current /login page. */
export async function submitSignIn(
  page: Page,
  email: string,
  accountPassword: string,
): Promise<void> {
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(accountPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const userMenuButton = (page: Page) => page.getByRole('button', { name: 'User menu' });
