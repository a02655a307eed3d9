/**
 * A German user's walk (issue 25): the main screens, signed in (in dark mode) and signed out,
 * paint no English left over from the common texts, no raw message keys or error codes, and
 * numbers and dates in the German way. The English list holds what the screens would show if
 * a translation went missing; field captions are German so the user's own data never matches.
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import { doctypeWithInvoices } from '../support/api-setup.ts';
import { docsift } from '../support/cli.ts';

/** English texts of the walked screens, each a whole word or phrase. */
const english = [
  'Dashboard',
  'Notifications',
  'Subscription',
  'Usage',
  'Payment history',
  'Upload files',
  'Records',
  'Fields',
  'Download',
  'Add filter',
  'Needs review',
  'Review',
  'Select uploads',
  'All uploads',
  'Settings',
  'Language',
  'Save',
  'Cancel',
  'Delete',
  'Account',
  'Profile',
  'Change password',
  'API keys',
  'Sign in',
  'Sign up',
  'Create account',
  'Password',
  'Forgot',
  'Reset password',
  'Plans',
  'per month',
  'Current plan',
  'Incoming e-mail',
  'Allowed senders',
  'Add webhook',
  'Activity',
  'Add field',
  'Required',
  'Description',
  'Instructions',
  'Unread',
  'No notifications',
  'records',
  'selected',
  'Loading',
  'Something went wrong',
  'Upgrade',
  'Terms',
  'Privacy',
];
const englishWords = new RegExp(`\\b(?:${english.join('|')})\\b`, 'g');
/** A message key shown instead of its text (`doctypes.records.count`), or an error code. */
const rawKeys =
  /\b(?:common|doctypes|errors|payment|review|rules|webhooks|integration|api_keys|teams|preferences|validation|fields)\.[a-z_]+\b|\b(?:auth|file|payment|doctype|records|team|webhook|mail|credits|uploads|scan|llm)\/[a-z-]+\b/g;
/** A number grouped the English way (1,000). */
const englishGrouping = /\b\d{1,3}(?:,\d{3})+\b/g;

/** A figure each of these screens shows, written as German writes it. */
const germanFigures: Record<string, RegExp> = {
  '/payment/subscription': /49,00\s€ pro Monat/,
  // The usage page's activity list, which loads after the page.
  '/payment/usage': /\b\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\b/,
};

/** What the page paints as text (innerText leaves hidden elements out), once it has settled. */
async function paintedText(page: Page, heading: string | RegExp): Promise<string> {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return page.locator('body').innerText();
}

function leftovers(text: string): string[] {
  return [
    ...(text.match(englishWords) ?? []),
    ...(text.match(rawKeys) ?? []),
    ...(text.match(englishGrouping) ?? []),
  ];
}

test('the main screens speak German only, signed in in dark mode and signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { doctype } = await doctypeWithInvoices(page.request, 'german-walk', {
    title: 'Rechnungen',
    fields: [
      { caption: 'Rechnungsnummer', type: 'string' },
      { caption: 'Rechnungsdatum', type: 'date' },
      { caption: 'Gesamtbetrag', type: 'number' },
    ],
  });
  const { email } = (await (await page.request.get('/api/me')).json()) as { email: string };
  // A plan with thousands of credits and every integration shown.
  await docsift('users', 'set-role', '--email', email, '--role', 'professional');
  const settings = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(settings.status(), await settings.text()).toBe(200);
  await page.goto('/dashboard');
  await page.evaluate("localStorage.setItem('docsift.color-scheme', 'dark')");

  const screens: [string, string | RegExp][] = [
    ['/dashboard', 'Übersicht'],
    [`/doctype/${doctype}/records/all`, 'Rechnungen'],
    [`/doctype/${doctype}/fields`, 'Rechnungen'],
    [`/doctype/${doctype}/integration`, 'Eingehende E-Mails'],
    [`/doctype/${doctype}/review`, 'Rechnungen'],
    ['/payment/subscription', 'Abonnement'],
    ['/payment/usage', 'Verbrauch'],
    ['/payment/history', 'Zahlungsverlauf'],
    ['/account', 'Konto'],
    ['/settings', 'Einstellungen'],
    ['/notifications', 'Benachrichtigungen'],
  ];
  const found = new Map<string, string[]>();
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    if (path.endsWith('/records/all'))
      await expect(page.getByTestId('records-count')).toHaveText('1 von 1 Datensätzen', {
        timeout: 60_000,
      });
    // Numbers and dates as German writes them, once the lists that hold them have loaded.
    const german = germanFigures[path];
    if (german)
      await expect
        .poll(() => page.locator('body').innerText(), { timeout: 30_000 })
        .toMatch(german);
    found.set(path, leftovers(await paintedText(page, heading)));
  }
  // The header's meter, grouped the German way: whatever the balance is once the plan's
  // monthly credits and the invoice's page have been booked, in either order.
  const { credits } = (await (await page.request.get('/api/me')).json()) as {
    credits: { total: number };
  };
  const meter = `${new Intl.NumberFormat('de-DE').format(credits.total)} Credits`;
  expect(credits.total).toBeGreaterThanOrEqual(1000);
  await expect(page.getByText(meter, { exact: true })).toBeVisible();

  // Signed out, with a browser that asks for German: the sign-in pages and a refused sign-in.
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const anon = await context.newPage();
    for (const [path, heading] of [
      ['/login', 'Anmelden'],
      ['/register', 'Konto erstellen'],
      ['/reset', 'Passwort zurücksetzen'],
    ] as const) {
      await anon.goto(path);
      found.set(path, leftovers(await paintedText(anon, heading)));
    }
    await anon.goto('/login');
    await anon.getByLabel('E-Mail').fill(uniqueEmail('german-walk-nobody'));
    await anon.getByLabel('Passwort', { exact: true }).fill('not-the-password');
    await anon.getByRole('button', { name: 'Anmelden' }).click();
    const refused = anon.getByRole('alert');
    await expect(refused).toBeVisible();
    found.set('/login refused', leftovers(await refused.innerText()));
  } finally {
    await context.close();
  }
  expect(Object.fromEntries([...found].filter(([, words]) => words.length > 0))).toEqual({});
});
