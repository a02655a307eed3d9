/** A sample the browser cannot preview (DOCX) offers itself as a download in the wizard. */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test("the wizard's DOCX preview links the file for download", async ({ page }) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-docx-preview'));
    await page.goto('/dashboard');
    await chooseFiles(page, page.getByRole('button', { name: 'Choose a sample file' }), [
      await files.write('docx', 'delivery-note.docx'),
    ]);
    const wizard = page.getByRole('dialog', { name: 'New document type from a sample' });
    await expect(wizard.getByText('This file type cannot be previewed.')).toBeVisible({
      timeout: 30_000,
    });
    const download = page.waitForEvent('download');
    await wizard.getByRole('link', { name: 'Download it instead.' }).click();
    expect((await download).suggestedFilename()).toBe('delivery-note.docx');
  } finally {
    await files.remove();
  }
});
