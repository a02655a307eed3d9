import { expect, test } from '@playwright/test';
import {
  createAccount,
  password,
  submitSignIn,
  uniqueEmail,
  userMenuButton,
} from '../support/accounts.ts';

test('register, sign out, and sign in again from a protected route back to it', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?r=(%2F|\/)settings$/);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('register needs the privacy policy accepted', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('privacy'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Please accept the privacy policy.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a wrong password is refused with the catalogue text', async ({ page, request }) => {
  const email = uniqueEmail('wrong-password');
  await createAccount(request, email);
  await page.goto('/login');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await submitSignIn(page, email, 'not-the-password');
  expect((await answer).status()).toBe(401);

  await expect(page.getByRole('alert')).toHaveText('E-Mail not found or incorrect password');
  await expect(page).toHaveURL(/\/login$/);
});
