/**
 * A person whose system asks for reduced motion (vestibular disorders, WCAG 2.3.3) gets dialogs
 * and menus that appear and go without sliding or fading; everyone else keeps the animations.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { computedStyle } from '../support/computed-style.ts';

/** How long the dialog and the user menu take to appear, as chromium paints them. */
async function appearingTimes(page: Page): Promise<{ dialog: string; menu: string }> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create manually' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document type' });
  await expect(dialog).toBeVisible();
  const dialogTime = await computedStyle(dialog, 'transitionDuration');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const menuTime = await computedStyle(menu, 'transitionDuration');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return { dialog: dialogTime, menu: menuTime };
}

test('dialogs and menus appear at once when the system asks for reduced motion, and animate otherwise', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('reduced-motion'));

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const animated = await appearingTimes(page);
  expect(animated.dialog).not.toBe('0s');
  expect(animated.menu).not.toBe('0s');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await appearingTimes(page)).toEqual({ dialog: '0s', menu: '0s' });
});
