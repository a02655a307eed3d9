/**
 * A German user's walk (issue 25): the main screens signed in (in dark mode), and in light and
 * dark the wizard once it has analysed a sample or failed to read one, the notification drawer,
 * and the signed-out pages with their error states (a refused sign-in, a taken address, an empty
 * form, an unknown reset link, the sign-in's notices) show no English left over from the common
 * texts (painted, or as a tooltip, placeholder or accessible name), no raw message keys or error
 * codes, and numbers and dates in the German way. The English list (support/german-leftovers.ts) holds what the screens would show if
 * a translation went missing; field captions are German so the user's own data never matches.
 */
import { expect, test, type Browser } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, doctypeWithInvoices, uploadFile } from '../support/api-setup.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { docsift } from '../support/cli.ts';
import {
  leftovers,
  paintedText,
  paintedTextOf,
  schemes,
  shownText,
  useScheme,
  withLeftovers,
} from '../support/german-leftovers.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

/** A figure each of these screens shows, written as German writes it. */
const germanFigures: Record<string, RegExp> = {
  '/payment/subscription': /49,00\s€ pro Monat/,
  // The usage page's activity list, which loads after the page.
  '/payment/usage': /\b\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\b/,
};

test('the main screens speak German only, signed in in dark mode', async ({ page }) => {
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

  expect(withLeftovers(found)).toEqual({});
});

test('the wizard after its analysis or failure and the notification drawer speak German, light and dark', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('german-wizard'));
    const settings = await page.request.patch('/api/settings', { data: { language: 'de' } });
    expect(settings.status(), await settings.text()).toBe(200);
    // A doctype without fields fails its upload's parse: a notification for the drawer.
    const doctype = await createDoctype(page.request, { title: 'Belege' });
    await uploadFile(page.request, doctype, await files.write('invoice', 'beleg.pdf'));
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/notifications')).json()) as { notifications: [] })
            .notifications.length,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const sample = await files.write('invoice', 'rechnung.pdf');
    const locked = await files.write('encryptedPdf', 'gesperrt.pdf');
    const found = new Map<string, string[]>();
    for (const scheme of schemes) {
      await useScheme(page, scheme);
      const bell = page.getByTestId('notification-bell');
      await bell.click();
      const drawer = page.getByRole('dialog', { name: 'Benachrichtigungen' });
      await expect(drawer.getByRole('listitem').first()).toBeVisible();
      found.set(`${scheme}: drawer`, leftovers(await paintedTextOf(drawer)));
      await bell.click();
      await expect(drawer).toBeHidden();

      // The dashboard of someone with a doctype opens the wizard by its button.
      await page.getByRole('button', { name: 'Aus Beispiel erstellen' }).click();
      const wizard = page.getByRole('dialog', { name: 'Neuer Dokumenttyp aus einem Beispiel' });
      found.set(`${scheme}: wizard's drop`, leftovers(await paintedTextOf(wizard)));
      await chooseFiles(page, wizard.getByTestId('wizard-drop'), [sample]);
      // Analysed: the suggested fields to calibrate.
      await expect(wizard.getByRole('group', { name: 'Rechnungsnummer', exact: true })).toBeVisible(
        { timeout: 60_000 },
      );
      found.set(`${scheme}: wizard`, leftovers(await paintedTextOf(wizard)));
      await wizard.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(wizard).toBeHidden();

      // A sample the scan cannot read: the wizard's error state.
      await page.getByRole('button', { name: 'Aus Beispiel erstellen' }).click();
      await chooseFiles(page, wizard.getByTestId('wizard-drop'), [locked]);
      await expect(wizard.getByRole('alert')).toBeVisible({ timeout: 30_000 });
      found.set(`${scheme}: wizard's unreadable sample`, leftovers(await paintedTextOf(wizard)));
      await wizard.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(wizard).toBeHidden();
    }
    expect(withLeftovers(found)).toEqual({});
  } finally {
    await files.remove();
  }
});

/**
 * The signed-out pages and their error states in a browser that asks for German. The pages follow
 * the system's scheme, so each state, once shown, is read in light and then in dark: one load per
 * state, not one per state and scheme.
 */
async function walkSignedOut(browser: Browser, takenEmail: string) {
  const found = new Map<string, string[]>();
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const anon = await context.newPage();
    const body = anon.locator('body');
    const readInEachScheme = async (place: string, read: () => Promise<string>) => {
      for (const scheme of schemes) {
        await anon.emulateMedia({ colorScheme: scheme });
        await expect(anon.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        found.set(`${scheme}: ${place}`, leftovers(await read()));
      }
    };
    for (const [path, heading] of [
      ['/login', 'Anmelden'],
      ['/register', 'Konto erstellen'],
      ['/reset', 'Passwort zurücksetzen'],
    ] as const) {
      await anon.goto(path);
      await readInEachScheme(path, () => paintedText(anon, heading));
    }

    await anon.goto('/login');
    await anon.getByLabel('E-Mail').fill(uniqueEmail('german-walk-nobody'));
    await anon.getByLabel('Passwort', { exact: true }).fill('not-the-password');
    await anon.getByRole('button', { name: 'Anmelden' }).click();
    await expect(anon.getByRole('alert')).toBeVisible();
    await readInEachScheme('wrong password', () => shownText(body));

    await anon.goto('/register');
    await anon.getByLabel('E-Mail', { exact: true }).fill(takenEmail);
    await anon.getByLabel('Passwort', { exact: true }).fill('another-secret-3');
    await anon.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await anon.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(anon.getByLabel('E-Mail', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await readInEachScheme('taken address', () => shownText(body));

    await anon.goto('/register');
    await anon.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(anon.getByText('Bitte akzeptiere die Datenschutzerklärung.')).toBeVisible();
    await readInEachScheme('empty registration', () => shownText(body));

    await anon.goto('/reset');
    await anon.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('german-walk-nobody'));
    await anon.getByRole('button', { name: 'Link senden' }).click();
    await expect(anon.getByRole('status')).toBeVisible();
    await readInEachScheme('reset link sent', () => shownText(body));

    for (const [place, path] of [
      ['unknown reset link', '/auth/action?mode=resetPassword&oobCode=unknown-token'],
      ['reset link without its code', '/auth/action?mode=resetPassword'],
    ]) {
      await anon.goto(path!);
      await expect(anon.getByRole('alert')).toBeVisible();
      await readInEachScheme(place!, () => shownText(body));
    }

    // The notices a redirect to the sign-in brings: a session ended elsewhere, a refused
    // third-party sign-in.
    for (const [flash, role] of [
      ['session-ended', 'status'],
      ['auth/invalid-credential', 'alert'],
    ] as const) {
      await anon.goto(`/login?flash=${encodeURIComponent(flash)}`);
      await expect(anon.getByRole(role)).toBeVisible();
      await readInEachScheme(`/login?flash=${flash}`, () => shownText(body));
    }
  } finally {
    await context.close();
  }
  return found;
}

test('the signed-out pages and their error states speak German, light and dark', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const taken = uniqueEmail('german-walk-taken');
  await createAccount(request, taken);
  expect(withLeftovers(await walkSignedOut(browser, taken))).toEqual({});
});
