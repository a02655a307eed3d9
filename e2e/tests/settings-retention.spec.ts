/**
 * The retention select shows the retention in force and offers only what the plan keeps (issue 25
 * item 7: a free user chose 30 days, read "Successfully saved", and found 7 after a reload).
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { docsift } from '../support/cli.ts';

test('the retention select shows the capped value and disables what the plan does not keep', async ({
  page,
}) => {
  const email = uniqueEmail('retention');
  await createAccount(page.request, email);
  // Chosen before the plan limit was shown, as the API still lets a program do.
  const chosen = await page.request.patch('/api/settings', { data: { uploadRetention: 30 } });
  expect(chosen.status(), await chosen.text()).toBe(200);

  const select = page.getByRole('combobox', { name: 'Upload retention' });
  const option = (days: number) => select.locator(`option[value="${days}"]`);
  const limit = page.getByTestId('retention-limit');

  await page.goto('/settings');
  await expect(select).toHaveValue('7');
  await expect(option(7)).toBeEnabled();
  for (const days of [14, 30, 90, 182, 365]) await expect(option(days), `${days}`).toBeDisabled();
  await expect(limit).toBeVisible();
  await expect(limit).toContainText('Your plan keeps uploads for 7 days.');

  await docsift('users', 'set-role', '--email', email, '--role', 'starter');
  await page.reload();
  await expect(select).toHaveValue('30');
  await expect(option(30)).toBeEnabled();
  await expect(option(90)).toBeDisabled();
  await expect(limit).toContainText('Your plan keeps uploads for 30 days.');
  await select.selectOption('14');
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await page.reload();
  await expect(select).toHaveValue('14');

  await docsift('users', 'set-role', '--email', email, '--role', 'professional');
  await page.reload();
  for (const days of [7, 14, 30, 90, 182, 365]) await expect(option(days), `${days}`).toBeEnabled();
  await expect(limit).toHaveCount(0);
});

test('the PRO tag beside the German plan limit, which wraps, shows its whole label', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('retention-de'));
  const saved = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/settings');
  const limit = page.getByTestId('retention-limit');
  await expect(limit).toContainText('Dein Tarif bewahrt Uploads 7 Tage auf.');
  // The flex row squeezed the tag to "P…": its label was cut, though its text said PRO whole.
  const label = limit.getByTestId('pro-tag').locator('.mantine-Badge-label');
  const { scrollWidth, clientWidth } = await label.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(clientWidth).toBeGreaterThan(0);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
