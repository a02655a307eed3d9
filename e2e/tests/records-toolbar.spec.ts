/**
 * The buttons above the records, painted one size: "Select uploads…" and "Download" were drawn
 * smaller (xs) than the search's buttons beside them (issue 25's last walk), in English and German.
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
  await openLineItems(page);
  for (const language of ['en', 'de']) {
    const toolbar = page.getByTestId('records-toolbar').locator('a, button');
    await expect(toolbar).toHaveCount(3);
    const reference = await paintedSize(toolbar.last());
    for (const button of [
      page.getByTestId('bulk-uploads'),
      page.getByTestId('records-download'),
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
