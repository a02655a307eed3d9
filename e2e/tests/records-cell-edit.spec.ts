/**
 * Editing a value in the "All uploads" table with the mouse: a double click on the value's own
 * text edits it in place (it once opened the value's source in its upload instead), and a pencil
 * shows on the cell under the pointer.
 */
import { expect, test, type Page } from '@playwright/test';
import { doctypeWithInvoices } from '../support/api-setup.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { textColour, textOnTopOf } from '../support/painted-colour.ts';
import { openLineItems, recordsTable } from '../support/records-table.ts';
import { invoiceFacts } from '../support/sample-documents.ts';

async function openAllUploads(page: Page, emailPrefix: string) {
  const { doctype, fields } = await doctypeWithInvoices(page.request, emailPrefix, {
    title: 'Invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  await page.goto(`/doctype/${doctype}/records/all`);
  const cell = recordsTable(page).locator(`tbody td[data-field="${fields[0]!.key}"]`);
  await expect(cell).toHaveText(invoiceFacts.invoiceNumber, { timeout: 30_000 });
  // The value has a source: its button is there, and no click on the text may use it.
  await expect(cell.getByRole('button', { name: 'Show where this value was read' })).toBeVisible();
  return cell;
}

test('a double click on the value text edits it in place; Enter saves it', async ({ page }) => {
  const cell = await openAllUploads(page, 'cell-dblclick');
  const address = page.url();
  await cell.getByText(invoiceFacts.invoiceNumber, { exact: true }).dblclick();
  const editor = cell.getByRole('textbox', { name: 'Invoice number' });
  await expect(editor).toBeFocused();
  await editor.fill('INV-2024-0099');
  await editor.press('Enter');
  await expect(cell).toHaveText('INV-2024-0099');
  expect(page.url()).toBe(address);

  await page.reload();
  await expect(cell).toHaveText('INV-2024-0099', { timeout: 30_000 });
  expect(page.url()).toBe(address);
});

test('a pencil shows on the cell under the pointer and edits it', async ({ page }) => {
  const cell = await openAllUploads(page, 'cell-pencil');
  const pencil = cell.getByRole('button', { name: 'Edit value' });
  await expect(pencil).toBeHidden();
  await cell.hover();
  await expect(pencil).toBeVisible();
  const [cellBox, pencilBox] = await boxesInOneFrame(cell, pencil);
  expect(pencilBox.x + pencilBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
  await pencil.click();
  await expect(cell.getByRole('textbox', { name: 'Invoice number' })).toBeFocused();
});

test('a number the cell cannot read says what is wrong beside it, in red, until it reads', async ({
  page,
}) => {
  const { fields } = await openLineItems(page);
  const quantity = fields.find(({ caption }) => caption === 'Quantity')!;
  const cell = recordsTable(page).locator(`tbody td[data-field="${quantity.key}"]`).first();
  await cell.dblclick();
  const editor = cell.getByRole('textbox', { name: 'Quantity' });
  const problemText = 'Not a number: type digits, such as 1234.5';
  const problem = page.getByRole('alert').filter({ hasText: problemText });

  await editor.fill('12 pcs');
  await expect(problem).toBeVisible();
  await expect(editor).toHaveAccessibleDescription(problemText);
  // Not clipped by the cell's row nor covered: painted below the editor, on top, in red.
  const [problemBox, cellBox] = await boxesInOneFrame(problem, cell);
  expect(problemBox.y).toBeGreaterThanOrEqual(cellBox.y + cellBox.height - 1);
  expect(await textOnTopOf(problem)).toBe(problemText);
  const { r, g, b } = await textColour(problem);
  expect(r).toBeGreaterThan(Math.max(g, b) + 80);

  // Enter keeps the editor open on what cannot be saved; a number saves.
  await editor.press('Enter');
  await expect(editor).toBeFocused();
  await editor.fill('12');
  await expect(problem).toBeHidden();
  await editor.press('Enter');
  await expect(cell).toHaveText('12');
});
