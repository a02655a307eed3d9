import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';

test('switching the language to German changes the UI at once and survives a reload', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('german'));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/settings') && response.request().method() === 'PATCH',
  );
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  expect((await (await page.request.get('/api/settings')).json()).language).toBe('de');
});

test('dark mode applies at once and persists over a reload', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('dark'));
  await page.goto('/dashboard');
  const html = page.locator('html');
  const schemes = page.getByRole('group', { name: 'Colour scheme' });

  await schemes.getByRole('button', { name: 'Light' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await bodyLuminance(page)).toBeGreaterThan(0.8);

  await schemes.getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(schemes.getByRole('button', { name: 'Dark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await bodyLuminance(page)).toBeLessThan(0.2);

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await bodyLuminance(page)).toBeLessThan(0.2);
});

/** Relative luminance (0 black … 1 white) of the page background. */
async function bodyLuminance(page: Page): Promise<number> {
  // A string expression: it runs in the browser, so it is not type-checked against Node's globals.
  const colour = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
