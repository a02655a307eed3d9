import { expect, test } from '@playwright/test';
import { createAccount, password, submitSignIn, uniqueEmail } from '../support/accounts.ts';
import { waitForActionLink } from '../support/mailbox.ts';

test('reset the password through the e-mailed link, which works only once, and then revoke the API keys it leaves working', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('reset');
  const newPassword = 'second-secret-2';
  await createAccount(request, email);
  const created = await request.post('/api/api-keys', { data: { name: 'Scanner' } });
  expect(created.status()).toBe(201);
  const secret = ((await created.json()) as { key: string }).key;

  await page.goto('/reset');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this address, an e-mail with a reset link is on its way.',
  );

  const link = await waitForActionLink(email);
  expect(link.searchParams.get('mode')).toBe('resetPassword');
  const actionPath = `${link.pathname}${link.search}`;
  await page.goto(actionPath);
  await expect(page.getByText(`Account: ${email}`)).toBeVisible();
  await expect(page.getByText('Your API keys keep working with a new password')).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page).toHaveURL(/\/login\?flash=saved&r=/);
  await expect(page.getByText('Successfully saved')).toBeVisible();

  await submitSignIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('E-Mail not found or incorrect password');
  await submitSignIn(page, email, newPassword);
  // Signed in, the account page offers to revoke the key the reset left working.
  await expect(page).toHaveURL(/\/account\?password=reset$/);
  const offer = page.getByTestId('keys-after-password');
  await expect(offer).toContainText('does not affect your API key');
  await offer.getByRole('button', { name: 'Revoke all API keys' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke all API keys?' })
    .getByRole('button', { name: 'Revoke all API keys' })
    .click();
  await expect(offer).toBeHidden();
  const client = await playwright.request.newContext({ baseURL });
  try {
    const answer = await client.get('/api/me', { headers: { authorization: `Bearer ${secret}` } });
    expect(answer.status()).toBe(401);
  } finally {
    await client.dispose();
  }

  await page.goto(actionPath);
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or has already been used. Please request a new one.',
  );
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test('the new password and its repeat must match', async ({ page, request }) => {
  const email = uniqueEmail('reset-mismatch');
  await createAccount(request, email);
  const reset = await request.post('/api/auth/reset', { data: { email } });
  expect(reset.status()).toBe(204);
  const link = await waitForActionLink(email);

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill('second-secret-2');
  await page.getByLabel('Repeat password').fill('second-secret-3');
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/action\?/);
});
