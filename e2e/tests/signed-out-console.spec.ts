/**
 * Signed out is an expected state, not an error: the signed-out pages load without logging one
 * (the session check used to log a 401 from GET /api/me on every load).
 */
import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from '../support/console-errors.ts';

const pages: [path: string, heading: string][] = [
  ['/login', 'Sign in'],
  ['/register', 'Create an account'],
  ['/reset', 'Reset password'],
  ['/terms', 'Terms of service'],
  ['/privacy', 'Privacy policy'],
  ['/accountdeleted', 'Account deleted'],
];

test('the signed-out pages load without a console error', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('signed out, a protected page asks to sign in and an unknown one is not found, without errors', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?r=(%2F|\/)settings$/);
  await page.goto('/unknown-page');
  const notFound = page.getByRole('region', { name: 'Page not found' });
  await expect(notFound).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await notFound.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/login\?r=/);
  expect(errors).toEqual([]);
});
