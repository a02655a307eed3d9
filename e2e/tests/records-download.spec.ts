/**
 * The download dialog against the real server: a free user sees xlsx tagged PRO, downloads the
 * sorted view as csv with the mouse, and the file holds the records in the view's order; ticked,
 * the review state comes with them; ticked, German csv and the source columns are written.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { doctypeWithInvoices, lineItemFields } from '../support/api-setup.ts';
import { computedStyle } from '../support/computed-style.ts';

test('a free user downloads the sorted records as csv and sees xlsx tagged PRO', async ({
  page,
}) => {
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'records-download', {
    title: 'Positionen Größe',
    mode: 'multi',
    fields: lineItemFields,
  });
  const amount = fields.find((f) => f.caption === 'Amount')!.key;
  await page.goto(`/doctype/${doctype}/records/all?sort=${amount}:desc`);
  await expect(
    page.getByRole('grid', { name: 'Records' }).locator('tbody tr[data-record]'),
  ).toHaveCount(3, { timeout: 30_000 });

  await page.getByTestId('records-download').click();
  const dialog = page.getByRole('dialog', { name: 'Download records' });
  await expect(dialog.getByRole('radio', { name: 'Excel workbook (xlsx)' })).toBeDisabled();
  await expect(dialog.getByTestId('pro-tag')).toHaveAttribute('href', '/payment/subscription');
  await expect(dialog.getByRole('radio', { name: /^CSV/ })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('download-submit').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Positionen Größe.csv');
  await expect(dialog).toBeHidden();

  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // RFC 4180 rows end with CRLF.
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Description,Quantity,Amount');
  const amounts = lines.slice(1).map((line) => Number(line.split(',').at(-1)));
  expect(amounts).toHaveLength(3);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

  // Ticked, the review state follows each record's values (none approved: no approver or time).
  await page.getByTestId('records-download').click();
  const review = dialog.getByRole('checkbox', { name: /^Include the review state/ });
  await expect(review).toBeVisible();
  await expect(review).not.toBeChecked();
  await review.click();
  await expect(review).toBeChecked();
  const reviewing = page.waitForEvent('download');
  await dialog.getByTestId('download-submit').click();
  const reviewed = await readFile((await (await reviewing).path())!);
  const rows = reviewed.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(rows[0]).toBe('Description,Quantity,Amount,Review state,Reviewed by,Reviewed at');
  expect(rows).toHaveLength(4);
  for (const row of rows.slice(1)) expect(row).toMatch(/,(auto|needs_review),,$/);
});

test('German csv and the source columns: ticked in the dialog, written into the files', async ({
  page,
}) => {
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'records-download-de', {
    title: 'Positionen',
    mode: 'multi',
    fields: lineItemFields,
  });
  const amount = fields.find((f) => f.caption === 'Amount')!.key;
  await page.goto(`/doctype/${doctype}/records/all?sort=${amount}:desc`);
  await expect(
    page.getByRole('grid', { name: 'Records' }).locator('tbody tr[data-record]'),
  ).toHaveCount(3, { timeout: 30_000 });
  // A decimal to show the comma: the sample's amounts are whole.
  const records = (await (await page.request.get(`/api/doctypes/${doctype}/records`)).json()) as {
    records: { id: string; upload: string; data: Record<string, unknown> }[];
  };
  const [first] = records.records;
  const edited = await page.request.patch(`/api/doctypes/${doctype}/records/${first!.id}`, {
    data: { data: { [amount]: 1234.5 } },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const upload = (await (await page.request.get(`/api/uploads/${first!.upload}`)).json()) as {
    created: number;
  };
  const uploadedAt = new Date(upload.created).toISOString();

  await page.getByTestId('records-download').click();
  const dialog = page.getByRole('dialog', { name: 'Download records' });
  const german = dialog.getByRole('checkbox', { name: /^For German Excel/ });
  const source = dialog.getByRole('checkbox', { name: /^Include the source/ });
  await expect(german).not.toBeChecked();
  await expect(source).not.toBeChecked();
  // The style is a csv's alone: hidden for json, back for csv.
  await dialog.getByRole('radio', { name: 'JSON' }).click();
  await expect(german).toBeHidden();
  await dialog.getByRole('radio', { name: /^CSV/ }).click();
  const unticked = await computedStyle(german, 'backgroundColor');
  await german.click();
  await source.click();
  await expect(german).toBeChecked();
  await expect(source).toBeChecked();
  // Ticked is painted, not only set: the box fills with the accent colour.
  expect(await computedStyle(german, 'backgroundColor')).not.toBe(unticked);
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('download-submit').click();
  const csv = await readFile((await (await downloading).path())!);
  await expect(dialog).toBeHidden();

  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const rows = text.trimEnd().split('\r\n');
  expect(rows[0]).toBe('Description;Quantity;Amount;File name;Page;Uploaded at;Review state');
  expect(rows).toHaveLength(4);
  const cells = rows.slice(1).map((row) => row.split(';'));
  expect(cells.map((row) => row[2])).toEqual(['1234,5', '450', '150']);
  for (const row of cells) {
    expect(row).toHaveLength(7);
    expect(row.slice(3, 6)).toEqual(['invoice.pdf', '1', uploadedAt]);
    expect(row[6]).toMatch(/^(auto|needs_review)$/);
  }

  // Nothing is remembered: a new dialog starts unticked; json carries the time as the API does.
  await page.getByTestId('records-download').click();
  await expect(source).not.toBeChecked();
  await dialog.getByRole('radio', { name: 'JSON' }).click();
  await source.click();
  const downloadingJson = page.waitForEvent('download');
  await dialog.getByTestId('download-submit').click();
  const json = JSON.parse(
    (await readFile((await (await downloadingJson).path())!)).toString('utf8'),
  ) as Record<string, unknown>[];
  expect(json.map((row) => row.Amount)).toEqual([1234.5, 450, 150]);
  for (const row of json)
    expect(row).toMatchObject({
      'File name': 'invoice.pdf',
      Page: 1,
      'Uploaded at': upload.created,
    });
});

test('the upload picker chooses several uploads, toggles all and closes alone on Escape', async ({
  page,
}) => {
  const longName = `${'a-scanned-invoice-with-a-very-long-name-'.repeat(4)}end.pdf`;
  const others = ['third', 'fourth', 'fifth', 'sixth', 'seventh'].map((name) => `${name}.pdf`);
  const names = ['first.pdf', 'second.pdf', ...others, longName];
  const { doctype } = await doctypeWithInvoices(
    page.request,
    'upload-picker',
    { title: 'Picked', fields: [{ caption: 'Total', type: 'number' }] },
    names,
  );
  // Low enough that the list (at most half the view's height) scrolls.
  await page.setViewportSize({ width: 800, height: 360 });
  await page.goto(`/doctype/${doctype}/records/all`);
  await page.getByTestId('records-download').click();
  const dialog = page.getByRole('dialog', { name: 'Download records' });
  const picker = dialog.getByTestId('upload-picker');
  await expect(dialog.getByTestId('download-scope')).toHaveText('All uploads');

  await dialog.getByRole('button', { name: 'Choose upload' }).click();
  await picker.getByRole('checkbox', { name: 'first.pdf' }).check();
  await picker.getByRole('checkbox', { name: 'second.pdf' }).check();
  await expect(picker.getByRole('checkbox', { name: 'first.pdf' })).toBeChecked();
  await picker.getByRole('button', { name: 'Choose' }).click();
  await expect(dialog.getByTestId('download-scope')).toHaveText('first.pdf, second.pdf');

  await dialog.getByRole('button', { name: 'Choose upload' }).click();
  const entries = picker.getByRole('group', { name: 'Uploads' }).getByRole('checkbox');
  await expect(entries).toHaveCount(names.length);
  const toggleAll = picker.getByRole('checkbox', { name: 'Select all' });
  await toggleAll.check();
  for (const entry of await entries.all()) await expect(entry).toBeChecked();
  await toggleAll.uncheck();
  for (const entry of await entries.all()) await expect(entry).not.toBeChecked();

  // A long name ends in an ellipsis on its one line.
  const long = picker.locator('label', { hasText: longName });
  await expect(long).toHaveCSS('text-overflow', 'ellipsis');
  expect(await long.evaluate((label) => label.scrollWidth > label.clientWidth)).toBe(true);

  // Scrolled to its end, the list shows its last entry whole, under no scrollbar.
  const list = picker.getByTestId('upload-picker-list');
  const last = list.locator('.mantine-Checkbox-root').last();
  const fit = await list.evaluate(
    (element, entry) => {
      element.scrollTop = element.scrollHeight;
      const box = element.getBoundingClientRect();
      const client = {
        left: box.left + element.clientLeft,
        top: box.top + element.clientTop,
        right: box.left + element.clientLeft + element.clientWidth,
        bottom: box.top + element.clientTop + element.clientHeight,
      };
      const target = entry!.getBoundingClientRect();
      const corner = element.ownerDocument.elementFromPoint(target.right - 1, target.bottom - 1);
      return {
        scrolls: element.scrollHeight > element.clientHeight,
        inside:
          target.left >= client.left &&
          target.top >= client.top &&
          target.right <= client.right &&
          target.bottom <= client.bottom,
        cornerIsEntry: entry!.contains(corner),
      };
    },
    await last.elementHandle(),
  );
  expect(fit).toEqual({ scrolls: true, inside: true, cornerIsEntry: true });

  // Escape closes the picker, the top view, and leaves the download dialog open.
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog.getByTestId('download-scope')).toHaveText('first.pdf, second.pdf');
  await dialog.getByRole('button', { name: 'Choose upload' }).click();
  await expect(picker).toBeVisible();
});
