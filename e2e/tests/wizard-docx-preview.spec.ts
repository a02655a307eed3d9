/** A sample the browser cannot preview (DOCX) offers itself as a download in the wizard. */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { openWizardWith } from '../support/wizard.ts';

test("the wizard's DOCX preview links the file for download", async ({ page }) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-docx-preview'));
    const wizard = await openWizardWith(page, await files.write('docx', 'delivery-note.docx'));
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
