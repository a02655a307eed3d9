/**
 * The records table keeps its columns where they are while it scrolls: rows further down with
 * longer values must not widen a column, which would move every column right of it under the
 * reader's eyes. Read from the painted geometry of the header cells and of a cell far below.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createSavedDoctype, uploadFile } from '../support/api-setup.ts';
import { bodyRows, recordsTable } from '../support/records-table.ts';
import { withTempFile } from '../support/temp-file.ts';

/** One page of records (100): the window mounts the later rows as it scrolls, without fetching. */
const ROWS = 90;

/** Short values at the top, long ones from row 50 on: what the first window never shows. */
function ordersCsv(): string {
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const isLong = i >= 50;
    const name = isLong ? `Order ${i + 1} for the northern warehouse extension` : `O-${i + 1}`;
    const note = isLong
      ? 'delivered in three parts over two weeks and signed by the site lead'
      : 'ok';
    return `${name},${note},${i + 1}`;
  });
  return `Order,Note,Amount\r\n${lines.join('\r\n')}\r\n`;
}

/** The left and right edges of each header cell, as painted. */
async function headerEdges(page: Page): Promise<number[][]> {
  return recordsTable(page)
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        return [Math.round(box.left), Math.round(box.right)];
      }),
    );
}

test('columns keep their widths while rows with longer values scroll into view', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('column-widths'));
  const doctype = await createSavedDoctype(page.request, {
    title: 'Orders',
    mode: 'multi',
    fields: [
      { caption: 'Order', type: 'string' },
      { caption: 'Note', type: 'string' },
      { caption: 'Amount', type: 'number' },
    ],
  });
  await withTempFile('orders.csv', ordersCsv(), (csv) => uploadFile(page.request, doctype.id, csv));
  await page.goto(`/doctype/${doctype.id}/records/all`);
  await expect(page.getByTestId('records-count')).toHaveText(/of 90 records$/, {
    timeout: 60_000,
  });
  await expect(bodyRows(page).first()).toBeVisible();
  const before = await headerEdges(page);

  // Scrolled to its end, the table mounts the last rows: again while its window grows.
  const lastOrder = recordsTable(page).getByText('Order 90 for the northern warehouse extension');
  await expect(async () => {
    await recordsTable(page).evaluate((table) => {
      const viewport = table.closest('.mantine-ScrollArea-viewport')!;
      viewport.scrollTop = viewport.scrollHeight;
    });
    await expect(lastOrder).toBeVisible({ timeout: 1_000 });
  }).toPass();

  expect(await headerEdges(page)).toEqual(before);
  // A long value is cut at its column's edge, not let out over the next column.
  const noteCell = lastOrder.locator('xpath=ancestor::tr').locator('td').nth(3);
  const cellBox = (await noteCell.boundingBox())!;
  const noteHeader = before[3]!;
  expect([Math.round(cellBox.x), Math.round(cellBox.x + cellBox.width)]).toEqual(noteHeader);

  // A wider window lays the columns out again: the table widens as much as its viewport.
  const widths = () =>
    recordsTable(page).evaluate((table) => {
      const viewport = table.closest('.mantine-ScrollArea-viewport')!;
      return { table: table.getBoundingClientRect().width, viewport: viewport.clientWidth };
    });
  const narrow = await widths();
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect
    .poll(async () => {
      const wide = await widths();
      return Math.round(wide.table - narrow.table - (wide.viewport - narrow.viewport));
    })
    .toBe(0);
});
