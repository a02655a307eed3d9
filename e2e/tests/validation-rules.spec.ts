/**
 * Validation rules in chromium (issue 28 item 2): a check between fields added on the fields
 * page with the mouse, its parse error painted inline while it names no field, saved once
 * fixed; then the record whose values fail it is marked in the records table and on the review
 * screen, with the check's message.
 */
import { expect, test, type Locator } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';
import { computedStyles } from '../support/computed-style.ts';
import { parseColour } from '../support/painted-colour.ts';
import { bodyRows, recordsTable } from '../support/records-table.ts';

interface ApiRecord {
  id: string;
  data: Record<string, unknown>;
  review: { state: string };
}

/** Visible for real: on screen with a size, not hidden or transparent. */
async function expectPainted(element: Locator): Promise<Record<string, string>> {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.width).toBeGreaterThan(4);
  expect(box.height).toBeGreaterThan(4);
  // A tooltip fades in: its opacity rises over a few frames.
  await expect
    .poll(async () => Number((await computedStyles(element, ['opacity'])).opacity))
    .toBeGreaterThan(0.5);
  const style = await computedStyles(element, ['visibility', 'color']);
  expect(style.visibility).toBe('visible');
  return style;
}

test('a check added with the mouse shows its parse error, then marks the record that fails it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createAccount(page.request, uniqueEmail('validation-rules'));
  const doctype = await createDoctype(page.request, {
    title: 'Invoices',
    mode: 'multi',
    fields: [
      { caption: 'Net', type: 'number' },
      { caption: 'VAT', type: 'number' },
      { caption: 'Gross', type: 'number' },
    ],
  });
  const upload = await page.request.post('/api/uploads', {
    multipart: {
      target: doctype,
      file: {
        name: 'totals.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Net,VAT,Gross\r\n100,19,119\r\n100,19,120\r\n'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const records = async () =>
    (
      (await (await page.request.get(`/api/doctypes/${doctype}/records`)).json()) as {
        records: ApiRecord[];
      }
    ).records;
  await expect.poll(async () => (await records()).length, { timeout: 60_000 }).toBe(2);
  expect((await records()).map((record) => record.review.state)).toEqual(['auto', 'auto']);

  await page.goto(`/doctype/${doctype}/fields`);
  await page.getByRole('button', { name: 'Add check' }).click();
  const check = page.getByRole('textbox', { name: 'Check 1' });
  await check.click();
  await page.keyboard.type('Net + VAT = Gros within 0.01');
  const error = page.getByText('Character 13: there is no field named “Gros”.');
  const { color } = await expectPainted(error);
  const red = parseColour(color!);
  expect(red.r - red.b, 'the error is painted red').toBeGreaterThan(80);
  await expect(check).toHaveAttribute('aria-invalid', 'true');
  // Saving is refused while the check does not parse.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(check).toHaveValue('Net + VAT = Gros within 0.01');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  await check.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Net + VAT = Gross within 0.01');
  await expect(error).toBeHidden();
  await expect(check).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  const saved = (await (await page.request.get(`/api/doctypes/${doctype}`)).json()) as {
    checks: unknown;
    fields: { key: string }[];
  };
  expect(saved.checks).toEqual([{ expression: 'Net + VAT = Gross within 0.01' }]);

  // The server restates the records in the background: the second one fails the check.
  await expect
    .poll(async () => (await records()).map((record) => record.review.state), { timeout: 30_000 })
    .toEqual(['auto', 'needs_review']);
  const failing = (await records())[1]!;
  const message = 'Net + VAT = 119 but Gross is 120';

  await page.goto(`/doctype/${doctype}/records/all`);
  await expect(bodyRows(page)).toHaveCount(2, { timeout: 30_000 });
  const gross = saved.fields[2]!.key;
  const row = recordsTable(page).locator(`tbody tr[data-record="${failing.id}"]`);
  const mark = row.locator(`td[data-field="${gross}"]`).getByTestId('low-confidence');
  await expect(mark).toHaveAttribute('aria-label', message);
  await expectPainted(mark);
  const sound = recordsTable(page).locator(`tbody tr:not([data-record="${failing.id}"])`);
  await expect(sound.getByTestId('low-confidence')).toHaveCount(0);
  await mark.hover();
  await expectPainted(page.getByRole('tooltip').getByText(message));

  await page.goto(`/doctype/${doctype}/review/${failing.id}`);
  const field = page.locator(`[data-testid="review-field"]:has(#review-${gross})`);
  await expectPainted(field.getByText(message));
  await expectPainted(field.getByTestId('doubtful-mark'));
});
