/** The doctype's title edited in place: saved on leaving the field, checked by the core schema. */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';

test('the doctype title is renamed in place, refused when blank, and Escape keeps it', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('rename'));
  const id = await createDoctype(page.request, { title: 'Receipts', mode: 'single' });
  await page.goto(`/doctype/${id}/records/all`);
  const heading = page.getByRole('heading', { level: 1 });
  const input = page.getByRole('textbox', { name: 'Document type name' });

  await page.getByRole('button', { name: 'Rename' }).click();
  await input.fill('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please provide the document type name.')).toBeVisible();
  await input.press('Escape');
  await expect(heading).toHaveText('Receipts');

  await page.getByRole('button', { name: 'Rename' }).click();
  await input.fill('Canteen receipts');
  // Clicking elsewhere saves, like Enter.
  await page.getByRole('tab', { name: 'Records' }).click();
  await expect(heading).toHaveText('Canteen receipts');
  await expect(page).toHaveTitle('Canteen receipts · Docsift');
  const saved = await page.request.get(`/api/doctypes/${id}`);
  expect(((await saved.json()) as { title: string }).title).toBe('Canteen receipts');
});
