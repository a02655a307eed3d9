/**
 * On a phone the buttons above the records ("Select uploads…", "Download") line up with the
 * full-width controls above and below them: they sat at the row's right end at their own widths,
 * so the row began 6 px in from the upload chooser's and the search's left edge in German (66 px
 * in English); with a third one, "Extract 1 outdated upload again" in German ran past the
 * screen's left edge.
 */
import { expect, test, type Page } from '@playwright/test';
import { boxesInOneFrame, type Box } from '../support/boxes-in-one-frame.ts';
import { openLineItems } from '../support/records-table.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Each painted row of the buttons above the records, and the full-width controls around them. */
async function paintedRows(page: Page) {
  const buttons = [
    page.getByTestId('reparse-outdated'),
    page.getByTestId('bulk-uploads'),
    page.getByTestId('records-download'),
  ];
  const shown = [];
  for (const button of buttons) if (await button.isVisible()) shown.push(button);
  const [chooser, search, ...boxes] = await boxesInOneFrame(
    page.getByTestId('upload-chooser'),
    page.getByTestId('records-search'),
    ...shown,
  );
  const rows = new Map<number, Box[]>();
  for (const box of boxes)
    rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box]);
  return { chooser, search, rows: [...rows.values()] };
}

/** Every row of the buttons spans the chooser's width, as the search does. */
async function expectRowsLinedUp(page: Page, buttonCount: number) {
  const { chooser, search, rows } = await paintedRows(page);
  expect(rows.flat()).toHaveLength(buttonCount);
  expect(Math.abs(search.x - chooser.x)).toBeLessThanOrEqual(1);
  for (const row of rows) {
    const left = Math.min(...row.map((box) => box.x));
    const right = Math.max(...row.map((box) => box.x + box.width));
    expect(Math.abs(left - chooser.x), `left edges ${left} / ${chooser.x}`).toBeLessThanOrEqual(1);
    expect(
      Math.abs(right - (chooser.x + chooser.width)),
      `right edges ${right} / ${chooser.x + chooser.width}`,
    ).toBeLessThanOrEqual(1);
  }
}

test('on a phone the buttons above the records line up with the chooser and the search', async ({
  page,
}) => {
  const { doctype, fields } = await openLineItems(page);
  await expect(page.getByTestId('records-download')).toBeVisible();
  await expectRowsLinedUp(page, 2);

  // German labels are longer: the row nearly filled, 6 px short at its left.
  const german = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(german.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('records-download')).toHaveText('Herunterladen', {
    timeout: 30_000,
  });
  await expectRowsLinedUp(page, 2);

  // A new field makes the upload outdated: a third button, the three too wide for one row.
  const changed = await page.request.patch(`/api/doctypes/${doctype}`, {
    data: { fields: [...fields, { caption: 'Total amount', type: 'number' }] },
  });
  expect(changed.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('reparse-outdated')).toBeVisible({ timeout: 30_000 });
  await expectRowsLinedUp(page, 3);
});
