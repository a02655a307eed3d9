/** Doctype screens around the pipeline: a doctype without fields, and the dashboard search. */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test('an upload to a doctype without fields leads to the fields page', async ({ page }) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('no-fields'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Create manually' }).click();
    const create = page.getByRole('dialog', { name: 'New document type' });
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Receipts');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/fields$/);
    await expect(
      page.getByText('No fields yet. Add the first field to start extracting data.'),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Records' }).click();
    await expect(page.getByText('No uploads yet')).toBeVisible();
    await chooseFiles(page, page.getByRole('button', { name: /^Choose files/ }), [
      await files.write('invoice', 'receipt.pdf'),
    ]);
    // Every file arrived, so the upload dialog closes by itself.
    await expect(page.getByRole('dialog', { name: 'Upload files' })).toBeHidden();
    await expect(page.getByText('No fields defined', { exact: true })).toBeVisible();

    // The parse fails for good with doctype/no-fields; the upload's own view says the same.
    const item = page
      .getByRole('list', { name: 'Uploads', exact: true })
      .getByRole('listitem', { name: 'receipt.pdf' });
    await expect(item.getByRole('button', { name: 'Error of receipt.pdf' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(item.getByLabel('Processing')).toBeHidden();
    await item.getByRole('link', { name: /^receipt\.pdf/ }).click();
    await expect(page).toHaveURL(/\/records\/upload-[^/]+$/);
    await expect(page.getByText('No fields defined', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Define fields' }).click();
    await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/fields$/);
    await expect(page.getByRole('button', { name: 'Add field' })).toBeVisible();
  } finally {
    await files.remove();
  }
});

test('the dashboard search filters the doctypes and Enter opens the first match', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('search'));
  for (const title of ['Invoices 2024', 'Delivery notes', 'Invoices 2025']) {
    const response = await page.request.post('/api/doctypes', {
      data: { title, mode: 'one:single' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto('/dashboard');
  const cards = page.getByRole('list', { name: 'Document types' }).getByRole('link');
  await expect(cards).toHaveCount(3);

  const search = page.getByRole('searchbox', { name: 'Search document types' });
  await search.fill('  INVOICES ');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Delivery notes' })).toHaveCount(0);

  await search.fill('nothing like this');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('Nothing found')).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  await search.fill('invoices');
  await expect(cards).toHaveCount(2);
  const first = await cards.first().getAttribute('href');
  expect(first).toMatch(/^\/doctype\/doctype-[^/]+\/records\/all$/);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoices 202[45]$/);
});
