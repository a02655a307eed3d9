/**
 * Every dialog driven with the mouse only, in a fresh session (no styles cached from other
 * pages): floating elements opened from a modal must sit above it and be styled.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';

/** Clicks the option like a person: the dropdown must be on top, so no `force`. */
async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option }).click();
  await expect(listbox).toBeHidden();
  await expect(combobox).toHaveValue(option);
}

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
