/**
 * Files the scan cannot read say why (issue 7 item 7): a damaged PDF is not refused as an
 * unsupported type, and each cause reaches the upload's error dropdown and the wizard.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { openWizardWith } from '../support/wizard.ts';

test('a damaged, encrypted, too long or too large file, a PDF that would not fit in memory, or a CSV of too many rows, is accepted and its upload names the cause', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('file-errors'));
    const created = await page.request.post('/api/doctypes', {
      data: {
        title: 'Invoices',
        mode: 'one:single',
        fields: [{ caption: 'Invoice number', description: '', type: 'string' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/doctype/${id}/records/all`);

    const causes = {
      'header-damaged.pdf': ['damagedPdf', 'The file is damaged and cannot be read.'],
      'locked.pdf': ['encryptedPdf', 'The file is password-protected.'],
      'long.pdf': ['thousandPagesPdf', 'The document has too many pages.'],
      'poster.png': ['hugePng', 'The image is too large.'],
      'poster-scan.pdf': ['hugeImagePdf', 'The image is too large.'],
      'inflating.pdf': ['contentBombPdf', 'The file is too large.'],
      'orders.csv': [
        'tooManyRowsCsv',
        'The spreadsheet has more than 10,000 rows under its headings, and one document gives at most 10,000 records. Split it into files of up to 10,000 rows.',
      ],
    } as const;
    const paths = await Promise.all(
      Object.entries(causes).map(([name, [kind]]) => files.write(kind, name)),
    );
    await chooseFiles(page, page.getByRole('button', { name: /^Choose files/ }), paths);
    // Every file is a document the server accepts, so the dialog closes by itself.
    await expect(page.getByRole('dialog', { name: 'Upload files' })).toBeHidden();

    const uploadList = page.getByRole('list', { name: 'Uploads', exact: true });
    for (const [name, [, message]] of Object.entries(causes)) {
      const errorButton = uploadList
        .getByRole('listitem', { name })
        .getByRole('button', { name: `Error of ${name}` });
      await errorButton.click({ timeout: 30_000 });
      await expect(page.getByTestId('upload-error-card'), name).toHaveText(message);
      await errorButton.click();
      await expect(page.getByTestId('upload-error-card')).toBeHidden();
    }
  } finally {
    await files.remove();
  }
});

test('the wizard says a password-protected sample is password-protected', async ({ page }) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-encrypted'));
    const wizard = await openWizardWith(page, await files.write('encryptedPdf', 'locked.pdf'));
    await expect(wizard.getByRole('alert')).toHaveText('The file is password-protected.', {
      timeout: 30_000,
    });
    await expect(wizard.getByRole('button', { name: 'Try again' })).toBeVisible();
  } finally {
    await files.remove();
  }
});
