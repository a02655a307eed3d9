import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, userMenuButton } from '../support/accounts.ts';

/** The local provider's development login form accepts any login; the login becomes the e-mail. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Sign in with Test ID' }).click();
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('third-party sign-in lands on the dashboard as the provider account', async ({ page }) => {
  const email = uniqueEmail('oidc');
  await page.goto('/login');
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await userMenuButton(page).click();
  await expect(page.getByRole('menu')).toContainText(email.split('@')[0]!);
  expect((await (await page.request.get('/api/me')).json()).email).toBe(email);
});

test('third-party sign-in started from a protected route returns to it', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?r=(%2F|\/)account$/);
  await signInAtProvider(page, uniqueEmail('oidc-return'));

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
});
