/**
 * A row's menu, which a row mounts only when it is opened (issue 25): opened with the mouse or
 * by keyboard on the row's number cell, it paints beside its button, acts, closes on Escape and
 * gives the focus back to where it was.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { computedStyle } from '../support/computed-style.ts';
import { bodyRows, openLineItems } from '../support/records-table.ts';

const menuButton = (page: Page, row: number) =>
  page.getByRole('button', { name: `Actions for row ${row}` });

/** The opened menu is painted, opaque, just below its button, starting at its left edge. */
async function expectMenuBeside(page: Page, button: Locator): Promise<Locator> {
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect.poll(() => computedStyle(menu, 'opacity')).toBe('1');
  const [at, by] = [(await menu.boundingBox())!, (await button.boundingBox())!];
  expect(at.y).toBeGreaterThanOrEqual(by.y + by.height);
  expect(at.y).toBeLessThan(by.y + by.height + 20);
  expect(Math.abs(at.x - by.x)).toBeLessThan(20);
  return menu;
}

test('opened with the mouse, a row menu paints by its button, shows the history and closes on Escape', async ({
  page,
}) => {
  await openLineItems(page);
  await menuButton(page, 2).click();
  const menu = await expectMenuBeside(page, menuButton(page, 2));
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Show in document',
    'History',
    'Delete record',
  ]);
  await menu.getByRole('menuitem', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of row 2' });
  await expect(history.getByTestId('history-empty')).toBeVisible();
  await expect(menu).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Opened again, Escape closes it and the focus is back on its button.
  await menuButton(page, 2).click();
  await expectMenuBeside(page, menuButton(page, 2));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton(page, 2)).toBeFocused();
});

test('opened by keyboard from the row number, a row menu deletes the record and gives back the focus', async ({
  page,
}) => {
  await openLineItems(page);
  const numberCell = (row: number) => bodyRows(page).nth(row).locator('td[data-field="#row"]');

  // Space opens it as Enter does; Escape closes it with the focus back on the cell.
  await numberCell(0).focus();
  await page.keyboard.press(' ');
  await expectMenuBeside(page, menuButton(page, 1));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(numberCell(0)).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(numberCell(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = await expectMenuBeside(page, menuButton(page, 2));
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Show in document' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete record' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Do you really want to delete this?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByTestId('records-count')).toHaveText('2 of 2 records');
});

/**
 * History, chosen from a row's menu, gives the focus back to the menu's button when it closes
 * (issue 29): the row mounts its menu only while it is open, so the button the dialog noted as it
 * opened was gone by then and the focus fell to the page's body.
 */
test('History gives the focus back to the row’s menu button, opened by keyboard or mouse', async ({
  page,
}) => {
  await openLineItems(page);
  const history = page.getByRole('dialog', { name: 'History of row 2' });
  const expectFocusBack = async () => {
    await expect(history).toBeHidden();
    await expect(menuButton(page, 2)).toBeFocused();
    // Its ring is painted: a keyboard user sees where they are.
    await expect(menuButton(page, 2)).toHaveCSS('outline-style', 'solid');
  };

  // By keyboard from the row's number cell, dismissed with Escape and with the close button.
  const numberCell = bodyRows(page).nth(1).locator('td[data-field="#row"]');
  for (const close of ['Escape', 'Enter on close'] as const) {
    await numberCell.focus();
    await page.keyboard.press('Enter');
    const menu = await expectMenuBeside(page, menuButton(page, 2));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'History' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(history.getByTestId('history-empty')).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else {
      await history.getByRole('button', { name: 'Close dialog' }).focus();
      await page.keyboard.press('Enter');
    }
    await expectFocusBack();
  }

  // By mouse, dismissed with Escape and with the close button.
  for (const close of ['Escape', 'close button'] as const) {
    await menuButton(page, 2).click();
    const menu = await expectMenuBeside(page, menuButton(page, 2));
    await menu.getByRole('menuitem', { name: 'History' }).click();
    await expect(history.getByTestId('history-empty')).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await history.getByRole('button', { name: 'Close dialog' }).click();
    await expectFocusBack();
  }
});
