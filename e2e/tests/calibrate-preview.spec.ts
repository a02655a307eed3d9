/**
 * "Calibrate fields" from an upload's menu shows the document beside the test extraction: a PDF
 * in the browser's viewer, a DOCX as the text read from it laid out in paragraphs and tables
 * (issue 25 item 15).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { computedStyles } from '../support/computed-style.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

const contentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A new account's doctype holding `path`, its page open on "Calibrate fields" for that upload. */
async function openCalibration(page: Page, path: string, type: keyof typeof contentTypes) {
  await createAccount(page.request, uniqueEmail('calibrate-preview'));
  const doctype = await createDoctype(page.request, {
    title: 'Delivery notes',
    fields: [{ caption: 'Item', type: 'string' }],
  });
  const filename = basename(path);
  const response = await page.request.post('/api/uploads', {
    multipart: {
      target: doctype,
      file: { name: filename, mimeType: contentTypes[type], buffer: await readFile(path) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto(`/doctype/${doctype}/records/all`);
  const item = page
    .getByRole('list', { name: 'Uploads', exact: true })
    .getByRole('listitem', { name: filename });
  await expect(item).toContainText('record', { timeout: 30_000 });
  await item.getByRole('button', { name: `Actions for ${filename}` }).click();
  await page.getByRole('menuitem', { name: 'Calibrate fields', exact: true }).click();
  const panel = page.getByTestId('calibration-panel');
  await expect(panel.getByRole('heading', { name: `Calibrate with ${filename}` })).toBeVisible();
  return panel;
}

/** The element is painted: displayed, visible, opaque and at least `minHeight` px tall. */
async function expectPainted(element: ReturnType<Page['getByTestId']>, minHeight: number) {
  await expect(element).toBeInViewport();
  const box = (await element.boundingBox())!;
  expect(box.width).toBeGreaterThan(200);
  expect(box.height).toBeGreaterThan(minHeight);
  const style = await computedStyles(element, ['display', 'visibility', 'opacity']);
  expect(style).toMatchObject({ visibility: 'visible', opacity: '1' });
  expect(style.display).not.toBe('none');
}

test('calibrating a PDF shows it beside the test extraction', async ({ page }) => {
  const files = await sampleDocuments();
  try {
    const panel = await openCalibration(page, await files.write('invoice', 'invoice.pdf'), 'pdf');
    const preview = panel.getByTestId('source-preview');
    await expect(preview).toHaveAttribute('title', 'Preview invoice.pdf');
    await expectPainted(preview, 300);
    // The frame holds the file itself, not an error page.
    const file = await page.request.get((await preview.getAttribute('src'))!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    // Beside it, not below: a desktop compares the document with the rows found.
    const [extraction, previewBox] = await boxesInOneFrame(
      panel.getByTestId('inline-extraction'),
      preview,
    );
    expect(extraction.x).toBeGreaterThan(previewBox.x);
  } finally {
    await files.remove();
  }
});

test('calibrating a DOCX shows its paragraphs and tables, painted', async ({ page }) => {
  const files = await sampleDocuments();
  try {
    const panel = await openCalibration(
      page,
      await files.write('docx', 'delivery-note.docx'),
      'docx',
    );
    const text = panel.getByTestId('document-text');
    const paragraph = text.getByText('Delivery note DN-5521 for Acme Supplies GmbH', {
      exact: true,
    });
    await expect(paragraph).toBeVisible();
    await expectPainted(text, 100);
    const painted = await computedStyles(paragraph, ['color', 'fontSize']);
    expect(painted.color).not.toMatch(/rgba\(.*, 0\)$|transparent/);
    expect(parseFloat(painted.fontSize!)).toBeGreaterThan(8);
    // The table is laid out as one, cells side by side in bordered columns, not " | " text.
    const table = text.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    const item = table.getByRole('cell', { name: 'Widget A', exact: true });
    const quantity = table.getByRole('cell', { name: '2', exact: true });
    const [itemBox, quantityBox] = await boxesInOneFrame(item, quantity);
    expect(quantityBox.x).toBeGreaterThanOrEqual(itemBox.x + itemBox.width - 1);
    expect(Math.abs(quantityBox.y - itemBox.y)).toBeLessThan(2);
    const border = await computedStyles(item, ['borderRightStyle', 'borderRightWidth']);
    expect(border.borderRightStyle).toBe('solid');
    expect(parseFloat(border.borderRightWidth!)).toBeGreaterThan(0);
    await expect(text).not.toContainText(' | ');
    await panel.getByRole('button', { name: 'Test extraction' }).click();
    await expect(panel.getByTestId('inline-rows')).toBeVisible({ timeout: 30_000 });
  } finally {
    await files.remove();
  }
});
