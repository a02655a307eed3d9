import { expect, test } from '@playwright/test';
import {
  createAccount,
  password,
  submitSignIn,
  uniqueEmail,
  userMenuButton,
} from '../support/accounts.ts';

test('change the password on the account page', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('change-password');
  const newPassword = 'second-secret-2';
  await createAccount(page.request, email);
  await page.goto('/account');

  const passwordSection = page.getByRole('region', { name: 'Change password' });
  await passwordSection.getByLabel('Current password').fill(password);
  await passwordSection.getByLabel('New password').fill(newPassword);
  await passwordSection.getByLabel('Repeat password').fill(newPassword);
  const saved = page.waitForResponse((response) =>
    response.url().endsWith('/api/account/password'),
  );
  await passwordSection.getByRole('button', { name: 'Save password' }).click();
  expect((await saved).status()).toBe(204);
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await expect(passwordSection.getByLabel('Current password')).toHaveValue('');

  // A separate client, so this page's session stays untouched.
  const client = await playwright.request.newContext({ baseURL });
  try {
    expect((await client.post('/api/auth/login', { data: { email, password } })).status()).toBe(
      401,
    );
    expect(
      (await client.post('/api/auth/login', { data: { email, password: newPassword } })).status(),
    ).toBe(200);
  } finally {
    await client.dispose();
  }
});

test('after a password change, the API keys that survive it can be revoked at once', async ({
  page,
  playwright,
  baseURL,
}) => {
  await createAccount(page.request, uniqueEmail('keys-after-password'));
  const secrets: string[] = [];
  for (const name of ['Scanner', 'Bookkeeping']) {
    const created = await page.request.post('/api/api-keys', { data: { name } });
    expect(created.status()).toBe(201);
    secrets.push(((await created.json()) as { key: string }).key);
  }
  await page.goto('/account');
  const passwordSection = page.getByRole('region', { name: 'Change password' });
  const offer = passwordSection.getByTestId('keys-after-password');
  const changePassword = async (from: string, to: string) => {
    await passwordSection.getByLabel('Current password').fill(from);
    await passwordSection.getByLabel('New password').fill(to);
    await passwordSection.getByLabel('Repeat password').fill(to);
    await passwordSection.getByRole('button', { name: 'Save password' }).click();
  };
  await expect(offer).toHaveCount(0);

  // Keeping them closes the offer and keeps the keys.
  await changePassword(password, 'second-secret-2');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('does not affect your 2 API keys');
  await offer.getByRole('button', { name: 'Keep them' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('region', { name: 'API keys' }).getByRole('row')).toHaveCount(3);

  await changePassword('second-secret-2', 'third-secret-3');
  await offer.getByRole('button', { name: 'Revoke all API keys' }).click();
  const question = page.getByRole('dialog', { name: 'Revoke all API keys?' });
  await expect(question).toContainText('any of your 2 API keys');
  await question.getByRole('button', { name: 'Revoke all API keys' }).click();
  await expect(page.getByText('2 API keys revoked')).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('region', { name: 'API keys' })).toContainText('No API keys yet.');

  const client = await playwright.request.newContext({ baseURL });
  try {
    for (const secret of secrets) {
      const answer = await client.get('/api/me', {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(answer.status()).toBe(401);
    }
  } finally {
    await client.dispose();
  }
});

test('a wrong current password is refused', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('wrong-current'));
  await page.goto('/account');

  const passwordSection = page.getByRole('region', { name: 'Change password' });
  await passwordSection.getByLabel('Current password').fill('not-the-password');
  await passwordSection.getByLabel('New password').fill('second-secret-2');
  await passwordSection.getByLabel('Repeat password').fill('second-secret-2');
  await passwordSection.getByRole('button', { name: 'Save password' }).click();
  await expect(passwordSection.getByText('Wrong password')).toBeVisible();
});

test('a changed display name shows in the user menu', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('display-name'));
  await page.goto('/account');

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Display name').fill('Ada Lovelace');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved')).toBeVisible();

  await userMenuButton(page).click();
  await expect(page.getByRole('menu')).toContainText('Ada Lovelace');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByLabel('Display name'),
  ).toHaveValue('Ada Lovelace');
});

test('delete the account after typing its exact e-mail', async ({ page }) => {
  const email = uniqueEmail('delete');
  await createAccount(page.request, email);
  await page.goto('/account');

  const deleteSection = page.getByRole('region', { name: 'Delete account' });
  const confirmation = deleteSection.getByLabel('Type your e-mail address to confirm');
  const deleteButton = deleteSection.getByRole('button', { name: 'Delete account' });
  await expect(deleteButton).toBeDisabled();
  for (const almost of [email.toUpperCase(), ` ${email}`, email.slice(0, -1)]) {
    await confirmation.fill(almost);
    await expect(deleteButton, almost).toBeDisabled();
  }
  await confirmation.fill(email);
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();

  await expect(page).toHaveURL(/\/accountdeleted$/);
  await expect(page.getByRole('heading', { name: 'Account deleted' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('E-Mail not found or incorrect password');
});
