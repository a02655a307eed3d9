/**
 * A German reviewer's run (issues 25 and 28): from the records table's review filter to the end
 * of the queue, keyboard only, in light mode and then in dark. The review screen, its
 * validation messages (a pattern, a check between fields, a required field, a number that
 * cannot be read) and its empty end show the web's German texts, painted and readable, and no
 * English left over (support/german-leftovers.ts), no raw keys, no English-grouped numbers.
 */
import de from '@docsift/web/locales/de';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createSavedDoctype, reviewQueue } from '../support/api-setup.ts';
import { leftovers, shownText, useScheme, withLeftovers } from '../support/german-leftovers.ts';
import {
  colourDistance,
  luminance,
  paintedBackground,
  textColour,
  textOnTopOf,
} from '../support/painted-colour.ts';

/** The review screen's own English texts, each a whole word or phrase. */
const reviewEnglish = [
  'Approve and next',
  'Back to records',
  'to review',
  'Undo',
  'Checked',
  'Approved',
  'Not approved',
  'Open it',
  'Nothing to review',
  'Low confidence',
  'check this value',
  'but',
  'Does not match the pattern',
  'Below the minimum',
  'Above the maximum',
  'Not one of the allowed values',
  'does not hold',
  'Not a number',
  'type digits',
  'next doubtful value',
  'Document',
  'Values',
];

/** i18next's `{{name}}` interpolation, for the texts the screen fills in; its numbers are whole, so a format (`{{n, number}}`) changes nothing. */
const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)(?:, \w+)?\}\}/g, (_, name: string) => String(values[name]));

/**
 * Four invoices as CSV rows, the first failing its number's pattern and the check between the
 * amounts; each lacks its required order number, so all four wait for review.
 */
const invoices = [
  'Rechnungsnummer,Netto,MwSt,Brutto,Bestellnummer',
  'X-17,200,38,240,',
  'RE-1001,100,19,119,',
  'RE-1003,50,9.5,59.5,',
  'RE-1004,10,1.9,11.9,',
].join('\r\n');

interface ApiRecord {
  id: string;
  data: Record<string, unknown>;
  review: { state: string };
}

const queue = (page: Page, doctype: string) => reviewQueue<ApiRecord>(page.request, doctype);

/** The text is on top where it stands, in a colour that stands out from what is behind it. */
async function expectReadable(text: Locator): Promise<void> {
  await expect(text).toBeVisible();
  await text.scrollIntoViewIfNeeded();
  expect(await textOnTopOf(text)).toContain(await text.innerText());
  const { painted } = await paintedBackground(text);
  expect(colourDistance(await textColour(text), painted)).toBeGreaterThan(100);
}

test('a batch reviewed by keyboard in German, light then dark, paints no English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createAccount(page.request, uniqueEmail('german-review'));
  const settings = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(settings.status(), await settings.text()).toBe(200);
  const doctype = await createSavedDoctype(page.request, {
    title: 'Eingangsrechnungen',
    mode: 'multi',
    fields: [
      { caption: 'Rechnungsnummer', type: 'string', rules: { pattern: '^RE-\\d+$' } },
      { caption: 'Netto', type: 'number' },
      { caption: 'MwSt', type: 'number' },
      { caption: 'Brutto', type: 'number' },
      { caption: 'Bestellnummer', type: 'string', required: true },
    ],
    checks: [{ expression: 'Netto + MwSt = Brutto within 0.01' }],
  });
  const [number, net, vat, gross, order] = doctype.fields.map((field) => field.key) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const upload = await page.request.post('/api/uploads', {
    multipart: {
      target: doctype.id,
      file: { name: 'rechnungen.csv', mimeType: 'text/csv', buffer: Buffer.from(invoices) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await expect
    .poll(async () => (await queue(page, doctype.id)).length, { timeout: 60_000 })
    .toBe(4);
  const failing = (await queue(page, doctype.id))[0]!;
  expect(failing.data[number], 'the queue opens on the failing invoice').toBe('X-17');

  const input = (key: string) => page.locator(`#review-${key}`);
  const row = (key: string) => page.locator(`[data-testid="review-field"]:has(#review-${key})`);
  const position = (at: number, total: number) =>
    filled(de.review.screen.position, { position: at, total });
  const body = page.locator('body');
  const found = new Map<string, string[]>();
  const look = async (place: string) =>
    found.set(place, leftovers(await shownText(body), reviewEnglish));

  // Light: from the records table's review filter into the queue, by keyboard.
  await useScheme(page, 'light');
  await page.goto(`/doctype/${doctype.id}/records/all`);
  await expect(page.getByTestId('review-count')).toHaveText('4', { timeout: 30_000 });
  await expect(page.getByTestId('review-filter')).toContainText(de.review.needs_review);
  await page.getByTestId('review-filter').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-filter')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: de.review.screen.open, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/review/${failing.id}$`));
  await expect(page.getByTestId('review-position')).toHaveText(position(1, 4));
  await expect(page.getByRole('button', { name: de.review.screen.approve })).toBeVisible();
  await expect(page.getByText(de.review.screen.keys)).toBeVisible();
  // Each rule's message, in German, under the value it fails.
  const patternFailed = row(number).getByText(
    filled(de.review.rules.failure.pattern, { pattern: '^RE-\\d+$' }),
  );
  const checkFailed = filled(de.review.rules.failure.check_equal, {
    left: 'Netto + MwSt',
    leftValue: 238,
    right: 'Brutto',
    rightValue: 240,
  });
  await expectReadable(patternFailed);
  for (const key of [net, vat, gross]) await expect(row(key).getByText(checkFailed)).toBeVisible();
  await expectReadable(row(order).getByText(de.review.issue.required));
  await expect(input(number)).toBeFocused();
  await look('light: a record failing its rules');

  // Correct the number, accept the amounts but the gross, which first gets no number.
  await page.keyboard.type('RE-1002');
  await page.keyboard.press('Enter');
  await expect(input(net)).toBeFocused();
  await expect(row(number).getByRole('img', { name: de.review.screen.accepted })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(input(vat)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input(gross)).toBeFocused();
  await page.keyboard.type('zweihundert');
  const notANumber = row(gross).getByRole('alert');
  await expect(notANumber).toHaveText(de.doctypes.records.invalid_number);
  await expectReadable(notANumber);
  await page.keyboard.press('Enter');
  await expect(input(gross)).toBeFocused();
  await look('light: a number that cannot be read');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('238');
  await page.keyboard.press('Enter');
  await expect(input(order)).toBeFocused();
  await page.keyboard.type('B-1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('review-position')).toHaveText(position(1, 3));
  await expect
    .poll(async () => {
      const { data, review } = (await (
        await page.request.get(`/api/doctypes/${doctype.id}/records/${failing.id}`)
      ).json()) as ApiRecord;
      return [review.state, data[number], data[gross], data[order]];
    })
    .toEqual(['reviewed', 'RE-1002', 238, 'B-1']);

  // Dark: the rest of the queue, each missing only its order number.
  await useScheme(page, 'dark');
  await page.goto(`/doctype/${doctype.id}/review`);
  for (const left of [3, 2, 1]) {
    await expect(page.getByTestId('review-position')).toHaveText(position(1, left));
    await expect(input(order)).toBeFocused();
    await expectReadable(row(order).getByText(de.review.issue.required));
    // A decimal number as German writes it.
    if (left === 2) await expect(input(vat)).toHaveValue('9,5');
    if (left === 3) {
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(luminance((await paintedBackground(row(order))).painted)).toBeLessThan(0.3);
      await look('dark: a record missing a required value');
    }
    await page.keyboard.type(`B-${left + 1}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Enter');
  }
  const empty = page.getByTestId('review-empty');
  await expect(empty).toBeVisible();
  await expectReadable(empty.getByText(de.review.screen.empty_title));
  await expect(empty).toContainText(de.review.screen.empty_text);
  await expect(empty.getByRole('link', { name: de.review.screen.back })).toBeVisible();
  await look('dark: the end of the queue');
  await expect.poll(async () => (await queue(page, doctype.id)).length).toBe(0);

  expect(withLeftovers(found)).toEqual({});
});
