/**
 * Learning from corrections on the fields page (issue 28, item 3): a field a person corrected
 * says what it learned from, readable in dark mode, and forgets it with the mouse; an open fields
 * page counts a new correction once it is learned (the `lessons` live event).
 */
import { expect, test } from '@playwright/test';
import { doctypeWithInvoices, parsedRecordIds } from '../support/api-setup.ts';
import {
  colourDistance,
  paintedBackground,
  textColour,
  textOnTopOf,
} from '../support/painted-colour.ts';

test('a corrected field shows “Learned from 1 correction” and forgets it', async ({ page }) => {
  test.setTimeout(90_000);
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'field-lessons', {
    title: 'Invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const field = fields[0]!.key;
  const records = `/api/doctypes/${doctype}/records`;
  let recordId = '';
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get(records)).json()) as {
          records: { id: string }[];
        };
        recordId = body.records[0]?.id ?? '';
        return recordId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  const edit = await page.request.patch(`${records}/${recordId}`, {
    data: { data: { [field]: 'ACME-7' } },
  });
  expect(edit.status()).toBe(200);
  const lessons = `/api/doctypes/${doctype}/lessons`;
  const counts = async () =>
    ((await (await page.request.get(lessons)).json()) as { fields: object }).fields;
  await expect.poll(counts, { timeout: 30_000 }).toEqual({ [field]: 1 });

  await page.goto(`/doctype/${doctype}/fields`);
  await page.evaluate(`localStorage.setItem('docsift.color-scheme', 'dark')`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const row = page.getByRole('group', { name: 'Invoice number', exact: true });
  const learned = row.getByText('Learned from 1 correction', { exact: true });
  await expect(learned).toBeVisible({ timeout: 30_000 });
  await learned.scrollIntoViewIfNeeded();
  expect(await textOnTopOf(learned)).toBe('Learned from 1 correction');
  const { painted } = await paintedBackground(learned);
  expect(colourDistance(await textColour(learned), painted)).toBeGreaterThan(100);

  await row.getByRole('button', { name: 'Forget what “Invoice number” learned' }).click();
  const question = row.getByRole('alertdialog');
  const confirm = question.getByRole('button', { name: 'Forget', exact: true });
  await expect(confirm).toBeFocused();
  await confirm.click();
  await expect(learned).toBeHidden();
  await expect(question).toBeHidden();
  expect(await counts()).toEqual({});
  // Forgetting is not an edit of the fields: nothing to save.
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
});

test('the open fields page counts each correction as it is learned, without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { doctype, fields } = await doctypeWithInvoices(
    page.request,
    'field-lessons-live',
    { title: 'Invoices', fields: [{ caption: 'Invoice number', type: 'string' }] },
    ['march.pdf', 'april.pdf'],
  );
  const field = fields[0]!.key;
  const records = `/api/doctypes/${doctype}/records`;
  const ids = await parsedRecordIds(page.request, doctype, 2);

  const isLive = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto(`/doctype/${doctype}/fields`);
  await isLive;
  const row = page.getByRole('group', { name: 'Invoice number', exact: true });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('field-lessons')).toHaveCount(0);
  // A reload would lose this mark.
  await page.evaluate('window.stillTheSamePage = true');

  for (const [index, text] of [
    'Learned from 1 correction',
    'Learned from 2 corrections',
  ].entries()) {
    const edit = await page.request.patch(`${records}/${ids[index]}`, {
      data: { data: { [field]: `ACME-${index + 7}` } },
    });
    expect(edit.status()).toBe(200);
    const learned = row.getByText(text, { exact: true });
    await expect(learned).toBeVisible({ timeout: 60_000 });
    await learned.scrollIntoViewIfNeeded();
    expect(await textOnTopOf(learned)).toBe(text);
  }
  expect(await page.evaluate('window.stillTheSamePage')).toBe(true);
});
