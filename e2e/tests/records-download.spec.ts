/**
 * The download dialog against the real server: a free user sees xlsx tagged PRO, downloads the
 * sorted view as csv with the mouse, and the file holds the records in the view's order.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { doctypeWithInvoices, lineItemFields } from '../support/api-setup.ts';

test('a free user downloads the sorted records as csv and sees xlsx tagged PRO', async ({
  page,
}) => {
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'records-download', {
    title: 'Positionen Größe',
    mode: 'multi',
    fields: lineItemFields,
  });
  const amount = fields.find((f) => f.caption === 'Amount')!.key;
  await page.goto(`/doctype/${doctype}/records/all?sort=${amount}:desc`);
  await expect(
    page.getByRole('table', { name: 'Records' }).locator('tbody tr[data-record]'),
  ).toHaveCount(3, { timeout: 30_000 });

  await page.getByTestId('records-download').click();
  const dialog = page.getByRole('dialog', { name: 'Download records' });
  await expect(dialog.getByRole('radio', { name: 'Excel workbook (xlsx)' })).toBeDisabled();
  await expect(dialog.getByTestId('pro-tag')).toHaveAttribute('href', '/payment/subscription');
  await expect(dialog.getByRole('radio', { name: /^CSV/ })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('download-submit').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Positionen Größe.csv');
  await expect(dialog).toBeHidden();

  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
  expect(lines[0]).toBe('Description,Quantity,Amount');
  const amounts = lines.slice(1).map((line) => Number(line.split(',').at(-1)));
  expect(amounts).toHaveLength(3);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
});

test('the upload picker narrows the download to one upload', async ({ page }) => {
  const { doctype } = await doctypeWithInvoices(
    page.request,
    'upload-picker',
    { title: 'Picked', fields: [{ caption: 'Total', type: 'number' }] },
    ['first.pdf', 'second.pdf'],
  );
  await page.goto(`/doctype/${doctype}/records/all`);
  await page.getByTestId('records-download').click();
  const dialog = page.getByRole('dialog', { name: 'Download records' });
  await expect(dialog.getByTestId('download-scope')).toHaveText('All uploads');
  await dialog.getByRole('button', { name: 'Choose upload' }).click();
  const picker = dialog.getByTestId('upload-picker');
  await picker.getByRole('radio', { name: 'first.pdf' }).check();
  await picker.getByRole('button', { name: 'Choose' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByTestId('download-scope')).toHaveText('first.pdf');
});
