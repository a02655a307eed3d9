/**
 * The records page on a 390×844 phone: the upload list folds into a button naming the upload
 * shown, so the table starts on the first screen, and what opens (the preview, a new filter)
 * comes into view instead of a screen below it (issue 25 item 17).
 */
import { expect, test, type Locator } from '@playwright/test';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { computedStyle } from '../support/computed-style.ts';
import { bodyRows, openLineItems, recordsTable } from '../support/records-table.ts';

const viewportWidth = 390;

/** Wholly on the screen from left to right: nothing cut off at its edges. */
async function expectWithinWidth(element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the upload list is a selector and opened panels come into view', async ({
  page,
}) => {
  const { doctype } = await openLineItems(page);
  const uploadList = page.getByRole('list', { name: 'Uploads' });
  const chooser = page.getByTestId('upload-chooser');
  await expect(chooser).toHaveText('Uploads: All uploads');
  await expect(chooser).toHaveAttribute('aria-expanded', 'false');
  await expect(uploadList).toBeHidden();
  await expect(recordsTable(page)).toBeInViewport();

  // The buttons beside the search wrap rather than being cut: each label is painted whole.
  const toolbarButtons = page.getByTestId('records-toolbar').locator('a, button');
  await expect(toolbarButtons).toHaveCount(3);
  for (const button of await toolbarButtons.all()) {
    await expectWithinWidth(button);
    const label = button.locator('.mantine-Button-label');
    const clipped = await label.evaluate((node) => {
      const { scrollWidth, clientWidth } = node as unknown as Record<string, number>;
      return scrollWidth! > clientWidth!;
    });
    expect(clipped, await label.innerText()).toBe(false);
  }

  await chooser.click();
  await expect(uploadList).toBeVisible();
  await expect(uploadList).toBeInViewport();
  await uploadList.getByRole('link', { name: 'invoice.pdf' }).click();
  await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/records/[^/]+$`));
  await expect(chooser).toHaveText('Uploads: invoice.pdf');
  await expect(uploadList).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(3);

  // Scrolled down to the table, "Preview" opens the panel where the eye is.
  await recordsTable(page).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('preview-panel');
  await expect(preview).toBeInViewport();
  const [previewBox, tableBox] = await boxesInOneFrame(preview, recordsTable(page));
  expect(previewBox.y).toBeLessThan(tableBox.y);

  await recordsTable(page).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Add filter' }).click();
  const value = page.getByTestId('filter-value');
  await expect(value).toBeFocused();
  await expect(value).toBeInViewport({ ratio: 1 });
  // Below field and operator, wide enough to read what is typed and its suggestions.
  expect((await value.boundingBox())!.width).toBeGreaterThan(200);
  await expectWithinWidth(page.getByRole('button', { name: 'Remove filter on Description' }));
  await value.fill('Gadget');
  await expect(value).toHaveValue('Gadget');
  expect(await computedStyle(value, 'visibility')).toBe('visible');
  await expect(bodyRows(page)).toHaveCount(1);
});
