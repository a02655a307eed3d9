/** The plan badge on the subscription page speaks the user's language (it said FREE in German). */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';

test('the plan badge names the plan in German for a German user', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('plan-de'));
  const settings = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(settings.status(), await settings.text()).toBe(200);
  await page.goto('/payment/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Aktueller Tarif: Kostenlos');
});
