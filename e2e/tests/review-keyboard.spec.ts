/**
 * The review screen in chromium (issue 28 item 1): a batch of three invoices reviewed with the
 * keyboard alone. The focused value's box is outlined on the drawn page, the doubtful values
 * come first and are painted as such, Tab walks them, typing corrects, Enter accepts, Escape and
 * Ctrl+Z take a step back, Ctrl+Enter approves and opens the next record, the queue's count
 * drops, and the end of the queue says so. An unknown record or doctype is not found in the shell.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  doctypeWithInvoices,
  lineItemFields,
  reviewQueue,
  type DoctypeDefinition,
  type SavedField,
} from '../support/api-setup.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { computedStyles } from '../support/computed-style.ts';
import {
  colourDistance,
  luminance,
  paintedBackground,
  parseColour,
  textColour,
  textOnTopOf,
  type Rgba,
} from '../support/painted-colour.ts';

/**
 * The invoice names no delivery address (the extractor's guess is doubtful) nor a purchase order
 * (required, so doubtful while empty or guessed).
 */
const definition = {
  title: 'Invoices',
  fields: [
    { caption: 'Invoice number', type: 'string' },
    { caption: 'Delivery address', type: 'string' },
    { caption: 'Purchase order', type: 'string', required: true },
    { caption: 'Total', type: 'number' },
  ],
} satisfies DoctypeDefinition;

interface ApiRecord {
  id: string;
  upload: string;
  data: Record<string, unknown>;
  sources: Record<string, unknown>;
  confidence: Record<string, number>;
  review: { state: string };
}

const queue = (page: Page, doctype: string) => reviewQueue<ApiRecord>(page.request, doctype);

async function read(page: Page, doctype: string, id: string): Promise<ApiRecord> {
  return (
    await page.request.get(`/api/doctypes/${doctype}/records/${id}`)
  ).json() as Promise<ApiRecord>;
}

/** The fields of the record the screen shows, doubtful ones (as core's valueIssues) first. */
function doubtfulOf(record: ApiRecord, fields: SavedField[]): SavedField[] {
  return fields.filter((field, index) => {
    const value = record.data[field.key];
    const isEmpty = value === null || value === undefined || value === '';
    const isRequired = definition.fields[index]!.required === true;
    return (isRequired && isEmpty) || (!isEmpty && (record.confidence[field.key] ?? 1) < 0.7);
  });
}

const field = (page: Page, key: string) =>
  page.locator(`[data-testid="review-field"]:has(#review-${key})`);

test('a batch reviewed by keyboard alone: correct, accept, undo, approve, next, empty', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { doctype, fields } = await doctypeWithInvoices(
    page.request,
    'review-keyboard',
    definition,
    ['march.pdf', 'april.pdf', 'may.pdf'],
  );
  await expect.poll(async () => (await queue(page, doctype)).length, { timeout: 90_000 }).toBe(3);
  const first = (await queue(page, doctype))[0]!;
  const doubtful = doubtfulOf(first, fields);
  expect(doubtful.length, 'the sample leaves two values to check').toBeGreaterThanOrEqual(2);

  // From the records table's Needs review view to its Review button, by keyboard.
  await page.goto(`/doctype/${doctype}/records/all`);
  await expect(page.getByTestId('review-count')).toHaveText('3', { timeout: 30_000 });
  await page.getByTestId('review-filter').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-filter')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Review', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/review/${first.id}$`));
  await expect(page.getByTestId('review-position')).toHaveText('1 of 3 to review');
  // The doubtful values come first, in field order, each marked; the first has the focus.
  const rows = page.getByTestId('review-field');
  for (const [index, key] of doubtful.map((f) => f.key).entries())
    await expect(rows.nth(index).locator(`#review-${key}`)).toBeAttached();
  await expect(page.locator(`#review-${doubtful[0]!.key}`)).toBeFocused();
  const mark = field(page, doubtful[0]!.key).getByTestId('doubtful-mark');
  await expect(mark).toBeVisible();
  const { painted } = await paintedBackground(mark);
  expect(painted.r - painted.b, 'the doubtful mark is orange').toBeGreaterThan(150);
  const border = await computedStyles(field(page, doubtful[0]!.key), [
    'borderLeftWidth',
    'borderLeftColor',
  ]);
  expect(border.borderLeftWidth).toBe('4px');
  const edge = parseColour(border.borderLeftColor!);
  expect(edge.r - edge.b, 'the doubtful row is edged in orange').toBeGreaterThan(150);
  // Focus is visible: a ring around the input that has it.
  const ring = await computedStyles(page.locator(`#review-${doubtful[0]!.key}`), ['outlineStyle']);
  expect(ring.outlineStyle).toBe('solid');

  // A value read from the page has its box outlined on the drawn page.
  const sourced =
    doubtful.find((f) => first.sources[f.key]) ?? fields.find((f) => first.sources[f.key])!;
  await page.locator(`#review-${sourced.key}`).focus();
  const drawn = page.locator('canvas[data-drawn="1"]');
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  const highlight = page.getByTestId('source-highlight');
  await expect(highlight).toBeVisible();
  const [pageBox, box] = await boxesInOneFrame(drawn, highlight);
  expect(box.width).toBeGreaterThan(5);
  expect(box.x).toBeGreaterThanOrEqual(pageBox.x);
  expect(box.y + box.height).toBeLessThanOrEqual(pageBox.y + pageBox.height);

  // Back to the first doubtful value: Tab goes to the next doubtful one.
  await page.locator(`#review-${doubtful[0]!.key}`).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(`#review-${doubtful[1]!.key}`)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(`#review-${doubtful[0]!.key}`)).toBeFocused();
  // Typing replaces the value; Enter saves it, takes it as checked, and goes on.
  await page.keyboard.type('PO-4711');
  await page.keyboard.press('Enter');
  await expect(page.locator(`#review-${doubtful[1]!.key}`)).toBeFocused();
  await expect(field(page, doubtful[0]!.key).getByTestId('doubtful-mark')).toHaveCount(0);
  await expect(field(page, doubtful[0]!.key).getByRole('img', { name: 'Checked' })).toBeVisible();
  await expect
    .poll(async () => (await read(page, doctype, first.id)).data[doubtful[0]!.key])
    .toBe('PO-4711');

  // A second correction, then Escape and Ctrl+Z take it back.
  await page.keyboard.type('Wrong street 1');
  await page.keyboard.press('Enter');
  await expect(page.locator(`#review-${doubtful[1]!.key}`)).toHaveValue('Wrong street 1');
  await page.keyboard.press('Escape');
  await expect(page.locator(`#review-${doubtful[1]!.key}`)).not.toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(page.locator(`#review-${doubtful[1]!.key}`)).toBeFocused();
  await expect(page.locator(`#review-${doubtful[1]!.key}`)).toHaveValue(
    String(first.data[doubtful[1]!.key] ?? ''),
  );
  await expect(field(page, doubtful[1]!.key).getByTestId('doubtful-mark')).toBeVisible();

  // Ctrl+Enter approves and opens the next record; the queue has one less.
  await page.keyboard.press('Control+Enter');
  await expect(page).not.toHaveURL(new RegExp(`/review/${first.id}$`));
  await expect(page.getByTestId('review-position')).toHaveText('1 of 2 to review');
  // The next record opens while the approval is on its way.
  await expect
    .poll(async () => (await read(page, doctype, first.id)).review.state)
    .toBe('reviewed');
  const approved = await read(page, doctype, first.id);
  expect(approved.data[doubtful[0]!.key]).toBe('PO-4711');
  expect(approved.data[doubtful[1]!.key]).toBe(first.data[doubtful[1]!.key]);

  await expect(page.locator(`#review-${doubtful[0]!.key}`)).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('review-position')).toHaveText('1 of 1 to review');
  await expect(page.locator(`#review-${doubtful[0]!.key}`)).toBeFocused();
  await page.keyboard.press('Control+Enter');

  await expect(page.getByTestId('review-empty')).toBeVisible();
  await expect(page.getByTestId('review-empty')).toContainText('Nothing to review');
  await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/review$`));
  await expect.poll(async () => queue(page, doctype)).toEqual([]);
  await page.getByRole('link', { name: 'Back to records' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-count')).toHaveText('0');
});

test('a failed approval is painted above the next record, whose own approval goes on', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { doctype, fields } = await doctypeWithInvoices(
    page.request,
    'review-approval-fails',
    {
      title: 'Invoices',
      // Two empty required fields, the doubtful values: a record opens on the first, and one
      // correction leaves it in the queue.
      fields: [
        { caption: 'Purchase order', type: 'string', required: true },
        { caption: 'Cost centre', type: 'string', required: true },
        { caption: 'Invoice number', type: 'string' },
      ],
    },
    ['march.pdf', 'april.pdf', 'may.pdf'],
  );
  const order = fields[0]!.key;
  await expect.poll(async () => (await queue(page, doctype)).length, { timeout: 90_000 }).toBe(3);
  const [first, second, third] = (await queue(page, doctype)) as [ApiRecord, ApiRecord, ApiRecord];
  const unavailable = { status: 503, json: { error: { code: 'unavailable', message: 'down' } } };

  // The first approval meets a server down for a moment; every other one goes through.
  const approvalsSent: string[] = [];
  await page.route('**/api/doctypes/*/records/*/approve', async (route) => {
    const id = route.request().url().split('/').at(-2)!;
    approvalsSent.push(id);
    if (id === first.id && approvalsSent.filter((sent) => sent === id).length === 1)
      await route.fulfill(unavailable);
    else await route.continue();
  });
  // The second record's first correction is answered, with a failure, only once that record was
  // approved and left: its approval must not go out.
  let answerSave!: () => void;
  const saveAnswered = new Promise<void>((resolve) => (answerSave = resolve));
  let isSaveHeld = false;
  await page.route(`**/api/doctypes/*/records/${second.id}`, async (route) => {
    if (route.request().method() !== 'PATCH' || isSaveHeld) return route.continue();
    isSaveHeld = true;
    await saveAnswered;
    await route.fulfill(unavailable);
  });

  const input = page.locator(`#review-${order}`);
  const opened = (record: ApiRecord) => expect(page).toHaveURL(new RegExp(`/review/${record.id}$`));
  const failures = page.getByTestId('review-not-approved');
  const openIt = (failure: Locator) => failure.getByRole('button', { name: 'Open it' });
  const correct = async (value: string) => {
    await expect(input).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  };
  await page.goto(`/doctype/${doctype}/review`);

  await opened(first);
  await correct('PO-1');
  await expect.poll(async () => (await read(page, doctype, first.id)).data[order]).toBe('PO-1');
  await page.keyboard.press('Control+Enter');

  // The next record opens at once; the refusal is painted above it, in the catalogue's words.
  await opened(second);
  await expect(failures).toHaveCount(1);
  const approvalFailed = failures.first();
  await expect(approvalFailed).toBeVisible();
  const { filename } = (await (await page.request.get(`/api/uploads/${first.upload}`)).json()) as {
    filename: string;
  };
  await expect(approvalFailed).toContainText('Not approved');
  await expect(approvalFailed).toContainText(
    `${filename}: The service is unavailable. Please try again later.`,
  );
  expect(await textOnTopOf(approvalFailed.getByText('The service is unavailable'))).toContain(
    'The service is unavailable',
  );
  const title = await textColour(approvalFailed.getByText('Not approved', { exact: true }));
  expect(title.r - title.b, 'the title is red').toBeGreaterThan(100);
  const box = (await approvalFailed.boundingBox())!;
  expect(box.y + box.height, 'above the fold').toBeLessThan(page.viewportSize()!.height);
  expect((await read(page, doctype, first.id)).review.state).toBe('needs_review');

  await correct('PO-2');
  await page.keyboard.press('Control+Enter');
  await opened(third);
  answerSave();
  await expect(failures).toHaveCount(2);
  const notSaved = failures.nth(1);
  await expect(notSaved).toBeVisible();
  await expect(notSaved).toContainText('A correction to it could not be saved first.');
  expect(approvalsSent).not.toContain(second.id);
  expect((await read(page, doctype, second.id)).review.state).toBe('needs_review');

  // Back to it from the notice: the failed correction shows the value it would have replaced.
  await openIt(notSaved).focus();
  await page.keyboard.press('Enter');
  await opened(second);
  await expect(openIt(notSaved)).toHaveCount(0);
  await expect(input).toHaveValue('');
  await correct('PO-2');
  await page.keyboard.press('Control+Enter');

  // The normal path: approved, and on to the next waiting record, then the one that failed.
  await opened(third);
  await expect(failures).toHaveCount(1);
  await expect
    .poll(async () => (await read(page, doctype, second.id)).review.state)
    .toBe('reviewed');
  await correct('PO-3');
  // Held down, Ctrl+Enter approves the record, not the next one it opens at once as well.
  await page.keyboard.down('Control');
  await page.keyboard.down('Enter');
  await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await page.keyboard.up('Control');
  await opened(first);
  await expect
    .poll(async () => (await read(page, doctype, third.id)).review.state)
    .toBe('reviewed');
  expect(approvalsSent.filter((id) => id === first.id)).toHaveLength(1);
  await expect(input).toHaveValue('PO-1');
  await expect(openIt(approvalFailed)).toHaveCount(0);
  // Corrected, the purchase order is no longer doubtful: the cost centre is the first.
  await expect(page.locator(`#review-${fields[1]!.key}`)).toBeFocused();
  await page.keyboard.press('Control+Enter');

  await expect(page.getByTestId('review-empty')).toBeVisible();
  await expect(failures).toHaveCount(0);
  await expect.poll(async () => (await queue(page, doctype)).length).toBe(0);
  for (const [record, value] of [
    [first, 'PO-1'],
    [second, 'PO-2'],
    [third, 'PO-3'],
  ] as const) {
    const saved = await read(page, doctype, record.id);
    expect(saved.review.state).toBe('reviewed');
    expect(saved.data[order]).toBe(value);
  }
});

test('approvals that failed as the person left the review screen, or after, are said in notices that stay', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { doctype, fields } = await doctypeWithInvoices(
    page.request,
    'review-left',
    {
      title: 'Invoices',
      fields: [{ caption: 'Purchase order', type: 'string', required: true }],
    },
    ['march.pdf', 'april.pdf'],
  );
  await expect.poll(async () => (await queue(page, doctype)).length, { timeout: 90_000 }).toBe(2);
  const records = await queue(page, doctype);
  // The first approval fails at once, while its screen is shown; the second once the person left.
  let answerLast!: () => void;
  const lastAnswered = new Promise<void>((resolve) => (answerLast = resolve));
  let approvals = 0;
  await page.route('**/api/doctypes/*/records/*/approve', async (route) => {
    approvals += 1;
    if (approvals > 1) await lastAnswered;
    await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } });
  });

  await page.goto(`/doctype/${doctype}/review`);
  const input = page.locator(`#review-${fields[0]!.key}`);
  for (const value of ['PO-1', 'PO-2']) {
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Enter');
  }
  await expect(page.getByTestId('review-empty')).toBeVisible();
  await expect(page.getByTestId('review-not-approved')).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to records' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/records/all$`));
  await expect(page.getByRole('grid', { name: 'Records' })).toBeVisible();
  answerLast();

  const notices = page.getByRole('alert').filter({
    hasText: 'Not approved: The service is unavailable. Please try again later.',
  });
  await expect(notices).toHaveCount(2);
  for (const notice of await notices.all()) {
    await expect(notice).toBeVisible();
    const text = notice.getByText('Not approved: The service is unavailable');
    expect(await textOnTopOf(text)).toContain('Not approved');
    expect(luminance(await textColour(text)), 'dark text on the light notice').toBeLessThan(0.5);
    await expect(notice.getByRole('button', { name: 'Close' })).toBeVisible();
  }
  for (const record of records)
    expect((await read(page, doctype, record.id)).review.state).not.toBe('reviewed');
});

test('the doubtful mark and the focus ring are painted in light and in dark mode', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'review-paint', definition);
  await expect.poll(async () => (await queue(page, doctype)).length, { timeout: 60_000 }).toBe(1);
  const [doubtful] = doubtfulOf((await queue(page, doctype))[0]!, fields);
  const marks: Record<string, Rgba> = {};
  for (const scheme of ['light', 'dark']) {
    await page.goto(`/doctype/${doctype}/review`);
    await page.evaluate(`localStorage.setItem('docsift.color-scheme', '${scheme}')`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const mark = field(page, doubtful!.key).getByTestId('doubtful-mark');
    await expect(mark).toBeVisible({ timeout: 30_000 });
    const { painted, behind } = await paintedBackground(mark);
    if (scheme === 'light') expect(luminance(behind), 'light row').toBeGreaterThan(0.7);
    else expect(luminance(behind), 'dark row').toBeLessThan(0.3);
    expect(colourDistance(painted, behind), `${scheme} mark stands out`).toBeGreaterThan(100);
    expect(painted.r - painted.b, `${scheme} mark is orange`).toBeGreaterThan(150);
    const input = page.locator(`#review-${doubtful!.key}`);
    await expect(input).toBeFocused();
    const ring = await computedStyles(input, ['outlineStyle', 'outlineWidth']);
    expect(ring).toEqual({ outlineStyle: 'solid', outlineWidth: '2px' });
    marks[scheme] = painted;
  }
  expect(colourDistance(marks.light!, marks.dark!), 'each scheme its shade').toBeGreaterThan(20);
});

test('many records on one page: the queue steps through them, each value outlined in its row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The invoice's three line items; no tax code is printed, so each item waits for review.
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'review-multi', {
    title: 'Line items',
    mode: 'multi',
    fields: [...lineItemFields, { caption: 'Tax code', type: 'string', required: true }],
  });
  await expect.poll(async () => (await queue(page, doctype)).length, { timeout: 60_000 }).toBe(3);
  const [description, , , taxCode] = fields;
  await page.goto(`/doctype/${doctype}/review`);
  const tops: number[] = [];
  for (const left of [3, 2, 1]) {
    await expect(page.getByTestId('review-position')).toHaveText(`1 of ${left} to review`);
    await expect(page.getByRole('region', { name: 'Document' })).toContainText('invoice.pdf');
    // The empty required field first; past the last doubtful value Tab goes on in order.
    await expect(page.locator(`#review-${taxCode!.key}`)).toBeFocused();
    await page.keyboard.type(`T${left}`);
    await page.keyboard.press('Tab');
    await expect(page.locator(`#review-${description!.key}`)).toBeFocused();
    const highlight = page.getByTestId('source-highlight');
    await expect(highlight).toBeVisible({ timeout: 30_000 });
    // Measured on the drawn page, which may scroll to bring the box into view.
    const [drawn, box] = await boxesInOneFrame(page.locator('canvas[data-drawn="1"]'), highlight);
    tops.push(box.y - drawn.y);
    await page.keyboard.press('Control+Enter');
  }
  await expect(page.getByTestId('review-empty')).toBeVisible();
  // One item after the other, down the page's table.
  expect(tops[1]).toBeGreaterThan(tops[0]!);
  expect(tops[2]).toBeGreaterThan(tops[1]!);
  const { records } = (await (
    await page.request.get(`/api/doctypes/${doctype}/records?review=reviewed`)
  ).json()) as { records: ApiRecord[] };
  expect(records.map((record) => record.data[taxCode!.key]).sort()).toEqual(['T1', 'T2', 'T3']);
});

test('an unknown record or doctype in the review route shows not found inside the shell', async ({
  page,
}) => {
  const { doctype } = await doctypeWithInvoices(page.request, 'review-unknown', definition, []);
  for (const path of [
    `/doctype/${doctype}/review/record-unknown0`,
    '/doctype/doctype-unknown0/review',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Page not found' }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }), path).toBeVisible();
    await expect(page, path).toHaveTitle('Page not found · Docsift');
  }

  // An unknown record leads back to the queue it was asked of (it said "All uploads", for the
  // records), in English and in German, painted on the screen.
  for (const [language, back] of [
    ['en', 'Back to the review queue'],
    ['de', 'Zurück zum Prüfen'],
  ] as const) {
    const settings = await page.request.patch('/api/settings', { data: { language } });
    expect(settings.status()).toBe(200);
    await page.goto(`/doctype/${doctype}/review/record-unknown0`);
    const region = page.getByRole('region', { name: /^(Page not found|Seite nicht gefunden)$/ });
    const link = region.getByRole('link');
    await expect(link).toHaveText(back);
    await expect(link).toBeInViewport({ ratio: 1 });
    await link.click();
    await expect(page).toHaveURL(`/doctype/${doctype}/review`);
    await expect(page.getByTestId('review-empty')).toBeVisible();
  }
});
