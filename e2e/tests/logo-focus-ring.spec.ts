/**
 * The header's logo link (to the dashboard), reached by Tab, paints the app's focus ring like
 * the header's other controls: it drew the browser's own thin ring instead, 1 px tight around the
 * name, black in light mode and light grey in dark mode, unlike every control beside it.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { focusRing as ring } from '../support/computed-style.ts';

for (const colorScheme of ['light', 'dark'] as const)
  test(`the logo link paints the app's focus ring in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await createAccount(page.request, uniqueEmail('logo-focus'));
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    const logo = header.getByRole('link', { name: 'Dashboard', exact: true });
    const credits = page.getByTestId('credit-meter');
    await expect(credits).toBeVisible();

    // By keyboard, as someone without a mouse: past the skip link to the logo, then the credits.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(logo).toBeFocused();
    const logoRing = await ring(logo);
    await page.keyboard.press('Tab');
    await expect(credits).toBeFocused();
    const creditsRing = await ring(credits);

    expect(creditsRing.outlineStyle).toBe('solid');
    expect(creditsRing.outlineWidth).toBe('2px');
    expect(logoRing).toEqual(creditsRing);
  });
