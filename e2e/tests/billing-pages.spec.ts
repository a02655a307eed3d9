/**
 * The billing pages on a server without Stripe (self-hosted mode): plans and bundles with their
 * prices but nothing to buy, an empty payment history, and a checkout address that explains why
 * it cannot start and returns to the subscription page.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { textColour } from '../support/painted-colour.ts';

test.beforeEach(async ({ page }) => {
  await createAccount(page.request, uniqueEmail('billing'));
});

test('the subscription page shows the plans, the current one and the balance, without purchase buttons', async ({
  page,
}) => {
  await page.goto('/payment/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Free');
  await expect(page.getByTestId('credit-balance')).toHaveText(
    '500 credits left: 500 of this month, 0 extra',
  );
  const starter = page.getByTestId('product-starter');
  await expect(starter).toContainText('€19.00 per month');
  await expect(starter).toContainText('3,000 credits every month');
  await expect(page.getByTestId('product-free')).toContainText('Current');
  await expect(page.getByTestId('product-credits-1000')).toContainText(
    '1,000 extra credits that do not lapse',
  );
  // End users are sent to their administrator; the operator's commands are in docs/billing.md.
  await expect(page.getByTestId('self-hosted-billing')).toHaveText(
    'Payments are not set up on this server. To change your plan or get more credits, ask your administrator.',
  );
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buy' })).toHaveCount(0);
  await expect(page.getByText('Prices are net; taxes may apply.')).toBeVisible();
});

test('each plan lists what it gives and, dimmed, what it leaves out', async ({ page }) => {
  await page.goto('/payment/subscription');
  const features = (plan: string) =>
    page.getByTestId(`product-${plan}`).getByTestId('plan-features').getByRole('listitem');
  await expect(features('free')).toHaveText([
    'Up to 3 document types',
    'Uploads kept 7 days',
    'CSV and JSON downloads',
    'Excel (XLSX) downloads: not included',
    'Documents sent by e-mail: not included',
    'Webhooks to your systems: not included',
  ]);
  await expect(features('starter').nth(3)).toHaveText('Excel (XLSX) downloads');
  await expect(features('starter').nth(5)).toHaveText('Webhooks to your systems: not included');
  await expect(features('professional')).toHaveText([
    'Up to 100 document types',
    'Uploads kept 90 days, or as long as you choose',
    'CSV and JSON downloads',
    'Excel (XLSX) downloads',
    'Documents sent by e-mail',
    'Webhooks to your systems',
  ]);
  // What is painted: a left-out feature is greyed, an included one is not, and its mark is drawn.
  const included = features('free').nth(0);
  const excluded = features('free').nth(5);
  expect(await textColour(excluded)).not.toEqual(await textColour(included));
  await expect(included.locator('svg')).toBeVisible();
  await expect(excluded.locator('svg')).toBeVisible();

  const german = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(german.status()).toBe(200);
  await page.reload();
  await expect(features('free').first()).toHaveText('Bis zu 3 Dokumenttypen');
  await expect(features('free').last()).toHaveText('Webhooks an deine Systeme: nicht enthalten');
});

test('a checkout address explains that payments are not set up, then shows the plans', async ({
  page,
}) => {
  await page.goto('/subscribe/starter/starter-monthly');
  await expect(
    page.getByText('Purchases are not available on this server.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/subscription$/);
  await expect(page.getByTestId('current-plan')).toBeVisible();
});

test('coming back from a checkout thanks the user on the subscription page', async ({ page }) => {
  await page.goto('/payment?success=true');
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/subscription$/);
});

test('the payment history says there are no payments yet', async ({ page }) => {
  await page.goto('/payment/history');
  await expect(page.getByTestId('payments-empty')).toHaveText('No payments yet.');
});
