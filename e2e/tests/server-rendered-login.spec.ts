import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { createAccount, submitSignIn, uniqueEmail, password } from '../support/accounts.ts';

/** Console errors and warnings (hydration mismatches, refused inline scripts) and page errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('the server-rendered sign-in page signs in by typing and clicking, without console errors', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page);
  const email = uniqueEmail('ssr-login');
  await createAccount(request, email);

  const response = await page.goto('/login?r=%2Fsettings');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-server-rendered');
  expect(html).toContain('Forgot password?');
  expect(html).toContain('href="/register?r=%2Fsettings"');
  // The provider's button is in the HTML, not added after a request that would move the form.
  expect(html).toContain('Sign in with Test ID');

  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a German browser gets the sign-in page in German, and it hydrates cleanly', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const problems = collectProblems(page);

  const html = (await (await page.goto('/login'))?.text()) ?? '';
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('<title>Anmelden · Docsift</title>');
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await page.getByRole('link', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Konto erstellen', level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('a stored dark scheme applies to the server-rendered page before the app runs', async ({
  page,
  context,
}) => {
  const problems = collectProblems(page);
  await page.goto('/login');
  await page.evaluate("localStorage.setItem('docsift.color-scheme', 'dark')");
  // Without the app's JavaScript, only the page's own inline script can set the scheme. A second
  // tab of the same browser shows it, so no chunk the first is still loading is cut off.
  const withoutApp = await context.newPage();
  await withoutApp.route('**/assets/*.js', (route) => route.abort());
  await withoutApp.goto('/login');
  await expect(withoutApp.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await withoutApp.close();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(problems).toEqual([]);
});
