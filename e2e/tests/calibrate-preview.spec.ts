/**
 * "Calibrate fields" from an upload's menu shows the document beside the test extraction: a PDF
 * in the browser's viewer, a DOCX as the text read from it laid out in paragraphs and tables
 * (issue 25 item 15). The test extraction reads with what corrections taught the doctype, as
 * the next parse will (issue 28).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { makeSenderInvoicePdf } from '@docsift/extract/testing';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, createSavedDoctype } from '../support/api-setup.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { computedStyles } from '../support/computed-style.ts';
import { textOnTopOf } from '../support/painted-colour.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

const contentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Uploads `bytes` as `filename` for `doctype`. */
async function upload(page: Page, doctype: string, filename: string, bytes: Buffer) {
  const type = filename.endsWith('.docx') ? contentTypes.docx : contentTypes.pdf;
  const response = await page.request.post('/api/uploads', {
    multipart: { target: doctype, file: { name: filename, mimeType: type, buffer: bytes } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The doctype's page open on "Calibrate fields" for its upload `filename`, once parsed. */
async function calibrationOf(page: Page, doctype: string, filename: string) {
  await page.goto(`/doctype/${doctype}/records/all`);
  const item = page
    .getByRole('list', { name: 'Uploads', exact: true })
    .getByRole('listitem', { name: filename });
  // Parsed: "Extracting · 0 records" says "record" too, and its menu offers no calibration yet.
  await expect(item.getByTestId('upload-item')).toHaveAttribute('data-state', 'done', {
    timeout: 30_000,
  });
  await item.getByRole('button', { name: `Actions for ${filename}` }).click();
  await page.getByRole('menuitem', { name: 'Calibrate fields', exact: true }).click();
  const panel = page.getByTestId('calibration-panel');
  await expect(panel.getByRole('heading', { name: `Calibrate with ${filename}` })).toBeVisible();
  return panel;
}

/** A new account's doctype holding `path`, its page open on "Calibrate fields" for that upload. */
async function openCalibration(page: Page, path: string) {
  await createAccount(page.request, uniqueEmail('calibrate-preview'));
  const doctype = await createDoctype(page.request, {
    title: 'Delivery notes',
    fields: [{ caption: 'Item', type: 'string' }],
  });
  await upload(page, doctype, basename(path), await readFile(path));
  return calibrationOf(page, doctype, basename(path));
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
    const panel = await openCalibration(page, await files.write('invoice', 'invoice.pdf'));
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
    const panel = await openCalibration(page, await files.write('docx', 'delivery-note.docx'));
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

test('the test extraction reads a corrected layout where the correction showed the value', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createAccount(page.request, uniqueEmail('calibrate-lessons'));
  const doctype = await createSavedDoctype(page.request, {
    title: 'Invoices',
    fields: [
      { caption: 'Invoice number', description: 'Invoice number', type: 'string' },
      { caption: 'Total', description: 'Total', type: 'number' },
    ],
  });
  const reference = doctype.fields[0]!.key;
  const records = `/api/doctypes/${doctype.id}/records`;
  // The offline engine misses this layout's reference, which stands under a column heading.
  await upload(
    page,
    doctype.id,
    'first.pdf',
    await makeSenderInvoicePdf({
      reference: 'VG-2025-0042',
      date: '03.02.2025',
      net: '1.000,00',
      gross: '1.190,00',
    }),
  );
  let corrected: { id: string; data: Record<string, unknown> } | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get(records)).json()) as {
          records: { id: string; data: Record<string, unknown> }[];
        };
        corrected = body.records[0];
        return corrected?.data[reference];
      },
      { timeout: 60_000 },
    )
    .toBeNull();
  const edit = await page.request.patch(`${records}/${corrected!.id}`, {
    data: { data: { [reference]: 'VG-2025-0042' } },
  });
  expect(edit.status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/doctypes/${doctype.id}/lessons`)).json()) as {
          fields: Record<string, number>;
        },
      { timeout: 60_000 },
    )
    .toEqual({ fields: { [reference]: 1 } });

  await upload(
    page,
    doctype.id,
    'second.pdf',
    await makeSenderInvoicePdf({
      reference: 'VG-2025-0117',
      date: '11.03.2025',
      net: '2.480,50',
      gross: '2.951,80',
    }),
  );
  const panel = await calibrationOf(page, doctype.id, 'second.pdf');
  await panel.getByRole('button', { name: 'Test extraction' }).click();
  const rows = panel.getByTestId('inline-rows');
  await expect(rows).toBeVisible({ timeout: 30_000 });
  const found = rows.getByRole('cell', { name: 'VG-2025-0117', exact: true });
  await expect(found).toBeVisible();
  expect(await textOnTopOf(found)).toBe('VG-2025-0117');
});
