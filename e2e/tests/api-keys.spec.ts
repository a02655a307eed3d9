import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { watchConsoleErrors } from '../support/console-errors.ts';

test('create an API key, copy it, call the API with it, revoke it', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('api-key');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await createAccount(page.request, email);
  await page.goto('/account');

  const section = page.getByRole('region', { name: 'API keys' });
  // The reference link reads as part of its sentence, in the sentence's size.
  const reference = section.getByRole('link', { name: 'API reference' });
  await expect(reference.locator('xpath=..')).toHaveCSS('font-size', '14px');
  await expect(reference).toHaveCSS('font-size', '14px');
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  await section.getByLabel('Name').fill('Nightly import');
  await section.getByRole('button', { name: 'Create key' }).click();
  const secret = section.getByTestId('api-key-secret');
  await expect(secret).toHaveText(/^dsk_\S{40,}$/);
  const key = (await secret.textContent())!;

  await section.getByRole('button', { name: 'Copy key' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(key);

  const row = section.getByRole('row', { name: /Nightly import/ });
  await expect(row).toContainText(key.slice(0, 8));
  await expect(row).toContainText('Never');

  // Without credentials: the key alone must identify the account, as for a script.
  const callMe = (withKey: string) =>
    page.evaluate(
      async ([url, bearer]) => {
        const res = await fetch(url!, {
          credentials: 'omit',
          headers: { authorization: `Bearer ${bearer}` },
        });
        return { status: res.status, body: (await res.json()) as unknown };
      },
      [`${baseURL}/api/me`, withKey],
    );
  expect(await callMe(key)).toMatchObject({ status: 200, body: { email } });

  // The secret is shown once: after Done, and after a reload, only its prefix remains.
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toBeHidden();
  await expect(page.getByText(key)).toBeHidden();
  // The use is recorded beside the request, not before its answer.
  await expect(async () => {
    await page.reload();
    await expect(row).not.toContainText('Never', { timeout: 500 });
  }).toPass();

  await row.getByRole('button', { name: 'Revoke Nightly import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key?' });
  await expect(dialog).toContainText('“Nightly import”');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  expect(await callMe(key)).toEqual({
    status: 401,
    body: { error: { code: 'unauthenticated', message: 'Please sign in' } },
  });
});

test('the API reference renders from this server alone, under its CSP', async ({
  page,
  baseURL,
}) => {
  const errors = watchConsoleErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Docsift API/ })).toBeVisible();
  await expect(page.locator('[data-path="/api/api-keys/{id}"]')).toBeVisible();
  expect(
    requested.filter((url) => !/^(data|blob):/.test(url) && !url.startsWith(baseURL!)),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
