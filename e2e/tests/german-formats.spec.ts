/**
 * A German user reads numbers and dates the German way everywhere, not only in the credit meter
 * (issue 25 item 6: "4.9" and "165.07" in the records table, "1,000 credits" as bundle titles).
 */
import { expect, test } from '@playwright/test';
import { doctypeWithInvoices } from '../support/api-setup.ts';

test('the records table and the credit bundles speak German numbers and dates', async ({
  page,
}) => {
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'german-formats', {
    title: 'Rechnungen',
    fields: [
      { caption: 'Invoice date', type: 'date' },
      { caption: 'Total amount', type: 'number' },
    ],
  });
  const settings = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(settings.status(), await settings.text()).toBe(200);
  const [date, total] = fields.map(({ key }) =>
    // The table's own name is German too.
    page.locator(`tbody td[data-field="${key}"]`).first(),
  );

  await page.goto(`/doctype/${doctype}/records/all`);
  await expect(date!).toHaveText('15.03.2024', { timeout: 30_000 });
  await expect(total!).toHaveText('952');

  // Typed with a German decimal mark, shown with German grouping, kept after a reload.
  await total!.dblclick();
  const editor = total!.getByRole('textbox', { name: 'Total amount' });
  await expect(editor).toHaveValue('952');
  await editor.fill('12345,67');
  await editor.press('Enter');
  await expect(total!).toHaveText('12.345,67');
  await total!.dblclick();
  await expect(editor).toHaveValue('12345,67');
  await editor.press('Escape');
  await page.reload();
  await expect(total!).toHaveText('12.345,67', { timeout: 30_000 });

  await page.goto('/payment/subscription');
  const bundle = page.getByTestId('product-credits-1000');
  await expect(bundle.getByText('1.000 Credits', { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('product-starter').getByText('Starter', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByTestId('product-free').getByText('Kostenlos', { exact: true }),
  ).toBeVisible();
});
