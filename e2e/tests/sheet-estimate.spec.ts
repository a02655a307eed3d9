/**
 * The upload dialog's estimate for spreadsheets (issue 30) is what the server charges: an XLSX
 * or ODS costs a credit per sheet holding values, read from the file in the browser, so the
 * "not enough credits" warning comes when a workbook of many sheets outruns the balance.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, ordersDoctype } from '../support/api-setup.ts';
import { docsift } from '../support/cli.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test('a workbook is estimated at a credit per filled sheet, as the server charges, and warns when short', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const files = await sampleDocuments();
  try {
    const email = uniqueEmail('sheet-estimate');
    await createAccount(page.request, email);
    const doctype = await createDoctype(page.request, ordersDoctype);
    const xlsx = await files.write('threeSheetsXlsx', 'orders.xlsx');
    const ods = await files.write('twoTablesOds', 'orders.ods');
    // A file the server refuses costs nothing, and keeps the dialog open to be read.
    const noise = await files.write('noise', 'notes.txt');
    await page.goto(`/doctype/${doctype}/records/all`);
    const dialog = page.getByRole('dialog', { name: 'Upload files' });
    const meter = page.getByTestId('credit-meter');

    // Covered: three filled sheets and two tables, the empty sheet free; what is painted is what
    // the parses then take from the balance.
    await chooseFiles(page, page.getByRole('button', { name: 'Upload files' }), [xlsx, ods, noise]);
    await expect(dialog.getByTestId('upload-estimate')).toHaveText(
      'Estimated cost: 5 credits, one per page. Your balance: 500 credits.',
    );
    await expect(dialog.getByRole('status')).toHaveText('2 uploaded, 1 failed');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('grid', { name: 'Records' }).locator('tbody tr')).toHaveCount(5, {
      timeout: 90_000,
    });
    await expect(meter).toContainText('495 credits');

    // Short: 4 credits left for a 3-page workbook and a 2-page one; counted as one page each
    // (2 credits) the dialog would have sent them without a word.
    await docsift('credits', 'grant', '--email', email, '--credits', '-491', '--pool', 'count');
    await page.reload();
    await expect(meter).toContainText('4 credits');
    await chooseFiles(page, page.getByRole('button', { name: 'Upload files' }), [xlsx, ods]);
    await expect(dialog.getByRole('alert')).toContainText('Not enough credits');
    await expect(dialog.getByTestId('upload-estimate')).toHaveText(
      'Estimated cost: 5 credits, one per page. Your balance: 4 credits.',
    );
    for (const row of await dialog.getByTestId('upload-file').all())
      await expect(row).toHaveAttribute('data-status', 'waiting');
  } finally {
    await files.remove();
  }
});
