/**
 * "Extract again" and "Run OCR" from an upload's menu: each says it started and the upload spins
 * until its job is done (issue 25 item 14: they ran and cost credits without a sign).
 */
import { expect } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { test } from '../support/test-gate.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test('Extract again and Run OCR show a notice and a spinner until their job is done', async ({
  page,
  parseGate,
}) => {
  test.setTimeout(90_000);
  const files = await sampleDocuments();
  try {
    const { request } = page;
    await createAccount(request, uniqueEmail('upload-actions'));
    const doctype = await createDoctype(request, {
      title: 'Invoices',
      fields: [{ caption: 'Invoice number', type: 'string' }],
    });
    await uploadFile(request, doctype, await files.write('invoice', 'invoice.pdf'));
    await page.goto(`/doctype/${doctype}/records/all`);
    const item = page
      .getByRole('list', { name: 'Uploads', exact: true })
      .getByRole('listitem', { name: 'invoice.pdf' });
    const spinner = item.getByLabel('Processing');
    await expect(item).toContainText('1 record', { timeout: 30_000 });
    await expect(spinner).toBeHidden();

    const choose = async (entry: string) => {
      await item.getByRole('button', { name: 'Actions for invoice.pdf' }).click();
      await page.getByRole('menuitem', { name: entry, exact: true }).click();
    };

    // Held before it commits, the parse shows as under way for as long as the gate is closed.
    await parseGate.close();
    await choose('Extract again');
    await expect(page.getByText('Extraction of invoice.pdf started')).toBeVisible();
    await expect(spinner).toBeVisible();
    await expect(item).toContainText('Extracting');
    await parseGate.open();
    await expect(spinner).toBeHidden({ timeout: 30_000 });
    await expect(item).toContainText('1 record');

    await choose('Run OCR');
    await expect(page.getByText('OCR of invoice.pdf started')).toBeVisible();
    await expect(spinner).toBeHidden({ timeout: 30_000 });
    await expect(item).toContainText('1 record');
  } finally {
    await files.remove();
  }
});
