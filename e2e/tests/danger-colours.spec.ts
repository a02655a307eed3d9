/**
 * Red means danger in both colour schemes (issue 25 item 22: in dark mode the red error and
 * trash icons turned grey, Mantine painting its light variant's colour with a near-white shade).
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { textColour } from '../support/painted-colour.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test('an upload error icon and a notification trash icon are painted red in light and dark mode', async ({
  page,
}) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('danger-colours'));
    const doctype = await createDoctype(page.request, {
      title: 'Invoices',
      fields: [{ caption: 'Invoice number', type: 'string' }],
    });
    await uploadFile(page.request, doctype, await files.write('damagedPdf', 'damaged.pdf'));
    const icons = {
      [`/doctype/${doctype}/records/all`]: (scheme: string) =>
        page.getByRole('button', { name: 'Error of damaged.pdf' }).describe(`${scheme} error`),
      '/notifications/all': (scheme: string) =>
        page
          .getByRole('button', { name: 'Delete notification' })
          .first()
          .describe(`${scheme} trash`),
    };
    for (const scheme of ['light', 'dark']) {
      for (const [path, icon] of Object.entries(icons)) {
        await page.goto(path);
        await page.evaluate(`localStorage.setItem('docsift.color-scheme', '${scheme}')`);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(icon(scheme)).toBeVisible({ timeout: 30_000 });
        const { r, g, b } = await textColour(icon(scheme));
        expect(
          r - Math.max(g, b),
          `${path} in ${scheme}: rgb(${r}, ${g}, ${b}) is red`,
        ).toBeGreaterThan(80);
      }
    }
  } finally {
    await files.remove();
  }
});
