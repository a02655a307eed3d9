/**
 * A filter whose value box is still empty holds back no record, whatever its comparison: a new
 * filter turned to "equals" (or "does not contain") emptied the table to "Nothing found" before
 * anything was typed, and an address holding such a filter opened on an empty table.
 */
import { expect, test, type Page } from '@playwright/test';
import { bodyRows, openLineItems } from '../support/records-table.ts';
import { chooseOption } from '../support/select-option.ts';

/** The rows painted (of some height), read at once. */
const paintedRows = (page: Page) =>
  bodyRows(page).evaluateAll(
    (rows) => rows.filter((row) => row.getBoundingClientRect().height > 0).length,
  );

test('a filter with an empty value box keeps every row until a value is typed', async ({
  page,
}) => {
  await openLineItems(page);
  const footer = page.getByText('3 of 3 records', { exact: true });
  await expect(footer).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  const row = page.getByTestId('record-filter');
  const comparison = row.getByRole('combobox').nth(1);
  const value = page.getByTestId('filter-value');
  await chooseOption(page, row.getByRole('combobox').nth(0), 'Description');

  for (const [label, op] of [
    ['equals', '%3D%3D'],
    ['does not contain', 'not-includes'],
  ] as const) {
    await chooseOption(page, comparison, label);
    await expect(value).toHaveValue('');
    await expect(page).toHaveURL(new RegExp(`filter=[^&]*%3A${op}%3A(&|$)`));
    await expect.poll(() => paintedRows(page)).toBe(3);
    await expect(page.getByText('Nothing found', { exact: true })).toBeHidden();
    // Opened from the address, the unfilled filter's row is there and every record under it.
    await page.reload();
    await expect(comparison).toHaveValue(label, { timeout: 30_000 });
    await expect(value).toHaveValue('');
    await expect(footer).toBeVisible();
    await expect.poll(() => paintedRows(page)).toBe(3);
  }

  // Typed, the value does filter; emptied again, every row is back.
  await chooseOption(page, comparison, 'equals');
  await value.fill('Gadget B');
  await expect.poll(() => paintedRows(page)).toBe(1);
  await expect(page.getByText('1 of 1 records', { exact: true })).toBeVisible();
  await value.fill('');
  await expect.poll(() => paintedRows(page)).toBe(3);
  await expect(footer).toBeVisible();
});
