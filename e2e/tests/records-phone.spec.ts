/**
 * The records page on a 390×844 phone: the upload list folds into a button naming the upload
 * shown, so the table starts on the first screen, and what opens (the preview, a new filter)
 * comes into view instead of a screen below it (issue 25 item 17); the button shows the app's
 * selects' chevron, where it showed a down arrow (issue 25). While a far cell is edited,
 * the box and number columns stay painted at the table's left edge (issue 25's last walk).
 */
import { expect, test, type Locator } from '@playwright/test';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { computedStyle, computedStyles } from '../support/computed-style.ts';
import { schemes, useScheme } from '../support/german-leftovers.ts';
import { parseColour } from '../support/painted-colour.ts';
import { bodyRows, openLineItems, recordsTable } from '../support/records-table.ts';

const viewportWidth = 390;

/** Wholly on the screen from left to right: nothing cut off at its edges. */
async function expectWithinWidth(element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
}

test.use({ viewport: { width: 390, height: 844 } });

/** An indicator as painted: its drawing, size and colour, and its middle against its box's. */
async function paintedIndicator(icon: Locator, box: Locator) {
  const [iconBox, boxBox] = await boxesInOneFrame(icon, box);
  return {
    drawing: await icon
      .locator('path')
      .evaluateAll((paths) => paths.map((path) => path.getAttribute('d'))),
    width: iconBox.width,
    height: iconBox.height,
    colour: await computedStyle(icon, 'color'),
    middleOffset: Math.round(iconBox.y + iconBox.height / 2 - (boxBox.y + boxBox.height / 2)),
  };
}

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

  // The chooser opens a choice as the filter's selects do, and shows their chevron (it showed ↓).
  const fieldSelect = page.getByTestId('record-filter').getByRole('combobox').first();
  // The row's first icon: its field select's chevron.
  const selectChevron = page.getByTestId('record-filter').locator('svg').first();
  expect(await paintedIndicator(chooser.locator('svg'), chooser)).toEqual(
    await paintedIndicator(selectChevron, fieldSelect),
  );
});

test('on a phone the box and number columns take what they show, so two fields show beside them', async ({
  page,
}) => {
  const { doctype, fields } = await openLineItems(page);
  const viewport = page.locator('.mantine-ScrollArea-viewport').filter({ has: recordsTable(page) });
  const header = (field: string) => recordsTable(page).locator(`thead th[data-field="${field}"]`);
  const row = bodyRows(page).first();
  const numberCell = row.locator('td[data-field="#row"]');
  const measure = () =>
    boxesInOneFrame(
      viewport,
      header('#select'),
      header('#row'),
      header(fields[0]!.key),
      header(fields[1]!.key),
      row.getByRole('checkbox'),
      row.getByRole('button', { name: 'Actions for row 1' }),
    );
  const [viewportBox, selectBox, numberBox, firstBox, secondBox, checkbox, menu] = await measure();
  // They took 135 of the 350 px: the box with 24 px around it, the number column 96 px.
  expect(selectBox.width).toBeLessThanOrEqual(checkbox.width + 14);
  // The menu button, a space and one digit.
  expect(numberBox.width).toBeLessThanOrEqual(menu.width + 22);
  expect(Math.abs(firstBox.x - (numberBox.x + numberBox.width))).toBeLessThanOrEqual(1);
  // Two fields wholly in view beside them, where one was.
  expect(secondBox.x + secondBox.width).toBeLessThanOrEqual(viewportBox.x + viewportBox.width);
  expect(await numberCell.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);

  // An approved row's mark is counted in: painted whole inside the column, still narrow, also
  // when the approval arrives on the open page (the column's width is then measured again).
  const approved = await page.request.post(
    `/api/doctypes/${doctype}/records/${await row.getAttribute('data-record')}/approve`,
  );
  expect(approved.status()).toBe(200);
  const mark = row.getByTestId('record-approved');
  await expect(mark).toBeVisible({ timeout: 30_000 });
  const [, , markedBox, , markedSecondBox, , markedMenu] = await measure();
  const [markBox] = await boxesInOneFrame(mark);
  expect(markBox.x + markBox.width).toBeLessThanOrEqual(markedBox.x + markedBox.width);
  expect(markedBox.width).toBeLessThanOrEqual(markedMenu.width + markBox.width + 26);
  expect(await numberCell.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
  expect(markedSecondBox.x + markedSecondBox.width).toBeLessThanOrEqual(
    viewportBox.x + viewportBox.width,
  );
});

/** The column of the cell chromium finds on top at the centre of `cell`: what is painted there. */
function columnOnTopOf(cell: Locator): Promise<string | null> {
  return cell.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    const hit = node.ownerDocument.elementFromPoint(x + width / 2, y + height / 2);
    return hit?.closest('td, th')?.getAttribute('data-field') ?? null;
  });
}

for (const scheme of schemes) {
  test(`on a phone in ${scheme} mode, editing a far cell keeps the box and number columns painted at the left`, async ({
    page,
  }) => {
    // A doctype to parse first, then the scheme, then its records again: on a busy machine.
    test.setTimeout(120_000);
    const { fields } = await openLineItems(page);
    const records = page.url();
    await useScheme(page, scheme);
    await page.goto(records);
    await expect(bodyRows(page)).toHaveCount(3);
    const amount = fields.find((field) => field.caption === 'Amount')!.key;
    // The second row: Mantine paints the plain rows between the stripes transparent.
    const row = bodyRows(page).nth(1);
    // On the value's text: the cell's middle may be its source button, which does not edit.
    await row.locator(`td[data-field="${amount}"] span`).first().dblclick();
    const editor = row.getByTestId('cell-editor');
    await expect(editor).toBeFocused();

    const viewport = page
      .locator('.mantine-ScrollArea-viewport')
      .filter({ has: recordsTable(page) });
    expect(await viewport.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
    for (const shown of await bodyRows(page).all()) {
      const select = shown.locator('td[data-field="#select"]');
      const number = shown.locator('td[data-field="#row"]');
      const [viewportBox, selectBox, numberBox, editorBox] = await boxesInOneFrame(
        viewport,
        select,
        number,
        editor,
      );
      // At the scrolled table's left edge, side by side, and left of the cell being edited.
      expect(Math.abs(selectBox.x - viewportBox.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(numberBox.x - (selectBox.x + selectBox.width))).toBeLessThanOrEqual(1);
      expect(numberBox.x + numberBox.width).toBeLessThanOrEqual(editorBox.x);
      // On top of the cells scrolled under them, and opaque, so those do not show through.
      expect(await columnOnTopOf(select)).toBe('#select');
      expect(await columnOnTopOf(number)).toBe('#row');
      for (const cell of [select, number])
        expect(parseColour(await computedStyle(cell, 'backgroundColor')).a).toBe(1);
    }
    await expect(bodyRows(page).nth(1).getByRole('checkbox')).toBeInViewport({ ratio: 1 });

    // Ticked, the row's tint is painted over an opaque ground on its pinned cells too.
    await editor.press('Escape');
    await row.getByRole('checkbox').check();
    const tinted = await computedStyles(row.locator('td[data-field="#row"]'), [
      'backgroundColor',
      'backgroundImage',
    ]);
    expect(parseColour(tinted.backgroundColor!).a).toBe(1);
    expect(tinted.backgroundImage).toContain('linear-gradient');
    expect(await columnOnTopOf(row.locator('td[data-field="#row"]'))).toBe('#row');
  });
}
