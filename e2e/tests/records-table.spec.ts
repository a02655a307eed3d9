/**
 * The records table against the real server: the three line items of the sample invoice as
 * records of a "multi" doctype, then filtered, sorted, reordered, edited and deleted in chromium.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import de from '@docsift/web/locales/de';
import {
  bodyRows,
  columnValues,
  openLineItems,
  recordsTable as table,
} from '../support/records-table.ts';
import type { SavedField } from '../support/api-setup.ts';
import { createSavedDoctype, doctypeWithInvoices, uploadFile } from '../support/api-setup.ts';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { withTempFile } from '../support/temp-file.ts';
import { computedStyle } from '../support/computed-style.ts';
import { parseColour } from '../support/painted-colour.ts';
import { chooseOption } from '../support/select-option.ts';

const headerTexts = (page: Page) =>
  table(page).locator('thead th[data-field]:not([data-field^="#"])').allInnerTexts();

test('dragging a column header saves the new field order, kept after a reload', async ({
  page,
}) => {
  const { doctype } = await openLineItems(page);
  await expect(page.getByTestId('records-count')).toHaveText('3 of 3 records');
  const grip = (caption: string) =>
    table(page).getByRole('columnheader', { name: caption }).getByTestId('column-grip');
  const from = (await grip('Amount').boundingBox())!;
  const to = (await table(page).getByRole('columnheader', { name: 'Description' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Several steps: the drag starts only after the pointer has moved a little.
  await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => headerTexts(page)).toEqual(['Amount', 'Description', 'Quantity']);
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/api/doctypes/${doctype}`)).json()) as {
        fields: SavedField[];
      };
      return saved.fields.map((field) => field.caption);
    })
    .toEqual(['Amount', 'Description', 'Quantity']);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(3);
  expect(await headerTexts(page)).toEqual(['Amount', 'Description', 'Quantity']);
});

test('Escape cancels an edit and a refused value rolls back with a notice', async ({ page }) => {
  const { fields } = await openLineItems(page);
  const description = fields[0]!.key;
  const cell = bodyRows(page).first().locator(`td[data-field="${description}"]`);
  const before = await cell.innerText();
  await cell.dblclick();
  await cell.getByRole('textbox', { name: 'Description' }).fill('changed');
  await cell.getByRole('textbox', { name: 'Description' }).press('Escape');
  await expect(cell).toHaveText(before);

  await page.route('**/api/doctypes/*/records/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'invalid-argument', message: 'bad', field: description },
          }),
        })
      : route.fallback(),
  );
  await cell.dblclick();
  await cell.getByRole('textbox', { name: 'Description' }).fill('refused');
  await cell.getByRole('textbox', { name: 'Description' }).press('Enter');
  await expect(page.getByText(/^Description was not saved/)).toBeVisible();
  await expect(cell).toHaveText(before);
});

test('a filter and a search narrow the rows, live in the address and survive a reload', async ({
  page,
}) => {
  const { fields } = await openLineItems(page);
  const description = fields[0]!.key;
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('combobox', { name: 'Filter value for Description' }).fill('gadget');
  await expect(bodyRows(page)).toHaveCount(1);
  expect(await columnValues(page, description)).toEqual(['Gadget B']);
  await expect(page).toHaveURL(/filter=field_[^&]+%3Aincludes%3Agadget/);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Filter value for Description' })).toHaveValue(
    'gadget',
  );

  await page.getByRole('button', { name: 'Remove filter on Description' }).click();
  await expect(bodyRows(page)).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Search records' }).fill('no such thing');
  await expect(page.getByTestId('records-nothing-found')).toContainText('Nothing found');
});

test('a header click sorts by the field, ascending then descending', async ({ page }) => {
  const { fields } = await openLineItems(page);
  const amount = fields[2]!.key;
  const header = table(page).getByRole('button', { name: 'Amount', exact: true });
  await header.click();
  await expect.poll(() => columnValues(page, amount)).toEqual(['150', '200', '450']);
  await expect(page).toHaveURL(new RegExp(`sort=${amount}%3Aasc`));
  await header.click();
  await expect.poll(() => columnValues(page, amount)).toEqual(['450', '200', '150']);
});

test('an edited cell is saved and shows the edit after a reload', async ({ page }) => {
  const { fields } = await openLineItems(page);
  const quantity = fields[1]!.key;
  const cell = bodyRows(page)
    .filter({ hasText: 'Gadget B' })
    .locator(`td[data-field="${quantity}"]`);
  await cell.dblclick();
  const editor = cell.getByRole('textbox', { name: 'Quantity' });
  await editor.fill('7');
  await editor.press('Enter');
  await expect(cell).toHaveText('7');
  await expect(cell).toBeFocused();
  await page.reload();
  await expect(
    bodyRows(page).filter({ hasText: 'Gadget B' }).locator(`td[data-field="${quantity}"]`),
  ).toHaveText('7');
});

test('the row menu deletes a record after the really-delete question', async ({ page }) => {
  await openLineItems(page);
  await page.getByRole('button', { name: 'Actions for row 2' }).click();
  await page.getByRole('menuitem', { name: 'Delete record' }).click();
  await expect(page.getByText('Do you really want to delete this?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByTestId('records-count')).toHaveText('2 of 2 records');
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(2);
});

test('the row menu shows who changed which value, from what to what, newest first', async ({
  page,
}) => {
  const { fields } = await openLineItems(page);
  const [description, quantity] = [fields[0]!.key, fields[1]!.key];
  const recordId = await bodyRows(page).filter({ hasText: 'Gadget B' }).getAttribute('data-record');
  // By its id: while a cell edits, its text is in an input, which a text filter does not see.
  const row = () => table(page).locator(`tbody tr[data-record="${recordId}"]`);
  const history = page.getByRole('dialog', { name: 'History of row 2' });
  const openHistory = async () => {
    await page.getByRole('button', { name: 'Actions for row 2' }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    await expect(history).toBeVisible();
  };

  await openHistory();
  await expect(history.getByTestId('history-empty')).toHaveText(
    'No value of this record was changed: all are as extracted.',
  );
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  for (const [field, caption, value] of [
    [quantity, 'Quantity', '7'],
    [description, 'Description', 'Gadget C'],
  ] as const) {
    const cell = row().locator(`td[data-field="${field}"]`);
    await cell.dblclick();
    const editor = cell.getByRole('textbox', { name: caption });
    await editor.fill(value);
    await editor.press('Enter');
    await expect(cell).toHaveText(value);
  }

  await openHistory();
  const changes = history.getByTestId('record-history').locator('tbody tr');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0).locator('td').nth(0)).toHaveText('Description');
  await expect(changes.nth(0).locator('td').nth(1)).toHaveText('Gadget B → Gadget C');
  await expect(changes.nth(1).locator('td').nth(0)).toHaveText('Quantity');
  await expect(changes.nth(1).locator('td').nth(1)).toHaveText(/^\d+ → 7$/);
  // The old value is struck through, as painted.
  const old = changes.nth(0).locator('td').nth(1).locator('span').first();
  expect(await computedStyle(old, 'textDecorationLine')).toBe('line-through');
  await expect(changes.nth(0).locator('td').nth(2)).toContainText(/@/);
});

test('the line under the header runs under every column, in light and in dark', async ({
  page,
}) => {
  await openLineItems(page);
  const headers = table(page).locator('thead th');
  await expect(headers).not.toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The sticky header draws its bottom line as an inset shadow on each cell; the pinned box and
    // number columns add their side lines to it.
    const shadows = await Promise.all(
      (await headers.all()).map((header) => computedStyle(header, 'boxShadow')),
    );
    const bottomLines = shadows.map((shadow) =>
      shadow.split(/,\s*(?=rgb|color|oklch)/).find((line) => / 0px -1px 0px 0px inset$/.test(line)),
    );
    expect(bottomLines[0], `${scheme}: ${shadows.join(' | ')}`).toBeDefined();
    expect(new Set(bottomLines).size, `${scheme}: ${shadows.join(' | ')}`).toBe(1);
  }
});

test('Escape takes back a filter row just added and still empty, in English and German', async ({
  page,
}) => {
  // Two rounds of filtering, each waiting for the rows to reload.
  test.setTimeout(120_000);
  await openLineItems(page);
  // By test id: the grid's name changes with the language.
  const grid = page.getByTestId('records-table');
  const records = grid.locator('tbody tr[data-record]');
  const rows = page.getByTestId('record-filter');
  for (const [language, addFilter] of [
    ['en', 'Add filter'],
    ['de', de.doctypes.records.add_filter],
  ] as const) {
    if (language === 'de') {
      const german = await page.request.patch('/api/settings', { data: { language } });
      expect(german.status()).toBe(200);
      await page.reload();
      await expect(records).toHaveCount(3, { timeout: 30_000 });
    }
    const add = page.getByRole('button', { name: addFilter });
    const tableTop = (await grid.boundingBox())!.y;
    await add.click();
    const value = page.getByTestId('filter-value');
    await expect(value).toBeFocused();
    await expect(rows).toHaveCount(1);
    expect((await grid.boundingBox())!.y).toBeGreaterThan(tableTop);

    await value.press('Escape');
    await expect(rows).toHaveCount(0);
    await expect(add).toBeFocused();
    // Gone from the page, not only hidden: the table moves back up to where it was.
    await expect.poll(async () => (await grid.boundingBox())!.y).toBe(tableTop);
    await expect(page).not.toHaveURL(/filter=/);

    // A row that filters stays: Escape only closes its suggestions.
    await add.click();
    await value.fill('gadget');
    await expect(records).toHaveCount(1);
    await value.press('Escape');
    await value.press('Escape');
    await expect(rows).toHaveCount(1);
    await expect(records).toHaveCount(1);
    await page.getByRole('button', { name: /^(Remove filter on|Filter auf) Description/ }).click();
    await expect(records).toHaveCount(3);
  }
});

/** The left edge of what `element` holds, as painted: for the elements read here, their text. */
function contentStart(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect().x;
  });
}

test("a value's text starts where its header's caption does, in English and German", async ({
  page,
}) => {
  const { fields } = await openLineItems(page);
  // By test id: the grid's name changes with the language.
  const grid = page.getByTestId('records-table');
  const records = grid.locator('tbody tr[data-record]');
  for (const language of ['en', 'de']) {
    if (language === 'de') {
      const german = await page.request.patch('/api/settings', { data: { language } });
      expect(german.status()).toBe(200);
      await page.reload();
      await expect(grid).toHaveAttribute('aria-label', de.doctypes.records.table, {
        timeout: 30_000,
      });
    }
    await expect(records).toHaveCount(3, { timeout: 30_000 });
    for (const field of fields) {
      // The sort button holds the caption; a value's first span, its text.
      const caption = await contentStart(
        grid.locator(`thead th[data-field="${field.key}"]`).getByRole('button'),
      );
      for (const row of await records.all()) {
        // The values started 18 px left of their caption, under the header's grip.
        const value = await contentStart(row.locator(`td[data-field="${field.key}"] span`).first());
        expect(Math.abs(value - caption), `${language}: ${field.caption}`).toBeLessThanOrEqual(1);
      }
    }
  }
});

/** Where the digits (or the "#") `cell` paints start, past the menu button before them. */
function numberStart(cell: Locator): Promise<number> {
  return cell.evaluate((node) => {
    // The cell's own text: its button and marks hold none.
    const text = [...node.childNodes].find((child) => /^(\d+|#)$/.test(child.textContent!.trim()));
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(text!);
    return range.getBoundingClientRect().left;
  });
}

test('the "#" header stands over the row numbers, on a wide screen and on a phone', async ({
  page,
}) => {
  await openLineItems(page);
  const header = table(page).locator('thead th[data-field="#row"]');
  const numbers = table(page).locator('tbody td[data-field="#row"]');
  // The furthest a row's number starts from the "#".
  const offset = async () => {
    const caption = await numberStart(header);
    const starts = await Promise.all((await numbers.all()).map(numberStart));
    return Math.max(...starts.map((start) => Math.abs(start - caption)));
  };
  for (const size of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    // Polled: the table is laid out for the phone after the resize. The "#" stood at the
    // cell's left edge, 26 px left of the digits, over the menu buttons.
    await expect.poll(offset, { message: `${size.width} px` }).toBeLessThanOrEqual(1);
  }
});

/** An input's placeholder as painted: its colour, and whether its text fits inside the box. */
function paintedPlaceholder(input: Locator): Promise<{ colour: string; isWhole: boolean }> {
  return input.evaluate((node) => {
    const style = node.ownerDocument.defaultView!.getComputedStyle(node);
    const measure = node.ownerDocument.createElement('canvas').getContext('2d')!;
    measure.font = style.font;
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      colour: node.ownerDocument.defaultView!.getComputedStyle(node, '::placeholder').color,
      isWhole: measure.measureText(node.getAttribute('placeholder')!).width <= room,
    };
  });
}

test('the filter value box says what to type, by comparison and field type, in English and German', async ({
  page,
}) => {
  // The filters show above records: one, of the sample invoice.
  const { doctype } = await doctypeWithInvoices(page.request, 'filter-hints', {
    title: 'Receipts',
    fields: [
      { caption: 'Shop', type: 'string' },
      { caption: 'Total', type: 'number' },
      { caption: 'Day', type: 'date' },
      { caption: 'Paid', type: 'boolean' },
    ],
  });
  const hints = {
    en: {
      Shop: 'Text to compare with',
      Total: 'A number, e.g. 12.5',
      Day: 'A date, e.g. Jan 31, 2024',
      Paid: 'true or false',
    },
    de: {
      Shop: 'Text zum Vergleich',
      Total: 'Eine Zahl, z. B. 12,5',
      Day: 'Ein Datum, z. B. 31.01.2024',
      Paid: 'true oder false',
    },
  };
  const texts = { en: 'Text to look for', de: 'Gesuchter Text' };
  const records = page.getByTestId('records-table').locator('tbody tr[data-record]');
  for (const language of ['en', 'de'] as const) {
    const saved = await page.request.patch('/api/settings', { data: { language } });
    expect(saved.status()).toBe(200);
    await page.goto(`/doctype/${doctype}/records/all`);
    await expect(records).toHaveCount(1, { timeout: 30_000 });
    const words = language === 'en' ? null : de.doctypes.records;
    await page.getByRole('button', { name: words?.add_filter ?? 'Add filter' }).click();
    const row = page.getByTestId('record-filter');
    // By place: the comparison's name holds the field's caption, which changes.
    const fieldBox = row.getByRole('combobox').nth(0);
    const opBox = row.getByRole('combobox').nth(1);
    const value = page.getByTestId('filter-value');
    const expectHint = async (hint: string) => {
      await expect(value, language).toHaveAttribute('placeholder', hint);
      await expect(value).toHaveValue('');
      const painted = await paintedPlaceholder(value);
      expect(parseColour(painted.colour).a, painted.colour).toBeGreaterThan(0.5);
      expect(painted.isWhole, `${language}: ${hint}`).toBe(true);
    };
    // Any field is searched as text; a comparison (kept as the field changes) reads its type.
    await expectHint(texts[language]);
    await chooseOption(page, opBox, words?.operators['>='] ?? 'at least');
    for (const [caption, hint] of Object.entries(hints[language])) {
      await chooseOption(page, fieldBox, caption);
      await expectHint(hint);
    }
  }
});

test('a German filter reads "12,5", "2,5" in amounts and "31.01.2024", and says so under the box when it cannot read a value', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createAccount(page.request, uniqueEmail('german-filters'));
  const saved = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(saved.status()).toBe(200);
  const doctype = await createSavedDoctype(page.request, {
    title: 'Bestellungen',
    mode: 'multi',
    fields: [
      { caption: 'Order', type: 'string' },
      { caption: 'Amount', type: 'number' },
      { caption: 'Day', type: 'date' },
    ],
  });
  const [order, amount, day] = doctype.fields.map((field) => field.key);
  const orders = [
    'O-1,12.5,2024-01-31',
    'O-2,12.5,2024-02-01',
    'O-3,125,2024-01-31',
    'O-4,1234.5,2023-12-31',
    'O-5,1.25,2024-01-13',
  ];
  await withTempFile('orders.csv', `Order,Amount,Day\r\n${orders.join('\r\n')}\r\n`, (csv) =>
    uploadFile(page.request, doctype.id, csv),
  );
  await page.goto(`/doctype/${doctype.id}/records/all`);
  const records = page.getByTestId('records-table').locator('tbody tr[data-record]');
  await expect(records).toHaveCount(orders.length, { timeout: 60_000 });
  const words = de.doctypes.records;
  /**
   * The orders of the rows painted (of some height), as their cells show them; read at once, as
   * rows replaced between two reads would leave a locator waiting for a row that is gone.
   */
  const paintedOrders = () =>
    records.locator(`td[data-field="${order}"]`).evaluateAll((cells) =>
      cells
        .filter((cell) => cell.getBoundingClientRect().height > 0)
        .map((cell) => cell.innerText)
        .sort(),
    );
  await page.getByRole('button', { name: words.add_filter }).click();
  const row = page.getByTestId('record-filter');
  const fieldBox = row.getByRole('combobox').nth(0);
  const value = page.getByTestId('filter-value');
  await chooseOption(page, fieldBox, 'Amount');
  await chooseOption(page, row.getByRole('combobox').nth(1), words.operators['==']);

  // Read the German way, kept in the address as the server and every language read it.
  await value.fill('12,5');
  await expect.poll(paintedOrders).toEqual(['O-1', 'O-2']);
  await expect(page).toHaveURL(new RegExp(`filter=${amount}%3A%3D%3D%3A12\\.5(&|$)`));
  await page.reload();
  await expect(value).toHaveValue('12,5', { timeout: 30_000 });
  await expect.poll(paintedOrders, { timeout: 30_000 }).toEqual(['O-1', 'O-2']);
  // A point groups thousands.
  await value.fill('1.234,5');
  await expect.poll(paintedOrders).toEqual(['O-4']);
  // Looked for in the amounts as text, typed the German way too: "2,5" is in 12.5, not in 1.25.
  const comparison = row.getByRole('combobox').nth(1);
  await chooseOption(page, comparison, words.operators.includes);
  await value.fill('2,5');
  await expect.poll(paintedOrders).toEqual(['O-1', 'O-2']);
  await expect(page).toHaveURL(new RegExp(`filter=${amount}%3Aincludes%3A2\\.5(&|$)`));
  await chooseOption(page, comparison, words.operators['==']);

  await chooseOption(page, fieldBox, 'Day');
  await value.fill('31.01.2024');
  await expect.poll(paintedOrders).toEqual(['O-1', 'O-3']);
  await expect(page).toHaveURL(new RegExp(`filter=${day}%3A%3D%3D%3A2024-01-31(&|$)`));
  await value.fill('1.2.2024');
  await expect.poll(paintedOrders).toEqual(['O-2']);

  // Text that is no date is said to be none, under the box; the filter stays as it was, the
  // last date read, in the address and the rows (the old box let the server drop the filter).
  await value.fill('gestern');
  const problem = row.getByText(words.filter_unreadable.date, { exact: true });
  await expect(problem).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`filter=${day}%3A%3D%3D%3A2024-02-01(&|$)`));
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toHaveAccessibleDescription(words.filter_unreadable.date);
  const colour = await computedStyle(problem, 'color');
  expect(parseColour(colour).a, colour).toBeGreaterThan(0.5);
  const box = (await value.boundingBox())!;
  const said = (await problem.boundingBox())!;
  expect(said.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  expect(said.width).toBeGreaterThan(0);
  // The select and the remove button stay level with the box the problem is said under.
  expect(Math.abs((await fieldBox.boundingBox())!.y - box.y)).toBeLessThan(1);
  const remove = row.getByRole('button', {
    name: words.remove_filter.replace('{{caption}}', 'Day'),
  });
  const removeBox = (await remove.boundingBox())!;
  expect(Math.abs(removeBox.y + removeBox.height / 2 - (box.y + box.height / 2))).toBeLessThan(1);
  await expect.poll(paintedOrders).toEqual(['O-2']);

  // A readable date again takes the problem away.
  await value.fill('31.1.2024');
  await expect(problem).toBeHidden();
  await expect(value).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(paintedOrders).toEqual(['O-1', 'O-3']);
});
