/**
 * Accuracy you can see (issue 28, item 4): the doctype's Accuracy tab, reached with the keyboard,
 * says nothing was corrected before any edit; after one, its chart is painted (an svg of real
 * size with a visible point per field) and its table gives the share per field, in English and
 * in German numbers, readable in dark mode.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { doctypeWithInvoices, parsedRecordIds } from '../support/api-setup.ts';
import { computedStyles } from '../support/computed-style.ts';
import { colourDistance, paintedBackground, textColour } from '../support/painted-colour.ts';
import { expectValueLabelsAtTicks } from '../support/value-axis.ts';

/** An element painted with a real size: a box wider and higher than 0, shown, not transparent. */
async function expectPainted(element: Locator, paint: 'fill' | 'stroke') {
  const box = await element.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.height).toBeGreaterThan(0);
  const style = await computedStyles(element, [paint, 'visibility', 'opacity', 'display']);
  expect(style[paint]).not.toBe('none');
  expect(style[paint]).not.toBe('rgba(0, 0, 0, 0)');
  expect(style.visibility).toBe('visible');
  expect(Number(style.opacity)).toBeGreaterThan(0);
  expect(style.display).not.toBe('none');
}

test('the Accuracy tab charts and tables the share of corrected values', async ({ page }) => {
  test.setTimeout(120_000);
  const { doctype, fields } = await doctypeWithInvoices(
    page.request,
    'doctype-accuracy',
    {
      title: 'Invoices',
      fields: [
        { caption: 'Invoice number', type: 'string' },
        { caption: 'Total amount', type: 'number' },
      ],
    },
    ['one.pdf', 'two.pdf'],
  );
  const records = `/api/doctypes/${doctype}/records`;
  const ids = await parsedRecordIds(page.request, doctype, 2);

  // Reached from the records tab with the arrow keys (records, fields, accuracy).
  await page.goto(`/doctype/${doctype}/records/all`);
  const tabs = page.getByRole('tablist', { name: 'Document type sections' });
  await tabs.getByRole('tab', { name: 'Records' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Accuracy' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/accuracy$`));
  await expect(page.getByTestId('accuracy-empty')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('accuracy-chart')).toHaveCount(0);

  const edit = await page.request.patch(`${records}/${ids[0]}`, {
    data: { data: { [fields[0]!.key]: 'ACME-7' } },
  });
  expect(edit.status()).toBe(200);
  await page.reload();

  const chart = page.getByTestId('accuracy-chart');
  const svg = chart.locator('svg.recharts-surface').first();
  await expect(svg).toBeVisible({ timeout: 30_000 });
  const size = await svg.boundingBox();
  expect(size!.width).toBeGreaterThan(200);
  expect(size!.height).toBeGreaterThan(100);
  // One period (both records were extracted today): a point per field.
  const points = chart.locator('.recharts-line-dots circle, .recharts-line-dots .recharts-dot');
  await expect(points).toHaveCount(2);
  for (const point of await points.all()) await expectPainted(point, 'fill');
  await expect(chart.getByText('Invoice number')).toBeVisible();
  await expectValueLabelsAtTicks(chart);
  // One tab stop, the chart itself: Tab went on to its layers, ringless and offering nothing.
  await svg.focus();
  await page.keyboard.press('Tab');
  expect(await chart.evaluate((node) => node.contains(node.ownerDocument.activeElement))).toBe(
    false,
  );

  const table = page.getByTestId('accuracy-table');
  await expect(table.getByRole('columnheader', { name: 'Confidence 0–50%' })).toBeVisible();
  const [number, total] = await table.getByTestId('accuracy-row').all();
  await expect(number!.getByRole('cell').nth(0)).toHaveText('Invoice number');
  await expect(number!.getByRole('cell').nth(1)).toHaveText('50%1 of 2');
  await expect(total!.getByRole('cell').nth(1)).toHaveText('0%0 of 2');

  // German numbers, dark mode.
  const settings = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(settings.status(), await settings.text()).toBe(200);
  await page.evaluate(`localStorage.setItem('docsift.color-scheme', 'dark')`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const share = number!.getByRole('cell').nth(1);
  await expect(share).toHaveText(/^50\s%1 von 2$/, { timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: /^Konfidenz 0–50\s%$/ })).toBeVisible();
  const { painted } = await paintedBackground(share);
  expect(colourDistance(await textColour(share), painted)).toBeGreaterThan(100);
  for (const point of await points.all()) await expectPainted(point, 'fill');
  await expectValueLabelsAtTicks(chart);
});
