/** The fields page's list is a form on core's schema: a blank caption stops Save in place. */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';

test('a blank caption is shown under its field and sends nothing; trimmed, moved fields save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createAccount(page.request, uniqueEmail('field-list-form'));
  const id = await createDoctype(page.request, {
    title: 'Receipts',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') saves.push(request.url());
  });
  await page.goto(`/doctype/${id}/fields`);

  await page.getByRole('button', { name: 'Add field' }).click();
  const added = page.getByRole('group', { name: 'Field 2', exact: true });
  await expect(added.getByRole('textbox', { name: 'Caption' })).toBeFocused();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(added.getByText('Please provide the field caption.')).toBeVisible();
  expect(saves).toEqual([]);

  await added.getByRole('textbox', { name: 'Caption' }).fill('  Seller  ');
  await expect(page.getByText('Please provide the field caption.')).toBeHidden();
  await page.getByRole('button', { name: 'Move field Seller up' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  expect(saves).toHaveLength(1);

  await page.reload();
  const captions = page.getByTestId('field-row').getByRole('textbox', { name: 'Caption' });
  // A loaded machine may take a while to render the page again.
  await expect(captions).toHaveCount(2, { timeout: 30_000 });
  await expect(captions.nth(0)).toHaveValue('Seller');
  await expect(captions.nth(1)).toHaveValue('Invoice number');
});
