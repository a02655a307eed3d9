/**
 * The doctype page takes dropped files wherever they land, also when the doctype already has
 * uploads (the drop area used to exist only in the no-uploads view); the dashboard starts the
 * wizard with a dropped file.
 */
import { expect, test } from '@playwright/test';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { dragFilesOver } from '../support/file-drop.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test('files dropped on a doctype page with uploads are uploaded to that doctype', async ({
  page,
}) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('drop'));
    const doctype = await createDoctype(page.request, {
      title: 'Receipts',
      fields: [{ caption: 'Total amount', type: 'number' }],
    });
    await uploadFile(page.request, doctype, await files.write('invoice', 'first.pdf'));
    await page.goto(`/doctype/${doctype}/records/all`);
    const uploads = page.getByRole('list', { name: 'Uploads', exact: true });
    await expect(uploads.getByRole('listitem', { name: 'first.pdf' })).toBeVisible();

    // Below the content, where the page is empty: the whole page is the drop area.
    const drop = await dragFilesOver(page, page.getByRole('main'), [
      await files.write('invoice', 'dropped.pdf'),
    ]);
    const overlay = page.getByText('Drop files to upload them to Receipts');
    await expect(overlay).toBeVisible();
    await drop();
    await expect(overlay).toBeHidden();
    await expect(uploads.getByRole('listitem', { name: 'dropped.pdf' })).toContainText('1 record', {
      timeout: 30_000,
    });
    await expect(uploads.getByRole('listitem')).toHaveCount(2);
  } finally {
    await files.remove();
  }
});

test('a file dropped on the dashboard starts the wizard with it', async ({ page }) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('drop-wizard'));
    await createDoctype(page.request, { title: 'Receipts' });
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Document types' })).toBeVisible();
    const drop = await dragFilesOver(page, page.getByRole('main'), [
      await files.write('invoice', 'sample.pdf'),
    ]);
    await expect(page.getByText('Drop a file to create a document type from it')).toBeVisible();
    await drop();
    const wizard = page.getByRole('dialog', { name: 'New document type from a sample' });
    await expect(wizard.getByRole('group', { name: 'Invoice number', exact: true })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await files.remove();
  }
});
