/**
 * A field whose type changed is re-keyed in the background (docs/records-storage.md): meanwhile
 * the records page names it above the table and sorts by it as its new type, and when the job
 * ends the notice leaves on its own, the rows staying where they are. The worker's server holds
 * each rekey job before its first batch (the pauseRekey gate, support/test-gate.ts) until the test
 * releases it.
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../support/test-gate.ts';
import { bodyRows, columnValues, openLineItems, recordsTable } from '../support/records-table.ts';

test('a field changed to text is named while re-indexed, sorts as text, and the notice leaves by itself', async ({
  page,
  rekeyGate,
}) => {
  // Records first: a parse still running when the type changes would read the amounts as text.
  const { doctype, fields } = await openLineItems(page);
  const amount = fields[2]!.key;
  await rekeyGate.close();

  await page.getByRole('tab', { name: 'Fields' }).click();
  await page.getByRole('group', { name: 'Amount', exact: true }).getByLabel('Type').click();
  await page.getByRole('option', { name: 'Text', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Records' }).click();

  const notice = page.getByTestId('records-reindexing');
  await expect(notice).toHaveText(
    'Re-indexing “Amount”: sorting and filtering by it are slower until it is done.',
  );
  await expect(bodyRows(page)).toHaveCount(3);
  // The job is held, not merely late.
  await expect.poll(() => readFile(rekeyGate.reachedFile, 'utf8').catch(() => '')).toBe(doctype);

  // Sorted by keys computed from the records until the job is done. Text sorts digit runs by
  // their value, so the amounts keep their order as numbers; unsorted they stand in the
  // invoice's order, 200, 450, 150.
  const header = recordsTable(page).getByRole('button', { name: 'Amount', exact: true });
  await header.click();
  await expect.poll(() => columnValues(page, amount)).toEqual(['150', '200', '450']);
  await header.click();
  await expect.poll(() => columnValues(page, amount)).toEqual(['450', '200', '150']);
  await expect(page).toHaveURL(new RegExp(`sort=${amount}%3Adesc`));
  await expect(notice).toBeVisible();

  // Marks on this page and its table that a reload or a remount would drop.
  await page.evaluate(() => ((globalThis as { e2eSamePage?: boolean }).e2eSamePage = true));
  await recordsTable(page).evaluate((table) => table.setAttribute('data-e2e-kept', ''));
  await rekeyGate.open();
  await expect(notice).toBeHidden();
  await expect(recordsTable(page)).toHaveAttribute('data-e2e-kept', '');
  expect(await page.evaluate(() => (globalThis as { e2eSamePage?: boolean }).e2eSamePage)).toBe(
    true,
  );
  // Now from the rebuilt index, in the same order.
  await expect(bodyRows(page)).toHaveCount(3);
  expect(await columnValues(page, amount)).toEqual(['450', '200', '150']);
});
