/**
 * The processing pipeline in the browser, on the worker's server whose parses can be held at a gate
 * (support/test-gate.ts): "working" is seen for sure before "done", on the same page.
 */
import { expect, type Locator } from '@playwright/test';
import { password, uniqueEmail } from '../support/accounts.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { test } from '../support/test-gate.ts';
import { invoiceFacts, sampleDocuments } from '../support/sample-documents.ts';

const unsupportedFile = 'Unsupported file type. Please use PDF, an image, DOCX, XLSX, ODS or CSV.';

/** The cell of `caption`'s column in data row `row` (1-based; row 0 holds the headers). */
async function cellOf(table: Locator, row: number, caption: string): Promise<Locator> {
  await expect(table).toBeVisible();
  const column = (await table.getByRole('columnheader').allTextContents()).indexOf(caption);
  expect(column, `a "${caption}" column`).toBeGreaterThan(0);
  return table.getByRole('row').nth(row).getByRole('gridcell').nth(column);
}

test('a sample invoice becomes a doctype; uploads turn into records live; reparse and delete', async ({
  page,
  parseGate,
}) => {
  test.setTimeout(120_000);
  const files = await sampleDocuments();
  try {
    await page.goto('/register');
    await page.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('pipeline'));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('No document types yet')).toBeVisible();

    // The wizard: sample → suggested fields → create.
    await chooseFiles(page, page.getByRole('button', { name: 'Choose a sample file' }), [
      await files.write('invoice', 'invoice.pdf'),
    ]);
    const wizard = page.getByRole('dialog', { name: 'New document type from a sample' });
    for (const caption of ['Invoice number', 'Invoice date', 'Total amount']) {
      await expect(wizard.getByRole('group', { name: caption, exact: true }), caption).toBeVisible({
        timeout: 30_000,
      });
    }
    await wizard.getByRole('textbox', { name: 'Name', exact: true }).fill('Supplier invoices');
    await wizard.getByRole('button', { name: 'Create document type' }).click();
    await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/records\/all$/);
    await expect(page.getByRole('heading', { name: 'Supplier invoices', level: 1 })).toBeVisible();

    // The sample is parsed again with its fields once the wizard finished.
    const uploadList = page.getByRole('list', { name: 'Uploads', exact: true });
    await expect(uploadList.getByRole('listitem', { name: 'invoice.pdf' })).toContainText(
      '1 record',
      { timeout: 30_000 },
    );

    // Three files at once, two documents and noise, while parses are held at the gate.
    await parseGate.close();
    const picked = [
      await files.write('invoice', 'invoice-copy.pdf'),
      await files.write('docx', 'delivery-note.docx'),
      await files.write('noise', 'noise.pdf'),
    ];
    await chooseFiles(page, page.getByRole('button', { name: 'Upload files' }), picked);
    const dialog = page.getByRole('dialog', { name: 'Upload files' });
    const noise = dialog.getByRole('listitem', { name: 'noise.pdf' });
    await expect(noise.getByRole('img', { name: 'Failed' })).toBeVisible();
    await expect(noise).toContainText(unsupportedFile);
    const documents = ['invoice-copy.pdf', 'delivery-note.docx'];
    for (const name of documents)
      await expect(
        dialog.getByRole('listitem', { name }).getByRole('img', { name: 'Uploaded' }),
        name,
      ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('2 uploaded, 1 failed');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // Held, each new upload spins; once the gate opens each turns done with its count, on this very page.
    await page.evaluate(() => ((globalThis as { e2eSamePage?: boolean }).e2eSamePage = true));
    for (const name of documents)
      await expect(
        uploadList.getByRole('listitem', { name }).getByLabel('Processing'),
        name,
      ).toBeVisible();
    await expect(uploadList.getByRole('listitem', { name: 'noise.pdf' })).toHaveCount(0);
    await parseGate.open();
    for (const name of documents) {
      const item = uploadList.getByRole('listitem', { name });
      await expect(item, name).toContainText('1 record', { timeout: 30_000 });
      await expect(item.getByLabel('Processing'), name).toBeHidden();
    }
    // The all-uploads table reloads by itself: both invoices and the delivery note.
    const table = page.getByRole('grid', { name: 'Records' });
    await expect(page.getByText('3 of 3 records')).toBeVisible();
    await expect(
      // The text, not the cell: a cell's name holds its buttons' names too.
      table.getByText(invoiceFacts.invoiceNumber, { exact: true }),
    ).toHaveCount(2);
    expect(await page.evaluate(() => (globalThis as { e2eSamePage?: boolean }).e2eSamePage)).toBe(
      true,
    );

    // One upload's records, with the generated invoice's values.
    await uploadList.getByRole('link', { name: 'invoice-copy.pdf' }).click();
    await expect(page).toHaveURL(/\/records\/upload-[^/]+$/);
    await expect(page.getByText('1 of 1 records')).toBeVisible();
    await expect(await cellOf(table, 1, 'Invoice number')).toHaveText(invoiceFacts.invoiceNumber);
    await expect(await cellOf(table, 1, 'Invoice date')).toHaveText('Mar 15, 2024');
    await expect(await cellOf(table, 1, 'Total amount')).toHaveText(
      String(Number(invoiceFacts.total)),
    );
    const reparse = page.getByRole('button', { name: 'Reparse' });
    await expect(reparse).toHaveCount(0);

    // The total as text instead of a number: saved, and a reprocess is offered.
    await page.getByRole('tab', { name: 'Fields' }).click();
    await expect(page).toHaveURL(/\/fields$/);
    await page.getByRole('group', { name: 'Total amount', exact: true }).getByLabel('Type').click();
    await page.getByRole('option', { name: 'Text', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Successfully saved')).toBeVisible();
    await expect(page.getByText('Fields changed. Reprocess existing uploads?')).toBeVisible();

    // The done upload offers Reparse; while it runs the view shows processing, then the new value.
    await page.getByRole('tab', { name: 'Records' }).click();
    await uploadList.getByRole('link', { name: 'invoice-copy.pdf' }).click();
    await expect(reparse).toBeVisible();
    await parseGate.close();
    await reparse.click();
    await expect(page.getByText('Processing your document')).toBeVisible();
    await parseGate.open();
    await expect(await cellOf(table, 1, 'Total amount')).toHaveText(
      `${invoiceFacts.total} ${invoiceFacts.currency}`,
      { timeout: 30_000 },
    );
    await expect(reparse).toHaveCount(0);

    // Delete the open upload: confirmed, back to all uploads, gone from the list.
    await uploadList.getByRole('button', { name: 'Actions for invoice-copy.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    await expect(confirm).toContainText('Do you really want to delete this?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/records\/all$/);
    await expect(page.getByText('Successfully deleted')).toBeVisible();
    await expect(uploadList.getByRole('listitem', { name: 'invoice-copy.pdf' })).toHaveCount(0);
    await expect(uploadList.getByRole('listitem')).toHaveCount(2);
  } finally {
    await files.remove();
  }
});
