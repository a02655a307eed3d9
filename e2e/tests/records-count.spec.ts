/**
 * A search whose total the server counted only in part ("1+") is counted exactly off the page's
 * path and the footer turns to the exact figure. A Docsift of its own checks 2 records for a
 * search's total (the scanCount test hook), so two invoices' six line items are enough.
 */
import { expect, test as base } from '@playwright/test';
import { doctypeWithInvoices, lineItemFields } from '../support/api-setup.ts';
import { startDocsift } from '../support/docsift-server.ts';
import { bodyRows } from '../support/records-table.ts';

const test = base.extend<object, { scanLimitedUrl: string }>({
  scanLimitedUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const server = await startDocsift({ testHooks: { scanCount: 2 } });
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ scanLimitedUrl }, use) => use(scanLimitedUrl),
});

test('a search total known only as a lower bound turns into the exact figure', async ({ page }) => {
  // A server of its own: its first scan starts the OCR engine, slow on a busy machine.
  test.setTimeout(120_000);
  const { doctype } = await doctypeWithInvoices(
    page.request,
    'records-count',
    { title: 'Line items', mode: 'multi', fields: lineItemFields },
    ['first.pdf', 'second.pdf'],
  );
  const counts: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The footer's count waits until its lower bound has been seen. The "Needs review" button counts
  // its queue through the same path, at its own times: that count goes through untouched.
  await page.route('**/api/doctypes/*/records/count?*', async (route) => {
    const params = new URL(route.request().url()).searchParams;
    if (params.has('review')) return route.continue();
    counts.push(params.get('q') ?? '');
    await released;
    // A count the page gave up meanwhile is gone already.
    await route.continue().catch(() => undefined);
  });
  const footer = page.getByTestId('records-count');
  const counting = page.getByTestId('records-counting');

  await page.goto(`/doctype/${doctype}/records/all`);
  await expect(bodyRows(page)).toHaveCount(6, { timeout: 90_000 });
  // An exact total is shown as it is, and nothing is counted.
  await expect(footer).toHaveText('6 of 6 records');

  const search = page.getByRole('searchbox', { name: 'Search records' });
  await search.fill('gadget');
  await expect(bodyRows(page)).toHaveCount(2);
  // The newest upload's first two line items were checked: Widget A and Gadget B.
  await expect(footer).toHaveText('2 of 1+ records');
  await expect(counting).toHaveText('counting…');

  // Another view aborts the count of this one.
  const abandoned = page.waitForEvent('requestfailed', {
    predicate: (request) => request.url().includes('/records/count?q=gadget'),
    // Not the API client's own 70 s deadline.
    timeout: 10_000,
  });
  await search.fill('widget');
  await abandoned;
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(footer).toHaveText('2 of 1+ records');
  release();
  await expect(footer).toHaveText('2 of 2 records');
  await expect(counting).toBeHidden();
  expect(counts).toEqual(['gadget', 'widget']);
});
