/**
 * The doctype's action menu, clicked like a person: Duplicate opens the copy, and a member's
 * Leave asks first, then takes them to the dashboard without the doctype. Both run from a menu
 * that closes (and unmounts its entries) before the request ends.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';

test('Duplicate opens the copy of the doctype', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('duplicate'));
  const id = await createDoctype(page.request, { title: 'Fuel receipts', mode: 'single' });
  await page.goto(`/doctype/${id}/records/all`);

  await page.getByRole('button', { name: 'Document type actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: 'Fuel receipts (copy)', level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/doctype/${id}(/|$)`));
});

test('a member leaves from the action menu and is back on the dashboard without it', async ({
  page,
  browser,
}) => {
  const author = await browser.newContext();
  try {
    await createAccount(author.request, uniqueEmail('leave-author'));
    const id = await createDoctype(author.request, { title: 'Shared receipts', mode: 'single' });
    const memberEmail = uniqueEmail('leave-member');
    await createAccount(page.request, memberEmail);
    const added = await author.request.post(`/api/doctypes/${id}/members`, {
      data: { email: memberEmail },
    });
    expect(added.status(), await added.text()).toBe(201);
  } finally {
    await author.close();
  }

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Shared receipts' }).click();
  await page.getByRole('button', { name: 'Document type actions' }).click();
  await page.getByRole('menuitem', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page.getByText('You left “Shared receipts”.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Shared receipts' })).toHaveCount(0);
});
