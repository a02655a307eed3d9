/**
 * Provenance in chromium: clicking an extracted value opens the preview at the page it was read
 * from, drawn by pdf.js, with the value's box outlined on it.
 */
import { expect, test } from '@playwright/test';
import { doctypeWithInvoices } from '../support/api-setup.ts';
import { invoiceFacts } from '../support/sample-documents.ts';

test('clicking a value shows its box highlighted on the rendered page', async ({ page }) => {
  const { doctype } = await doctypeWithInvoices(page.request, 'value-source', {
    title: 'Invoices',
    mode: 'one:single',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  await page.goto(`/doctype/${doctype}/records/all`);
  const value = page
    .getByRole('table', { name: 'Records' })
    .getByTitle('Show where this value was read');
  await expect(value).toHaveText(invoiceFacts.invoiceNumber, { timeout: 30_000 });
  await value.click();

  const drawn = page.getByTestId('preview-panel').locator('canvas[data-drawn="1"]');
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  const highlight = page.getByTestId('source-highlight');
  await expect(highlight).toBeVisible();
  const pageBox = (await drawn.boundingBox())!;
  const box = (await highlight.boundingBox())!;
  // A word-sized box on the page, in the invoice's header (its top half).
  expect(box.width).toBeGreaterThan(10);
  expect(box.width).toBeLessThan(pageBox.width / 2);
  expect(box.x).toBeGreaterThanOrEqual(pageBox.x);
  expect(box.y).toBeGreaterThanOrEqual(pageBox.y);
  expect(box.y + box.height).toBeLessThan(pageBox.y + pageBox.height / 2);
});
