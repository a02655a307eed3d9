/**
 * Buying in chromium against a fake Stripe: a Docsift of its own with STRIPE_API_URL pointing at
 * the fake, whose checkout and portal pages the browser visits. Subscribe → checkout page → Pay
 * (the signed webhooks race the return, as Stripe's do) → /payment?success=true → the shell
 * shows the plan and its credits; the portal cancels the plan and returns; a bundle adds credits.
 */
import { expect } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { test } from '../support/shop.ts';

test('a plan bought through checkout shows in the shell, and the portal cancels it', async ({
  page,
  shop,
}) => {
  await createAccount(page.request, uniqueEmail('checkout'));
  await page.goto('/payment/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Free');
  await page.getByTestId('product-starter').getByRole('link', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(new RegExp(`^${shop.stripe.url}/c/pay/cs_test_`));
  await expect(page.getByText('Total 19.00 EUR')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/subscription$/);
  // Read again 3 s after the return, whichever came first, the webhooks or the browser.
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Starter');
  await expect(page.getByTestId('credit-meter')).toContainText('3,000 credits');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
  expect(shop.stripe.events.map((event) => event.type)).toEqual(
    expect.arrayContaining(['customer.subscription.created', 'invoice.paid']),
  );

  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(new RegExp(`^${shop.stripe.url}/p/session/bps_`));
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page).toHaveURL(/\/payment\/subscription$/);
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Free');
  await expect(
    page.getByTestId('product-starter').getByRole('link', { name: 'Subscribe' }),
  ).toBeVisible();
});

test('a purchase whose webhooks come after the return shows without live events', async ({
  page,
  shop,
}) => {
  await createAccount(page.request, uniqueEmail('late-webhooks'));
  // No live events reach this page: only its own re-reads after the return can show the plan.
  await page.route('**/api/events', (route) => route.abort());
  let release = () => {};
  shop.stripe.deliveriesWaitFor = new Promise((resolve) => (release = resolve));
  try {
    await page.goto('/payment/subscription');
    await page.getByTestId('product-starter').getByRole('link', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
    await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Free');
    await expect(page.getByTestId('credit-meter')).toContainText('500 credits');
  } finally {
    shop.stripe.deliveriesWaitFor = undefined;
    release();
  }
  // Read again 3 s, 10 s and 30 s after the return: one of them comes after the webhooks, which
  // come in order (the plan, then its paid invoice with the credits).
  await expect(page.getByTestId('credit-meter')).toContainText('3,000 credits', {
    timeout: 40_000,
  });
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Starter');
});

test('a starter subscriber upgrades to professional in the app, after seeing what it costs', async ({
  page,
  shop,
}) => {
  await createAccount(page.request, uniqueEmail('upgrade'));
  await page.goto('/payment/subscription');
  // Without a subscription there is nothing to upgrade: plans are subscribed to.
  await expect(page.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);
  await page.getByTestId('product-starter').getByRole('link', { name: 'Subscribe' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Starter');

  // Only the higher plan offers the upgrade.
  await expect(page.getByTestId('product-free').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('product-starter').getByRole('button')).toHaveCount(0);
  const upgrade = page.getByTestId('product-professional').getByRole('button', { name: 'Upgrade' });
  await expect(upgrade).toBeVisible();

  // Cancelling the question changes nothing.
  await upgrade.click();
  const question = page.getByRole('dialog', { name: 'Upgrade to Professional?' });
  await expect(question).toContainText('€49.00 per month');
  await expect(question).toContainText('this period’s credits become 6,000');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(shop.stripe.store.requests.filter((r) => r.startsWith('POST /v1/subscriptions/'))).toEqual(
    [],
  );

  await upgrade.click();
  await question.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByText(/^Upgrading to Professional/)).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Professional');
  await expect(page.getByTestId('credit-meter')).toContainText('6,000 credits');
  await expect(page.getByTestId('product-professional')).toContainText('Current');
  await expect(page.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);
  expect(shop.stripe.events.map((event) => event.type)).toEqual(
    expect.arrayContaining(['customer.subscription.updated']),
  );
});

test('a credit bundle bought through checkout adds its credits and a receipt', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('bundle'));
  await page.goto('/payment/subscription');
  await page.getByTestId('product-credits-1000').getByRole('link', { name: 'Buy' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/subscription$/);
  await expect(page.getByTestId('credit-balance')).toHaveText(
    '1,500 credits left: 500 of this month, 1,000 extra',
  );
  await expect(page.getByTestId('credit-meter')).toContainText('1,500 credits');
  await page.goto('/payment/history');
  await expect(page.getByRole('link', { name: /receipt/i })).toHaveAttribute(
    'href',
    /^https:\/\/pay\.stripe\.test\/receipts\/pi_/,
  );
  // Stripe's word for the payment ("succeeded") reads as the history's own.
  const payment = page.getByTestId('payment-list').getByRole('row').nth(1);
  await expect(payment.getByRole('cell').nth(1)).toHaveText('1,000 credits');
  await expect(payment.getByRole('cell').nth(3)).toHaveText('Paid');
});
