/**
 * The billing pages on a server without Stripe (self-hosted mode): plans and bundles with their
 * prices but nothing to buy, an empty payment history, and a checkout address that explains why
 * it cannot start and returns to the subscription page.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';

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
