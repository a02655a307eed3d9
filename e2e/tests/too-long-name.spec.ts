/**
 * A name longer than a form takes says so: a document type name of 201 characters (200 are
 * allowed) was answered with "Please check this value.", which left the user guessing what was
 * wrong with it, in English and German.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { computedStyle } from '../support/computed-style.ts';
import { parseColour } from '../support/painted-colour.ts';

for (const [language, words] of [
  [
    'en',
    {
      create: 'Create manually',
      dialog: 'New document type',
      name: 'Name',
      submit: 'Create',
      tooLong: 'This is too long: please shorten it.',
    },
  ],
  [
    'de',
    {
      create: 'Manuell erstellen',
      dialog: 'Neuer Dokumenttyp',
      name: 'Name',
      submit: 'Erstellen',
      tooLong: 'Das ist zu lang: bitte kürze es.',
    },
  ],
] as const)
  test(`a document type name that is too long says so (${language})`, async ({ page }) => {
    await createAccount(page.request, uniqueEmail('too-long-name'));
    const saved = await page.request.patch('/api/settings', { data: { language } });
    expect(saved.status()).toBe(200);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: words.create }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    const name = dialog.getByRole('textbox', { name: words.name });
    await name.fill('X'.repeat(201));
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    const problem = dialog.getByText(words.tooLong, { exact: true });
    await expect(problem).toBeVisible();
    await expect(name).toHaveAccessibleDescription(words.tooLong);
    const colour = parseColour(await computedStyle(problem, 'color'));
    expect(colour.a).toBeGreaterThan(0.5);
    // Shortened to what is allowed, it is created.
    await name.fill('X'.repeat(200));
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/doctype\/doctype-/);
  });
