/**
 * "Select all N records matching this view" (issue 25): the header's box chooses the rows shown,
 * the bar then offers every record of the filtered view, loaded or not, and Approve sends the
 * view's conditions: all N are approved, the records outside the filter are not. Another browser
 * with the view open repaints it from the one live event the approval sends.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, password, uniqueEmail } from '../support/accounts.ts';
import { createSavedDoctype, uploadFile } from '../support/api-setup.ts';
import { bodyRows } from '../support/records-table.ts';
import { withTempFile } from '../support/temp-file.ts';

/** Orders O-1 … O-250 with amounts 1 … 250: a filter `Amount > 100` keeps 150 of them. */
const ORDERS = 250;

/** A new account's doctype of the 250 orders; answers the filter `Amount > 100`. */
async function ordersOver100(request: APIRequestContext, email: string) {
  const lines = Array.from({ length: ORDERS }, (_, i) => `O-${i + 1},${i + 1}`);
  await createAccount(request, email);
  const doctype = await createSavedDoctype(request, {
    title: 'Orders',
    mode: 'multi',
    fields: [
      { caption: 'Order', type: 'string' },
      { caption: 'Amount', type: 'number' },
    ],
  });
  const amount = doctype.fields[1]!.key;
  await withTempFile('orders.csv', `Order,Amount\r\n${lines.join('\r\n')}\r\n`, (csv) =>
    uploadFile(request, doctype.id, csv),
  );
  return { doctype, amount, filter: `${amount}:>:100` };
}

/** Opens the filtered view and waits for its 150 records and its live stream. */
async function openView(page: Page, doctype: string, filter: string) {
  const isLive = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto(`/doctype/${doctype}/records/all?filter=${encodeURIComponent(filter)}`);
  await isLive;
  await expect(page.getByTestId('records-count')).toHaveText(/^\d+ of 150 records$/, {
    timeout: 60_000,
  });
}

/** Chooses every record of the open view in the selection bar and approves them. */
async function approveWholeView(page: Page) {
  await page.getByRole('checkbox', { name: 'Select all shown records' }).click();
  const bar = page.getByRole('toolbar', { name: 'Selected records' });
  await bar.getByRole('button', { name: 'Select all 150 records matching this view' }).click();
  await bar.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('150 records approved.')).toBeVisible();
}

test('select all records matching a filtered view across pages and approve them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { doctype, amount, filter } = await ordersOver100(page.request, uniqueEmail('whole-view'));
  await openView(page, doctype.id, filter);
  const footer = page.getByTestId('records-count');
  // The rows loaded so far (the table paints those in view of them).
  const shown = Number((await footer.innerText()).split(' ')[0]);
  expect(shown).toBeLessThan(150);

  await page.getByRole('checkbox', { name: 'Select all shown records' }).click();
  const bar = page.getByRole('toolbar', { name: 'Selected records' });
  await expect(bar.getByTestId('records-selection-count')).toHaveText(`${shown} selected`);
  const offer = bar.getByRole('button', {
    name: 'Select all 150 records matching this view',
  });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(bar.getByTestId('records-selection-count')).toHaveText(
    'All 150 records of this view are selected',
  );
  await expect(offer).toBeHidden();

  // Sent as the view's conditions, not as ids: a request a few hundred bytes long.
  const sent = page.waitForRequest((request) => request.url().endsWith('/bulk-approve'));
  await bar.getByRole('button', { name: 'Approve' }).click();
  expect((await sent).postDataJSON()).toEqual({ view: { upload: 'all', filters: [filter] } });
  await expect(page.getByText('150 records approved.')).toBeVisible();
  await expect(bar).toHaveCount(0);
  // Painted: every row drawn carries the approved mark, reloaded from the server.
  const drawn = await bodyRows(page).count();
  expect(drawn).toBeGreaterThan(0);
  await expect(bodyRows(page).getByRole('img', { name: 'Approved' })).toHaveCount(drawn);
  await expect(bodyRows(page).first().getByRole('img', { name: 'Approved' })).toBeInViewport();

  // The server approved the view's 150 and none of the 100 outside it.
  const reviewed = await page.request.get(`/api/doctypes/${doctype.id}/records?review=reviewed`);
  expect(((await reviewed.json()) as { total: number }).total).toBe(150);
  const below = await page.request.get(
    `/api/doctypes/${doctype.id}/records?review=reviewed&filter=${encodeURIComponent(`${amount}:<=:100`)}`,
  );
  expect(((await below.json()) as { total: number }).total).toBe(0);
});

test('a whole-view approval repaints the view open in another browser, without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('whole-view-live');
  const { doctype, filter } = await ordersOver100(page.request, email);
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const signedIn = await otherPage.request.post('/api/auth/login', { data: { email, password } });
    expect(signedIn.status()).toBe(200);
    await openView(otherPage, doctype.id, filter);
    const drawn = await bodyRows(otherPage).count();
    expect(drawn).toBeGreaterThan(0);
    await expect(bodyRows(otherPage).getByRole('img', { name: 'Approved' })).toHaveCount(0);
    let reloaded = false;
    otherPage.on('framenavigated', (frame) => {
      if (frame === otherPage.mainFrame()) reloaded = true;
    });

    await openView(page, doctype.id, filter);
    await approveWholeView(page);

    // The other browser's rows carry the approved mark, painted in view, the page not reloaded.
    await expect(bodyRows(otherPage).getByRole('img', { name: 'Approved' })).toHaveCount(drawn);
    await expect(
      bodyRows(otherPage).first().getByRole('img', { name: 'Approved' }),
    ).toBeInViewport();
    await expect(otherPage.getByTestId('records-count')).toHaveText(/^\d+ of 150 records$/);
    expect(reloaded).toBe(false);
  } finally {
    await other.close();
  }
});
