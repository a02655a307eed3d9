/**
 * A keyboard user's first Tab on a signed-in page (issue 25, the new user's walk): it offered the
 * logo, then the credits, bell, colour buttons, user menu and seven navigation links before the
 * page. The first stop is now a link, painted only while focused, that goes to the page itself.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';

test('the first Tab shows a link that skips to the page, in German too', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('skip-link'));
  await page.goto('/dashboard');
  const search = page.getByRole('searchbox', { name: 'Search document types' });
  await expect(search).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Before it has the focus it is painted nowhere on the screen.
  await expect(skip).not.toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.height).toBeGreaterThan(20);

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await expect(skip).not.toBeInViewport();

  const saved = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Dokumenttypen durchsuchen' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
});
