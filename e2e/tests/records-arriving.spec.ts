/**
 * Records the upload list already counts are on their way, not missing: while the table's first
 * answer is still empty it says they are loading, never "No records yet", and shows them when
 * they come (issue 25 item 12: right after the wizard, "No records yet" stood for 1-4 s).
 */
import { expect, test } from '@playwright/test';
import { doctypeWithInvoices } from '../support/api-setup.ts';
import { bodyRows } from '../support/records-table.ts';

test('an empty first answer for an upload counted with records shows loading, then the rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { doctype } = await doctypeWithInvoices(page.request, 'records-arriving', {
    title: 'Invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/uploads?target=${doctype}`);
        const { uploads } = (await response.json()) as { uploads: { recordCount: number }[] };
        return uploads[0]?.recordCount;
      },
      { timeout: 90_000 },
    )
    .toBe(1);

  // The records' answers come before they were committed, as right after a parse, until the
  // loading state was seen: the page may ask more than once as it starts (early and on mount).
  let committed = false;
  let emptyAnswers = 0;
  await page.route('**/api/doctypes/*/records?*', async (route) => {
    if (committed) return route.continue();
    emptyAnswers += 1;
    const response = await route.fetch();
    const body = (await response.json()) as object;
    await route.fulfill({ response, json: { ...body, records: [], total: 0, cursor: null } });
  });
  await page.goto(`/doctype/${doctype}/records/all`);

  const arriving = page.getByRole('status').filter({ hasText: 'Loading the extracted records…' });
  await expect(arriving).toBeVisible();
  await expect(page.getByText('No records yet.')).toHaveCount(0);
  committed = true;
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(arriving).toHaveCount(0);
  expect(emptyAnswers).toBeGreaterThan(0);
});
