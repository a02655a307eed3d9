/**
 * The dashboard's cards say what each doctype holds and does (issue 25, polish): uploads and
 * records, the last activity, work in progress as it happens and failures in red, in light and
 * dark mode, English and German; a card opens its doctype from the keyboard.
 */
import { expect } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, uploadFile, type DoctypeFields } from '../support/api-setup.ts';
import { textColour } from '../support/painted-colour.ts';
import { test } from '../support/test-gate.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test('a doctype card counts uploads and records, shows work live and failures in red', async ({
  page,
  parseGate,
}) => {
  test.setTimeout(150_000);
  const files = await sampleDocuments();
  try {
    const { request } = page;
    await createAccount(request, uniqueEmail('dashboard-cards'));
    const fields = [{ caption: 'Invoice number', type: 'string' }] satisfies DoctypeFields;
    await createDoctype(request, { title: 'Empty', fields });
    const doctype = await createDoctype(request, { title: 'Invoices', fields });
    const invoice = await files.write('invoice', 'invoice.pdf');
    await uploadFile(request, doctype, invoice);
    await uploadFile(request, doctype, await files.write('damagedPdf', 'damaged.pdf'));

    const isLive = page.waitForResponse((response) => response.url().endsWith('/api/events'));
    await page.goto('/dashboard');
    await isLive;
    const card = page.getByRole('link', { name: 'Invoices' });
    const counts = card.getByTestId('doctype-card-counts');
    const state = card.getByTestId('doctype-card-state');
    await expect(counts).toHaveText('2 uploads · 1 record', { timeout: 30_000 });
    await expect(state).toHaveText('1 upload failed', { timeout: 30_000 });
    await expect(card.getByTestId('doctype-card-activity')).toHaveText('Last activity now');
    await expect(
      page.getByRole('link', { name: 'Empty' }).getByTestId('doctype-card-counts'),
    ).toHaveText('No uploads yet');

    // A parse held before it commits shows as work on the card, then its record arrives.
    await parseGate.close();
    await uploadFile(request, doctype, invoice);
    await expect(state).toHaveText('Processing 1 upload…');
    await expect(state.locator('.mantine-Loader-root')).toBeVisible();
    await expect(counts).toHaveText('3 uploads · 1 record');
    await parseGate.open();
    await expect(counts).toHaveText('3 uploads · 2 records', { timeout: 30_000 });
    await expect(state).toHaveText('1 upload failed');

    for (const scheme of ['light', 'dark']) {
      await page.evaluate(`localStorage.setItem('docsift.color-scheme', '${scheme}')`);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      const { r, g, b } = await textColour(state);
      expect(r - Math.max(g, b), `${scheme}: rgb(${r}, ${g}, ${b}) is red`).toBeGreaterThan(80);
    }

    expect((await request.patch('/api/settings', { data: { language: 'de' } })).status()).toBe(200);
    await page.reload();
    await expect(counts).toHaveText('3 Uploads · 2 Datensätze');
    await expect(state).toHaveText('1 Upload fehlgeschlagen');
    await expect(card.getByTestId('doctype-card-activity')).toHaveText(/^Letzte Aktivität /);

    // The cards are links in the tab order: Enter on one opens its doctype.
    await card.focus();
    await expect(card).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}`));
  } finally {
    await files.remove();
  }
});
