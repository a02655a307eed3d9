/**
 * The wizard's suggestions (issue 7 item 8): a table sample suggests its columns and a
 * records-per-row mode, DOCX tables included; an invoice suggests each field once, in the
 * user's language, and no field per cell of its line items.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { openWizardWith } from '../support/wizard.ts';

test('a DOCX table sample suggests its columns and one record per row', async ({ page }) => {
  test.setTimeout(90_000);
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-docx'));
    const wizard = await openWizardWith(page, await files.write('docx', 'delivery-note.docx'));
    for (const caption of ['Description', 'Quantity', 'Unit price']) {
      await expect(wizard.getByRole('group', { name: caption, exact: true }), caption).toBeVisible({
        timeout: 30_000,
      });
    }
    await expect(wizard.getByRole('group')).toHaveCount(3);
    await expect(wizard.getByRole('combobox', { name: 'Mode', exact: true })).toHaveValue(
      'Many records per page',
    );

    await wizard.getByRole('button', { name: 'Create document type' }).click();
    await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/records\/all$/);
    // One record per table row of the sample.
    await expect(page.getByText('2 of 2 records')).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('grid', { name: 'Records' });
    for (const item of ['Widget A', 'Gadget B'])
      // A value's cell also holds its show-source button: the value is the cell's text, not its name.
      await expect(table.getByRole('gridcell').getByText(item, { exact: true })).toBeVisible();
  } finally {
    await files.remove();
  }
});

test('a German user gets each invoice field once, in German, and none per line-item cell', async ({
  page,
}) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-de'));
    const saved = await page.request.patch('/api/settings', { data: { language: 'de' } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto('/dashboard');
    await chooseFiles(page, page.getByRole('button', { name: 'Beispieldatei wählen' }), [
      await files.write('invoice', 'rechnung.pdf'),
    ]);
    const wizard = page.getByRole('dialog', { name: 'Neuer Dokumenttyp aus einem Beispiel' });
    for (const caption of ['Rechnungsnummer', 'Rechnungsdatum', 'Gesamtbetrag']) {
      await expect(wizard.getByRole('group', { name: caption, exact: true }), caption).toBeVisible({
        timeout: 30_000,
      });
    }
    // The English labels the invoice prints are the same fields, not extra ones.
    for (const caption of ['Invoice number', 'Invoice date', 'Total', 'Menge', 'Quantity'])
      await expect(wizard.getByRole('group', { name: caption, exact: true }), caption).toHaveCount(
        0,
      );
    await expect(wizard.getByRole('combobox', { name: 'Modus', exact: true })).toHaveValue(
      'Ein Datensatz pro Dokument',
    );
  } finally {
    await files.remove();
  }
});
