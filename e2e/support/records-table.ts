/** The records table of a doctype page, as the records specs find and fill it. */
import { expect, type Page } from '@playwright/test';
import { doctypeWithInvoices, lineItemFields, type SavedField } from './api-setup.ts';

export const recordsTable = (page: Page) => page.getByRole('grid', { name: 'Records' });
export const bodyRows = (page: Page) => recordsTable(page).locator('tbody tr[data-record]');
/** One column's values, top to bottom. */
export const columnValues = (page: Page, field: string) =>
  recordsTable(page).locator(`tbody td[data-field="${field}"]`).allInnerTexts();

/** A signed-in page on the records of a new doctype holding the invoice's three line items. */
export async function openLineItems(
  page: Page,
): Promise<{ doctype: string; fields: SavedField[] }> {
  const created = await doctypeWithInvoices(page.request, 'records-table', {
    title: 'Line items',
    mode: 'multi',
    fields: lineItemFields,
  });
  await page.goto(`/doctype/${created.doctype}/records/all`);
  await expect(bodyRows(page)).toHaveCount(3, { timeout: 30_000 });
  return created;
}
