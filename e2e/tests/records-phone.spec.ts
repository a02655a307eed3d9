/**
 * The records page on a 390×844 phone: the upload list folds into a button naming the upload
 * shown, so the table starts on the first screen, and what opens (the preview, a new filter)
 * comes into view instead of a screen below it (issue 25 item 17).
 */
import { expect, test } from '@playwright/test';
import { bodyRows, openLineItems, recordsTable } from '../support/records-table.ts';

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
  const previewBox = (await preview.boundingBox())!;
  const tableBox = (await recordsTable(page).boundingBox())!;
  expect(previewBox.y).toBeLessThan(tableBox.y);

  await recordsTable(page).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Add filter' }).click();
  const value = page.getByTestId('filter-value');
  await expect(value).toBeFocused();
  await expect(value).toBeInViewport();
});
