/**
 * A member's open page follows the author's plan (issue 29): a free author's doctype shared with
 * a free member offers no xlsx; the author buys Starter (a Docsift of its own against a fake
 * Stripe, as checkout.spec does) and the member's open download dialog offers xlsx, painted as
 * csv is and without the PRO tag, with no reload: the plan's change reaches the member as a live
 * event.
 */
import { expect } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createSavedDoctype, shareDoctype, uploadFile } from '../support/api-setup.ts';
import { test } from '../support/shop.ts';
import { expectXlsxOffered } from '../support/download-dialog.ts';
import { bodyRows } from '../support/records-table.ts';
import { withTempFile } from '../support/temp-file.ts';

test('a member’s open download dialog offers xlsx once the author buys a plan that has it', async ({
  page,
  browser,
  shop,
}) => {
  test.setTimeout(90_000);
  await createAccount(page.request, uniqueEmail('plan-live-author'));
  const doctype = await createSavedDoctype(page.request, {
    title: 'Team ledger',
    mode: 'multi',
    fields: [
      { caption: 'Order', type: 'string' },
      { caption: 'Amount', type: 'number' },
    ],
  });
  await withTempFile('orders.csv', 'Order,Amount\r\nO-1,10\r\nO-2,20\r\n', (csv) =>
    uploadFile(page.request, doctype.id, csv),
  );
  const memberEmail = uniqueEmail('plan-live-member');
  const memberContext = await browser.newContext({ baseURL: shop.docsift.url });
  try {
    const memberPage = await memberContext.newPage();
    await createAccount(memberPage.request, memberEmail);
    await shareDoctype(page.request, doctype.id, memberEmail);

    const isLive = memberPage.waitForResponse((response) => response.url().endsWith('/api/events'));
    await memberPage.goto(`/doctype/${doctype.id}/records/all`);
    await isLive;
    await expect(bodyRows(memberPage)).toHaveCount(2, { timeout: 30_000 });
    let reloaded = false;
    memberPage.on('framenavigated', (frame) => {
      if (frame === memberPage.mainFrame()) reloaded = true;
    });
    await memberPage.getByTestId('records-download').click();
    const dialog = memberPage.getByRole('dialog', { name: 'Download records' });
    const xlsx = dialog.getByRole('radio', { name: 'Excel workbook (xlsx)' });
    // Both free: xlsx is a paid format.
    await expect(xlsx).toBeDisabled();
    await expect(dialog.getByTestId('pro-tag')).toBeVisible();

    const checkout = await page.request.post('/api/billing/checkout', {
      data: { productId: 'starter', priceId: 'starter-monthly' },
    });
    expect(checkout.status()).toBe(200);
    await shop.stripe.pay(((await checkout.json()) as { url: string }).url);

    // The dialog, still open, offers xlsx as it offers csv.
    await expectXlsxOffered(dialog, xlsx);
    await expect(dialog.getByText('Excel workbook (xlsx)')).toBeVisible();
    await xlsx.check();
    const downloading = memberPage.waitForEvent('download');
    await dialog.getByTestId('download-submit').click();
    expect((await downloading).suggestedFilename()).toBe('Team ledger.xlsx');
    expect(reloaded).toBe(false);
  } finally {
    await memberContext.close();
  }
});
