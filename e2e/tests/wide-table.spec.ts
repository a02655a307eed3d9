/** A records table wider than its place shows a horizontal scrollbar, not hidden columns. */
import { expect, test } from '@playwright/test';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test('a wide records table has a visible horizontal scrollbar', async ({ page }) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wide-table'));
    const fields = Array.from({ length: 14 }, (_, index) => ({
      caption: `Column ${index + 1}`,
      type: 'string' as const,
    }));
    const doctype = await createDoctype(page.request, { title: 'Wide', fields });
    await uploadFile(page.request, doctype, await files.write('invoice', 'wide.pdf'));
    await page.goto(`/doctype/${doctype}/records/all`);
    const table = page.getByRole('grid', { name: 'Records' });
    await expect(table.getByRole('columnheader', { name: 'Column 14' })).toBeAttached({
      timeout: 30_000,
    });
    const scrollbar = page.locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
    await expect(scrollbar).toBeVisible();
    const box = await scrollbar.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(4);
  } finally {
    await files.remove();
  }
});
