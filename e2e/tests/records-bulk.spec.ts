/**
 * Bulk actions on records (issue 25): rows chosen with the mouse (a Shift-click takes a range)
 * and the keyboard, a tinted bar saying how many, then the chosen ones exported, approved (each
 * row shows a green mark) and deleted; sorting keeps the choice, a search and Escape clear it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { computedStyle, computedStyles } from '../support/computed-style.ts';
import { bodyRows, columnValues, openLineItems } from '../support/records-table.ts';

const rowBox = (page: Page, number: number) =>
  page.getByRole('checkbox', { name: `Select row ${number}`, exact: true });

/** The [red, green, blue] of a computed `rgb(…)` or `rgba(…)` colour. */
async function rgbOf(element: Locator, property: string): Promise<number[]> {
  const colour = await computedStyle(element, property);
  return colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
}

test('choose records with the mouse and keyboard, export, approve and delete them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { fields } = await openLineItems(page);
  const [description, , amount] = fields.map((field) => field.key);
  const descriptions = await columnValues(page, description!);
  const amounts = (await columnValues(page, amount!)).map((text) =>
    Number(text.replace(/[^\d.-]/g, '')),
  );
  const bar = page.getByRole('toolbar', { name: 'Selected records' });
  await expect(bar).toHaveCount(0);

  // A click, then a Shift-click two rows further: the three rows are chosen.
  await rowBox(page, 1).click();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('1 selected');
  await rowBox(page, 3).click({ modifiers: ['Shift'] });
  await expect(bar).toContainText('3 selected');
  const selectAll = page.getByRole('checkbox', { name: 'Select all shown records' });
  await expect(selectAll).toBeChecked();
  // The bar and the chosen rows are painted in the same tint, the others not.
  await rowBox(page, 2).click();
  await expect(bar).toContainText('2 selected');
  await expect(selectAll).toHaveJSProperty('indeterminate', true);
  const tint = await computedStyle(bar, 'background-color');
  expect(tint).not.toBe('rgba(0, 0, 0, 0)');
  expect(await computedStyle(bodyRows(page).nth(0), 'background-color')).toBe(tint);
  expect(await computedStyle(bodyRows(page).nth(2), 'background-color')).toBe(tint);
  expect(await computedStyle(bodyRows(page).nth(1), 'background-color')).not.toBe(tint);

  // Sorting keeps the choice: the same two records, now elsewhere.
  await page.locator(`thead th[data-field="${amount}"]`).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`sort=${amount}%3Aasc`));
  await expect(bar).toContainText('2 selected');
  // The unsorted rows stay on show until the sorted ones come: wait for the order the amounts give.
  const sorted = descriptions
    .map((text, index) => ({ text, amount: amounts[index]! }))
    .sort((a, b) => a.amount - b.amount)
    .map(({ text }) => text);
  await expect.poll(() => columnValues(page, description!)).toEqual(sorted);
  await expect(rowBox(page, 1)).toBeEnabled();
  const chosen = [descriptions[0]!, descriptions[2]!];
  const checked = await Promise.all([1, 2, 3].map((n) => rowBox(page, n).isChecked()));
  expect(checked).toEqual(sorted.map((d) => chosen.includes(d)));

  // Export selected: the JSON file holds those two, in the table's order.
  await bar.getByRole('button', { name: 'Export selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download records' });
  await expect(dialog.getByTestId('download-scope')).toHaveText('2 selected records');
  await dialog.getByRole('radio', { name: 'JSON' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('download-submit').click();
  const file = JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as Record<
    string,
    unknown
  >[];
  await expect(dialog).toBeHidden();
  expect(file.map((row) => row.Description)).toEqual(sorted.filter((d) => chosen.includes(d)));
  expect(Object.keys(file[0]!)).toEqual(['Description', 'Quantity', 'Amount']);

  // Approve: both rows show the green mark, the third none; the choice is done with.
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('2 records approved.')).toBeVisible();
  await expect(bar).toHaveCount(0);
  for (const text of chosen) {
    const mark = bodyRows(page).filter({ hasText: text }).getByRole('img', { name: 'Approved' });
    await expect(mark).toBeVisible();
    const [red, green, blue] = await rgbOf(mark, 'color');
    expect(green).toBeGreaterThan(red! + 40);
    expect(green).toBeGreaterThan(blue! + 40);
  }
  const other = descriptions[1]!;
  await expect(
    bodyRows(page).filter({ hasText: other }).getByRole('img', { name: 'Approved' }),
  ).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Approved' })).toHaveCount(2);

  // By keyboard: Home from a value reaches the row's box, Space chooses it; Escape clears.
  await bodyRows(page).nth(1).locator(`td[data-field="${description}"]`).focus();
  await page.keyboard.press('Home');
  await expect(bodyRows(page).nth(1).locator('td[data-field="#select"]')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bar).toContainText('1 selected');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);

  // A search is another set of rows: the choice goes.
  await rowBox(page, 1).click();
  await expect(bar).toContainText('1 selected');
  await page.getByRole('searchbox', { name: 'Search records' }).fill('Gadget');
  await expect(page).toHaveURL(/[?&]q=Gadget/);
  await expect(bar).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search records' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  // The search's one row stays on show until the whole view's rows have come.
  await expect(bodyRows(page)).toHaveCount(3);

  // Delete two after the question; the third stays, after a reload too.
  await rowBox(page, 1).click();
  await expect(bar).toContainText('1 selected');
  await rowBox(page, 2).click();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Delete 2 records? This cannot be undone.');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 records deleted.')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
});

test("a previous view's rows, on show until the view's come, cannot be chosen", async ({
  page,
}) => {
  const { doctype } = await openLineItems(page);
  // Opened on the search, the page has never read the whole view: clearing it must wait.
  await page.goto(`/doctype/${doctype}/records/all?q=Gadget`);
  await expect(bodyRows(page)).toHaveCount(1);
  const enabled = await computedStyles(rowBox(page, 1), ['cursor', 'backgroundColor']);

  // The whole view's rows are held until the test has looked at the search's row meanwhile.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  await page.route('**/api/doctypes/*/records?*', async (route) => {
    if (new URL(route.request().url()).searchParams.has('q')) return route.continue();
    reached();
    await released;
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search records' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await held;

  // The search's row stays on show, its box off and painted so.
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowBox(page, 1)).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Select all shown records' })).toBeDisabled();
  const placeholder = () => computedStyles(rowBox(page, 1), ['cursor', 'backgroundColor']);
  expect((await placeholder()).cursor).toBe('not-allowed');
  expect(enabled.cursor).not.toBe('not-allowed');
  // The box's colour eases to its disabled shade: read once the transition has run.
  await expect
    .poll(async () => (await placeholder()).backgroundColor)
    .not.toBe(enabled.backgroundColor);
  // A quick click on it chooses nothing, now or once the view's rows have come.
  await rowBox(page, 1).click({ force: true });
  const bar = page.getByRole('toolbar', { name: 'Selected records' });
  await expect(bar).toHaveCount(0);

  release();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bar).toHaveCount(0);
  for (const n of [1, 2, 3]) {
    await expect(rowBox(page, n)).toBeEnabled();
    await expect(rowBox(page, n)).not.toBeChecked();
  }
  await rowBox(page, 1).click();
  await rowBox(page, 2).click();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Delete 2 records? This cannot be undone.');
  await question.getByRole('button', { name: 'Cancel' }).click();
});
