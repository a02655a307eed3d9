/**
 * Editing a value in the "All uploads" table with the mouse: a double click on the value's own
 * text edits it in place (it once opened the value's source in its upload instead), and a pencil
 * shows on the cell under the pointer. Numbers and dates are typed as the UI language writes them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import de from '@docsift/web/locales/de';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import {
  createDoctype,
  doctypeWithInvoices,
  ordersDoctype,
  uploadFile,
  type SavedField,
} from '../support/api-setup.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { textColour, textOnTopOf } from '../support/painted-colour.ts';
import { bodyRows, openLineItems, recordsTable } from '../support/records-table.ts';
import { invoiceFacts } from '../support/sample-documents.ts';
import { withTempFile } from '../support/temp-file.ts';

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

test('a pencil shows on the cell under the pointer or with the focus, and edits it', async ({
  page,
}) => {
  const cell = await openAllUploads(page, 'cell-pencil');
  const pencil = cell.getByRole('button', { name: 'Edit value' });
  const text = cell.getByText(invoiceFacts.invoiceNumber, { exact: true });
  await expect(pencil).toBeHidden();
  const [textBefore] = await boxesInOneFrame(text);
  await cell.focus();
  await expect(pencil).toBeVisible();
  await cell.blur();
  await expect(pencil).toBeHidden();
  await cell.hover();
  await expect(pencil).toBeVisible();
  const [cellBox, pencilBox, textAfter] = await boxesInOneFrame(cell, pencil, text);
  expect(pencilBox.x + pencilBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
  // Its place was kept: the text neither moves nor narrows when it shows.
  expect(textAfter).toEqual(textBefore);
  await pencil.click();
  await expect(cell.getByRole('textbox', { name: 'Invoice number' })).toBeFocused();
});

test('of all the cells, only the one under the pointer has a pencil, in a place kept for it', async ({
  page,
}) => {
  // One on every cell, hidden but made, slowed scrolling through 10,000 rows by 40 %. A CSV's
  // values have no source to show: their cells offer nothing until pointed at.
  await createAccount(page.request, uniqueEmail('cell-pencils'));
  const doctype = await createDoctype(page.request, ordersDoctype);
  const csv = 'Customer;Amount\nAcme GmbH;99\nMüller und Söhne;1234\nNorth Ltd;7\n';
  await withTempFile('orders.csv', csv, (file) => uploadFile(page.request, doctype, file));
  await page.goto(`/doctype/${doctype}/records/all`);
  const table = recordsTable(page);
  await expect(bodyRows(page)).toHaveCount(3, { timeout: 30_000 });
  const cells = table.locator('tbody td[data-field]');
  const cell = cells.filter({ hasText: 'Müller und Söhne' });
  const text = cell.getByText('Müller und Söhne');
  const [textBefore] = await boxesInOneFrame(text);
  await cell.hover();
  await expect(cell.getByRole('button', { name: 'Edit value' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Edit value', includeHidden: true })).toHaveCount(
    1,
  );
  const [textAfter] = await boxesInOneFrame(text);
  expect(textAfter).toEqual(textBefore);
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

/** Types `text` into the cell's editor and saves it with Enter, which closes the editor. */
async function typeInto(cell: Locator, caption: string, text: string) {
  await cell.dblclick();
  const editor = cell.getByRole('textbox', { name: caption });
  await editor.fill(text);
  await editor.press('Enter');
  await expect(editor).toBeHidden();
}

test('numbers and dates are typed as the UI language writes them, in English and German', async ({
  page,
}) => {
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'cell-languages', {
    title: 'Invoices',
    fields: [
      { caption: 'Invoice date', type: 'date' },
      { caption: 'Total amount', type: 'number' },
    ],
  });
  const [date, total] = fields as [SavedField, SavedField];
  const cellOf = (field: SavedField) => page.locator(`tbody td[data-field="${field.key}"]`).first();
  const stored = async () => {
    const response = await page.request.get(`/api/doctypes/${doctype}/records`);
    const { records } = (await response.json()) as { records: { data: Record<string, unknown> }[] };
    return [records[0]!.data[date.key], records[0]!.data[total.key]];
  };
  await page.goto(`/doctype/${doctype}/records/all`);
  await expect(cellOf(total)).toHaveText('952', { timeout: 30_000 });

  // A comma was once swapped for a point whatever the language: "1,234.5" was no number.
  await typeInto(cellOf(total), 'Total amount', '12,345.5');
  await typeInto(cellOf(date), 'Invoice date', '1/31/2024');
  await expect(cellOf(total)).toHaveText('12,345.5');
  await expect(cellOf(date)).toHaveText('Jan 31, 2024');
  await expect.poll(stored).toEqual(['2024-01-31', 12345.5]);

  const german = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(german.status(), await german.text()).toBe(200);
  await page.reload();
  await expect(cellOf(total)).toHaveText('12.345,5', { timeout: 30_000 });
  // The editor holds the date as the table shows it, which reads back.
  await cellOf(date).dblclick();
  const dateEditor = cellOf(date).getByRole('textbox', { name: 'Invoice date' });
  await expect(dateEditor).toHaveValue('31.01.2024');
  await dateEditor.press('Escape');
  await typeInto(cellOf(total), 'Total amount', '1.234,5');
  await typeInto(cellOf(date), 'Invoice date', '1.2.2024');
  // Four digits are shown ungrouped.
  await expect(cellOf(total)).toHaveText('1234,5');
  await expect(cellOf(date)).toHaveText('01.02.2024');
  await expect.poll(stored).toEqual(['2024-02-01', 1234.5]);

  // A day not in the calendar says what is wrong below the cell and is not saved.
  await cellOf(date).dblclick();
  await dateEditor.fill('31.02.2024');
  const problem = page.getByRole('alert').filter({ hasText: de.doctypes.records.invalid_date });
  await expect(problem).toBeVisible();
  await expect(dateEditor).toHaveAccessibleDescription(de.doctypes.records.invalid_date);
  const [problemBox, cellBox] = await boxesInOneFrame(problem, cellOf(date));
  expect(problemBox.y).toBeGreaterThanOrEqual(cellBox.y + cellBox.height - 1);
  expect(await textOnTopOf(problem)).toBe(de.doctypes.records.invalid_date);
  await dateEditor.press('Enter');
  await expect(dateEditor).toBeFocused();
  await dateEditor.press('Escape');
  await expect(cellOf(date)).toHaveText('01.02.2024');
  await expect.poll(stored).toEqual(['2024-02-01', 1234.5]);
});
