/**
 * The review screen takes a date as the records table shows it, in the UI's language (issue 25):
 * its browser date input showed and took dates in the browser's own format, whatever the language
 * the reviewer chose.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createSavedDoctype, reviewQueue } from '../support/api-setup.ts';

test('a German reviewer reads and types a date the German way, and is told when it does not read', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('review-dates'));
  const settings = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(settings.status(), await settings.text()).toBe(200);
  // The order number is required and missing: the delivery waits for review.
  const doctype = await createSavedDoctype(page.request, {
    title: 'Lieferscheine',
    mode: 'multi',
    fields: [
      { caption: 'Lieferdatum', type: 'date' },
      { caption: 'Bestellnummer', type: 'string', required: true },
    ],
  });
  const date = doctype.fields[0]!.key;
  const upload = await page.request.post('/api/uploads', {
    multipart: {
      target: doctype.id,
      file: {
        name: 'lieferungen.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Lieferdatum,Bestellnummer\r\n2024-03-15,\r\n'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const waiting = () => reviewQueue(page.request, doctype.id);
  await expect.poll(async () => (await waiting()).length, { timeout: 60_000 }).toBe(1);

  await page.goto(`/doctype/${doctype.id}/review`);
  const input = page.getByRole('textbox', { name: 'Lieferdatum' });
  await expect(input).toHaveValue('15.03.2024');
  // Not the browser's date input, whose format is the browser's.
  expect(await input.evaluate((node: { type: string }) => node.type)).toBe('text');

  await input.fill('31.02.2024');
  const problem = page.getByRole('alert').filter({ hasText: 'Kein Datum' });
  await expect(problem).toHaveText('Kein Datum: gib es wie 31.01.2024 ein');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await input.fill('31.01.2024');
  await expect(problem).toHaveCount(0);
  await input.press('Tab');
  await expect.poll(async () => (await waiting())[0]?.data[date]).toBe('2024-01-31');
  await expect(input).toHaveValue('31.01.2024');
});
