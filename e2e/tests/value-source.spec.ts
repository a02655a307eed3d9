/**
 * Provenance in chromium: the show-source button beside an extracted value opens the preview at
 * the page it was read from, drawn by pdf.js, with the value's box outlined on it.
 */
import { expect, test } from '@playwright/test';
import { doctypeWithInvoices, type DoctypeDefinition } from '../support/api-setup.ts';
import {
  colourDistance,
  luminance,
  paintedBackground,
  type Rgba,
} from '../support/painted-colour.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { invoiceFacts } from '../support/sample-documents.ts';

test('the show-source button beside a value opens its upload at the page, box highlighted', async ({
  page,
}) => {
  const { doctype } = await doctypeWithInvoices(page.request, 'value-source', {
    title: 'Invoices',
    mode: 'one:single',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const { uploads } = (await (await page.request.get(`/api/uploads?target=${doctype}`)).json()) as {
    uploads: { id: string }[];
  };
  await page.goto(`/doctype/${doctype}/records/all`);
  const cell = page
    .getByRole('grid', { name: 'Records' })
    .getByRole('gridcell', { name: invoiceFacts.invoiceNumber });
  const showSource = cell.getByRole('button', { name: 'Show where this value was read' });
  await expect(showSource).toBeVisible({ timeout: 30_000 });
  // Beside the value, inside its cell: a control of its own, not the text.
  const [button, text] = await boxesInOneFrame(
    showSource,
    cell.getByText(invoiceFacts.invoiceNumber),
  );
  expect(button.x).toBeGreaterThanOrEqual(text.x + text.width);
  await showSource.click();

  await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/records/${uploads[0]!.id}$`));
  const drawn = page.getByTestId('preview-panel').locator('canvas[data-drawn="1"]');
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  const highlight = page.getByTestId('source-highlight');
  await expect(highlight).toBeVisible();
  const [pageBox, box] = await boxesInOneFrame(drawn, highlight);
  // A word-sized box on the page, in the invoice's header (its top half).
  expect(box.width).toBeGreaterThan(10);
  expect(box.width).toBeLessThan(pageBox.width / 2);
  expect(box.x).toBeGreaterThanOrEqual(pageBox.x);
  expect(box.y).toBeGreaterThanOrEqual(pageBox.y);
  expect(box.y + box.height).toBeLessThan(pageBox.y + pageBox.height / 2);
});

test('"Show in document" in a row menu opens that upload\'s file in the preview', async ({
  page,
}) => {
  const { doctype } = await doctypeWithInvoices(page.request, 'show-in-document', {
    title: 'Invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const { uploads } = (await (await page.request.get(`/api/uploads?target=${doctype}`)).json()) as {
    uploads: { id: string }[];
  };
  await page.goto(`/doctype/${doctype}/records/all`);
  await page.getByRole('button', { name: 'Actions for row 1' }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Show in document' }).click();

  await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/records/${uploads[0]!.id}$`));
  // The whole file in the browser's own viewer, not one value on a drawn page.
  const preview = page.getByTestId('preview-panel').getByTestId('source-preview');
  await expect(preview).toHaveAttribute('src', `/api/uploads/${uploads[0]!.id}/file`);
});

/**
 * The invoice names no delivery address: what the extractor offers for it (the seller's street,
 * the only address there is) is a guess.
 */
const withGuessedValue = {
  title: 'Invoices',
  fields: [
    { caption: 'Invoice number', type: 'string' },
    { caption: 'Delivery address', type: 'string' },
    { caption: 'Total', type: 'number' },
  ],
} satisfies DoctypeDefinition;

test('exactly the values read with low confidence carry the mark, which explains itself', async ({
  page,
}) => {
  const { doctype, fields } = await doctypeWithInvoices(
    page.request,
    'low-confidence',
    withGuessedValue,
  );
  await page.goto(`/doctype/${doctype}/records/all`);
  const row = page.getByRole('grid', { name: 'Records' }).locator('tbody tr[data-record]');
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  const { records } = (await (
    await page.request.get(`/api/doctypes/${doctype}/records`)
  ).json()) as {
    records: { data: Record<string, unknown>; confidence: Record<string, number> }[];
  };
  const confidence = records[0]!.confidence;
  const low = fields.filter((field) => (confidence[field.key] ?? 1) < 0.7);
  expect(low.length, 'the sample should yield one guessed value').toBeGreaterThan(0);
  expect(low.length).toBeLessThan(fields.length);

  for (const field of fields) {
    const mark = row.locator(`td[data-field="${field.key}"]`).getByTestId('low-confidence');
    await expect(mark).toHaveCount(low.includes(field) ? 1 : 0);
  }
  const mark = row.locator(`td[data-field="${low[0]!.key}"]`).getByTestId('low-confidence');
  const percent = Math.round(confidence[low[0]!.key]! * 100);
  await expect(mark).toHaveAccessibleName(`Low confidence (${percent} %): please check this value`);
  await mark.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    `Low confidence (${percent} %): please check this value`,
  );
});

test('the low-confidence mark is painted in orange on the cell, in light and in dark mode', async ({
  page,
}) => {
  const { doctype, fields } = await doctypeWithInvoices(
    page.request,
    'low-confidence-paint',
    withGuessedValue,
  );
  const guessed = fields.find((field) => field.caption === 'Delivery address')!;
  const marks: Record<string, Rgba> = {};
  for (const scheme of ['light', 'dark']) {
    await page.goto(`/doctype/${doctype}/records/all`);
    await page.evaluate(`localStorage.setItem('docsift.color-scheme', '${scheme}')`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const cell = page
      .getByRole('grid', { name: 'Records' })
      .locator(`tbody td[data-field="${guessed.key}"]`);
    const mark = cell.getByTestId('low-confidence');
    await expect(mark).toBeVisible({ timeout: 30_000 });
    const box = (await mark.boundingBox())!;
    expect(box.width * box.height, 'the mark has an area').toBeGreaterThan(16);

    const { own, painted, behind } = await paintedBackground(mark);
    if (scheme === 'light') expect(luminance(behind), 'light cell').toBeGreaterThan(0.8);
    else expect(luminance(behind), 'dark cell').toBeLessThan(0.3);
    expect(own.a, `${scheme} mark is not transparent`).toBe(1);
    expect(colourDistance(painted, behind), `${scheme} mark stands out`).toBeGreaterThan(100);
    // Orange: red well above blue.
    expect(painted.r - painted.b, `${scheme} mark is orange`).toBeGreaterThan(150);
    marks[scheme] = painted;
  }
  // Each scheme has its own shade (light-dark() chose, rather than one value for both).
  expect(colourDistance(marks.light!, marks.dark!)).toBeGreaterThan(20);
});
