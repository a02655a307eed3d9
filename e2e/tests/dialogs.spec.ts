/**
 * Every dialog driven with the mouse only, in a fresh session (no styles cached from other
 * pages): floating elements opened from a modal must sit above it and be styled.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { chooseOption } from '../support/select-option.ts';

/** The selected option's check icon, drawn by Combobox.css at icon size (not full width). */
async function expectSmallCheckIcon(page: Page, combobox: Locator): Promise<void> {
  await combobox.click();
  const icon = page.getByRole('option', { selected: true }).locator('svg');
  const box = await icon.boundingBox();
  expect(box, 'the selected option shows a check icon').not.toBeNull();
  expect(box!.width).toBeLessThan(24);
  expect(box!.height).toBeLessThan(24);
  await combobox.click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function doctypeMode(page: Page, url: string): Promise<string> {
  const id = /\/doctype\/(doctype-[^/]+)/.exec(url)?.[1];
  const response = await page.request.get(`/api/doctypes/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { mode: string }).mode;
}

test('the manual-create dialog takes a mode chosen with the mouse', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('create-dialog'));
  await page.goto('/dashboard');

  // Cancel closes it without creating anything.
  await page.getByRole('button', { name: 'Create manually' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document type' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A backdrop click dismisses it too.
  await page.getByRole('button', { name: 'Create manually' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  // So does its ×, which a screen reader names.
  await page.getByRole('button', { name: 'Create manually' }).click();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Create manually' }).click();
  // Submitting empty shows the validation message in the dialog.
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Please provide the document type name.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).click();
  await page.keyboard.type('Bank statements');
  await expect(dialog.getByText('Please provide the document type name.')).toBeHidden();
  const mode = dialog.getByRole('combobox', { name: 'Mode' });
  await expectSmallCheckIcon(page, mode);
  await chooseOption(page, mode, 'Many records per page');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/fields$/);
  expect(await doctypeMode(page, page.url())).toBe('multi');
  await expect(page.getByRole('radio', { name: 'Many records per page' })).toBeChecked();
});

test('the wizard takes a mode chosen with the mouse; Cancel closes it', async ({ page }) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-dialog'));
    await page.goto('/dashboard');
    const wizard = page.getByRole('dialog', { name: 'New document type from a sample' });

    // The wizard is static: a backdrop click leaves it open, only Cancel closes it.
    await page.getByRole('button', { name: 'Create from a sample' }).click();
    await expect(wizard.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(wizard).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    await expect(wizard).toBeHidden();

    await page.getByRole('button', { name: 'Create from a sample' }).click();
    await chooseFiles(page, wizard.getByRole('button', { name: /^Drop a sample document/ }), [
      await files.write('invoice', 'invoice.pdf'),
    ]);
    const name = wizard.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('invoice', { timeout: 30_000 });
    const mode = wizard.getByRole('combobox', { name: 'Mode' });
    await expectSmallCheckIcon(page, mode);
    await chooseOption(page, mode, 'Many records per document');
    await name.click({ clickCount: 3 });
    await page.keyboard.type('Supplier invoices');
    await wizard.getByRole('button', { name: 'Create document type' }).click();

    await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/records\/all$/);
    await expect(page.getByRole('heading', { name: 'Supplier invoices', level: 1 })).toBeVisible();
    expect(await doctypeMode(page, page.url())).toBe('one:multi');
  } finally {
    await files.remove();
  }
});

test('the delete confirmation of a doctype is cancelled and confirmed by mouse', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('delete-dialog'));
  const id = await createDoctype(page.request, { title: 'Old receipts', mode: 'single' });
  await page.goto(`/doctype/${id}/records/all`);

  const confirm = page.getByRole('dialog', { name: 'Confirm' });
  const actions = page.getByRole('button', { name: 'Document type actions' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(confirm.getByText('Do you really want to delete this?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Old receipts', level: 1 })).toBeVisible();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get(`/api/doctypes/${id}`)).status()).toBe(404);
});

test('the upload dialog shows a refused file and closes with its button', async ({ page }) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('upload-dialog'));
    const id = await createDoctype(page.request, { title: 'Letters', mode: 'one:single' });
    await page.goto(`/doctype/${id}/records/all`);
    await chooseFiles(page, page.getByRole('button', { name: 'Upload files' }), [
      await files.write('noise', 'noise.pdf'),
    ]);
    const dialog = page.getByRole('dialog', { name: 'Upload files' });
    await expect(
      dialog.getByRole('listitem', { name: 'noise.pdf' }).getByRole('img', { name: 'Failed' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await files.remove();
  }
});
