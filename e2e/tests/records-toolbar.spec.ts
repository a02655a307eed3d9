/**
 * The buttons above the records, painted one size: "Select uploads…" and "Download" were drawn
 * smaller (xs) than the search's buttons beside them (issue 25's last walk), and so were an open
 * upload's "Preview" and "Reparse" (issue 25), in English and German.
 */
import { expect, test, type Locator } from '@playwright/test';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { computedStyle } from '../support/computed-style.ts';
import { openLineItems } from '../support/records-table.ts';

/** Height and font size as painted, and whether the label shows whole. */
async function paintedSize(button: Locator) {
  const [box] = await boxesInOneFrame(button);
  const label = button.locator('.mantine-Button-label');
  return {
    height: Math.round(box.height),
    fontSize: await computedStyle(button, 'fontSize'),
    isLabelWhole: await label.evaluate((node) => node.scrollWidth <= node.clientWidth),
  };
}

test('the buttons above the records are one size, in English and German', async ({ page }) => {
  const { doctype, fields } = await openLineItems(page);
  // A new field makes the upload outdated: its toolbar offers to reparse it beside the preview.
  const changed = await page.request.patch(`/api/doctypes/${doctype}`, {
    data: { fields: [...fields, { caption: 'Total amount', type: 'number' }] },
  });
  expect(changed.status()).toBe(200);
  await page.getByRole('list', { name: 'Uploads', exact: true }).getByRole('listitem').click();
  const uploadToolbar = page.getByTestId('upload-toolbar');
  for (const language of ['en', 'de']) {
    const toolbar = page.getByTestId('records-toolbar').locator('a, button');
    await expect(toolbar).toHaveCount(3);
    // Counted as soon as they are in the page; measured once painted (loaded runs read 0 px).
    await expect(toolbar.last()).toBeVisible();
    await expect.poll(async () => (await paintedSize(toolbar.last())).height).toBeGreaterThan(0);
    const reference = await paintedSize(toolbar.last());
    for (const button of [
      page.getByTestId('bulk-uploads'),
      page.getByTestId('records-download'),
      page.getByTestId('reparse-outdated'),
      uploadToolbar.getByTestId('upload-reparse'),
      uploadToolbar.getByRole('button', { name: language === 'en' ? 'Preview' : 'Vorschau' }),
      ...(await toolbar.all()),
    ]) {
      await expect(button).toBeVisible();
      expect(await paintedSize(button), `${language}: ${await button.innerText()}`).toEqual({
        ...reference,
        isLabelWhole: true,
      });
    }
    const german = await page.request.patch('/api/settings', { data: { language: 'de' } });
    expect(german.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('records-download')).toHaveText('Herunterladen', {
      timeout: 30_000,
    });
  }
});
