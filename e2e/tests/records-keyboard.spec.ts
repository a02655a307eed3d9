/**
 * The records table by keyboard alone: arrow keys, Home and End move between cells, Enter edits
 * the cell reached, and Tab saves an edit and carries the editor on to the next cell.
 */
import { expect, test } from '@playwright/test';
import { bodyRows, openLineItems } from '../support/records-table.ts';

test('arrow keys, Home and End move between cells and Enter edits the one reached', async ({
  page,
}) => {
  const { fields } = await openLineItems(page);
  const [description, quantity, amount] = fields.map((field) => field.key);
  const cell = (row: number, field: string | undefined) =>
    bodyRows(page).nth(row).locator(`td[data-field="${field}"]`);

  await cell(0, description).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(0, quantity)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(1, quantity)).toBeFocused();
  await page.keyboard.press('End');
  await expect(cell(1, amount)).toBeFocused();
  // Past the last column the focus stays where it is.
  await page.keyboard.press('ArrowRight');
  await expect(cell(1, amount)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(cell(1, description)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(cell(0, description)).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cell(1, description).getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cell(1, description)).toBeFocused();
});

test('Tab saves the edit and moves the editor on; Shift+Tab moves it back', async ({ page }) => {
  const { fields } = await openLineItems(page);
  const [, quantity, amount] = fields.map((field) => field.key);
  const row = () => bodyRows(page).filter({ hasText: 'Gadget B' });

  await row().locator(`td[data-field="${quantity}"]`).dblclick();
  await row().getByRole('textbox', { name: 'Quantity' }).fill('5');
  await page.keyboard.press('Tab');
  const amountEditor = row().getByRole('textbox', { name: 'Amount' });
  await expect(amountEditor).toBeFocused();
  await expect(row().locator(`td[data-field="${quantity}"]`)).toHaveText('5');

  await amountEditor.fill('250');
  await page.keyboard.press('Shift+Tab');
  await expect(row().getByRole('textbox', { name: 'Quantity' })).toBeFocused();
  await expect(row().locator(`td[data-field="${amount}"]`)).toHaveText('250');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(row().locator(`td[data-field="${quantity}"]`)).toHaveText('5');
  await expect(row().locator(`td[data-field="${amount}"]`)).toHaveText('250');
});
