/**
 * The records table by keyboard alone: one tab stop, arrow keys, Home and End move between cells
 * and headers, Enter edits the cell reached or sorts by the header, Space moves a column (told in
 * the UI language), and Tab saves an edit and carries the editor on to the next cell (issue 25
 * item 16).
 */
import { expect, test } from '@playwright/test';
import { afterQueuedTimers } from '../support/queued-timers.ts';
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
  // Home reaches the row's first cell, its box for bulk actions; next to it its number, which
  // stands for the row's menu.
  await page.keyboard.press('Home');
  await expect(cell(1, '#select')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cell(1, '#row')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Show in document' })).toBeVisible();
  await afterQueuedTimers(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Show in document' })).toBeHidden();
  await page.keyboard.press('ArrowRight');
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

test('the grid is one tab stop; headers sort and move by keyboard, announced in German', async ({
  page,
}) => {
  const { fields } = await openLineItems(page);
  const [description, quantity, amount] = fields.map((field) => field.key);
  const settings = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(settings.status(), await settings.text()).toBe(200);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  const grid = page.getByRole('grid', { name: 'Datensätze' });
  await expect(grid.locator('tbody tr[data-record]')).toHaveCount(3, { timeout: 30_000 });
  const cell = (row: number, field: string | undefined) =>
    grid.locator('tbody tr[data-record]').nth(row).locator(`td[data-field="${field}"]`);
  const header = (caption: string) => grid.getByRole('columnheader', { name: caption });
  const focusInGrid = grid.locator(':focus');

  // From the search box, Tab reaches the first value past the headers' buttons, and the next
  // Tab leaves the grid: its cells and their buttons are no tab stops of their own.
  await page.getByRole('searchbox', { name: 'Datensätze durchsuchen' }).focus();
  for (let presses = 0; presses < 6 && (await focusInGrid.count()) === 0; presses++)
    await page.keyboard.press('Tab');
  await expect(cell(0, description)).toBeFocused();
  // The focus is painted: a ring on the cell, in view.
  await expect(cell(0, description)).toHaveCSS('outline-style', 'solid');
  await expect(cell(0, description)).toHaveCSS('outline-width', '2px');
  await expect(cell(0, description)).toBeInViewport();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(focusInGrid).toHaveCount(0);
  // Back into the grid, the focus returns to the cell it left.
  await page.keyboard.press('Shift+Tab');
  await expect(cell(0, quantity)).toBeFocused();

  // Up from the first row is the header: Enter sorts, Space picks the column up.
  await page.keyboard.press('ArrowUp');
  await expect(header('Quantity')).toBeFocused();
  await expect(header('Quantity')).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(header('Quantity')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('Quantity')).toBeFocused();

  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Spalte Quantity aufgenommen, Position 2 von 3.');
  await afterQueuedTimers(page);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('Spalte Quantity ist über Position 3 von 3.');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Spalte Quantity auf Position 3 von 3 abgelegt.');
  for (const key of [description, quantity, amount])
    await expect(announced).not.toContainText(key!);
  // Painted in the new order, left to right.
  await expect
    .poll(async () => {
      const boxes = await Promise.all(
        ['Description', 'Amount', 'Quantity'].map(
          async (name) => (await header(name).boundingBox())!.x,
        ),
      );
      return boxes.every((x, index) => index === 0 || x > boxes[index - 1]!);
    })
    .toBe(true);
});
