/**
 * Links drawn as a card or a tag show where the keyboard is: a dashboard's document type card,
 * reached by Tab, painted no focus ring at all (a keyboard user lost their place among the
 * cards), and the PRO tag beside a paid feature drew the browser's own thin ring. Both now paint
 * the app's ring, as the buttons beside them do.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';
import { focusRing as ring, keyboardFocusRing } from '../support/computed-style.ts';

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === node.ownerDocument.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

test('a document type card and the button after it paint one focus ring', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('card-focus'));
  await createDoctype(page.request, { title: 'Receipts' });
  await page.goto('/dashboard');
  const card = page.getByRole('link', { name: 'Receipts', exact: true });
  const addTile = page.getByTestId('doctype-add-tile');
  await expect(addTile).toBeVisible();

  await tabTo(page, card);
  const cardRing = await ring(card);
  await page.keyboard.press('Tab');
  await expect(addTile).toBeFocused();
  const tileRing = await ring(addTile);
  expect(tileRing.outlineStyle).toBe('solid');
  expect(tileRing.outlineWidth).toBe('2px');
  expect(cardRing).toEqual(tileRing);
});

test('the PRO tag paints the focus ring of the links beside it', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('pro-focus'));
  await page.goto('/settings');
  const tag = page.getByTestId('pro-tag').first();
  await expect(tag).toBeVisible();
  await tabTo(page, tag);
  const tagRing = await ring(tag);
  // The footer's Terms link, an Anchor: the app's ring for a link.
  const terms = page.getByRole('link', { name: 'Terms', exact: true });
  const linkRing = await keyboardFocusRing(terms);
  expect(linkRing.outlineStyle).toBe('solid');
  expect(tagRing).toEqual(linkRing);
});
