/**
 * A sample the browser cannot show (DOCX) is previewed in the wizard as the text read from it,
 * with a download link (issue 25 item 15).
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { openWizardWith } from '../support/wizard.ts';

test("the wizard's DOCX preview shows its text and links the file for download", async ({
  page,
}) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-docx-preview'));
    const wizard = await openWizardWith(page, await files.write('docx', 'delivery-note.docx'));
    const preview = wizard.getByTestId('document-text');
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect(preview).toBeInViewport();
    // Painted text, not an empty box: the document's lines take room on the screen.
    expect((await preview.boundingBox())!.height).toBeGreaterThan(40);
    await expect(preview).not.toHaveText('');
    const download = page.waitForEvent('download');
    await wizard.getByRole('link', { name: 'Download the file.' }).click();
    expect((await download).suggestedFilename()).toBe('delivery-note.docx');
  } finally {
    await files.remove();
  }
});
