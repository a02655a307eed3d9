import type { Page, Route } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from '../support/console-errors.ts';

/** Holds the responses of requests matching `pattern` until released; later ones pass. */
async function holdResponses(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(pattern, (route) => (isReleased ? route.continue() : held.push(route)));
  return async () => {
    isReleased = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

async function expectGermanPainted(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  // Enabled: the app has hydrated, so the choice survived it rather than preceding it.
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
}

// The server-rendered select answers before the app does: a choice made then must survive it.
const cases = [
  // The entry has not run: the choice is read from the select when it does.
  { name: 'before any script ran', held: /\/assets\/.*\.js$/ },
  // The entry runs, hydration waits for the English texts: the choice arrives as an event.
  { name: 'while the texts load', held: /\/assets\/en-[^/]*\.js$/ },
];

for (const { name, held } of cases) {
  test(`German chosen on /login ${name} stays after the app has loaded`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const release = await holdResponses(page, held);
    await page.goto('/login', { waitUntil: 'commit' });
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption('de');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    await release();

    await expectGermanPainted(page);
    await page.waitForLoadState('networkidle');
    await expectGermanPainted(page);
    // Hydrated over the server's English, not over German the choice had already painted.
    expect(errors).toEqual([]);
  });
}
