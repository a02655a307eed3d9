/**
 * An abandoned wizard (issue 25 item 3): a reload mid-wizard left a draft that held one of a free
 * user's three places for a day while the dashboard showed two doctypes. Drafts hold no place
 * now, and the dashboard lists them as unfinished, to continue or discard.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

const wizardDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'New document type from a sample' });

/** Opens the wizard with the dashboard's button, as a user who has doctypes does, on one sample. */
async function openWizardOn(page: Page, samplePath: string): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create from a sample' }).click();
  const wizard = wizardDialog(page);
  await chooseFiles(page, wizard.getByTestId('wizard-drop'), [samplePath]);
  return wizard;
}

/** Starts the wizard on `samplePath` and reloads once its draft holds the sample: the wizard abandoned. */
async function abandonWizard(page: Page, samplePath: string): Promise<void> {
  const sampleStored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/uploads') &&
      response.request().method() === 'POST' &&
      response.status() === 201,
  );
  await openWizardOn(page, samplePath);
  await sampleStored;
  await page.reload();
}

const draftsSection = (page: Page) => page.getByRole('region', { name: 'Unfinished drafts' });

test('a free user who abandoned the wizard still creates a third doctype, then discards the draft', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-drafts'));
    await createDoctype(page.request, { title: 'Receipts' });
    await createDoctype(page.request, { title: 'Contracts' });
    await abandonWizard(page, await files.write('invoice', 'abandoned-invoice.pdf'));

    const cards = page.getByTestId('doctype-card');
    await expect(cards).toHaveCount(2);
    const drafts = draftsSection(page);
    const draft = drafts.getByRole('listitem');
    await expect(draft).toHaveCount(1);
    await expect(draft).toContainText('abandoned-invoice');
    // Painted below the doctypes, with both of its buttons inside its card.
    const [cardBox, draftBox, continueBox, discardBox] = await boxesInOneFrame(
      cards.first(),
      draft,
      draft.getByRole('button', { name: 'Continue abandoned-invoice' }),
      draft.getByRole('button', { name: 'Discard abandoned-invoice' }),
    );
    expect(draftBox.height).toBeGreaterThan(0);
    expect(draftBox.y).toBeGreaterThan(cardBox.y + cardBox.height);
    for (const button of [continueBox, discardBox]) {
      expect(button.x).toBeGreaterThanOrEqual(draftBox.x);
      expect(button.x + button.width).toBeLessThanOrEqual(draftBox.x + draftBox.width);
    }

    // The third doctype, through the wizard as before: the draft holds no place.
    const wizard = await openWizardOn(page, await files.write('invoice', 'third.pdf'));
    await wizard.getByRole('button', { name: 'Create document type' }).click({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/records\/all$/);
    await page.goto('/dashboard');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'third' })).toBeVisible();

    await draft.getByRole('button', { name: 'Discard abandoned-invoice' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard this draft?' });
    await confirm.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(drafts).toHaveCount(0);
    await page.reload();
    await expect(cards).toHaveCount(3);
    await expect(drafts).toHaveCount(0);
    const left = await page.request.get('/api/doctypes?state=draft');
    expect(((await left.json()) as { doctypes: unknown[] }).doctypes).toEqual([]);
  } finally {
    await files.remove();
  }
});

test('continuing an abandoned draft picks up its sample and creates the doctype', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-continue'));
    await abandonWizard(page, await files.write('invoice', 'continued.pdf'));

    const drafts = draftsSection(page);
    await drafts.getByRole('button', { name: 'Continue continued' }).click();
    const wizard = wizardDialog(page);
    await expect(wizard.getByRole('group', { name: 'Invoice number', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(wizard.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'continued',
    );
    await wizard.getByRole('button', { name: 'Create document type' }).click();
    await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/records\/all$/);
    await page.goto('/dashboard');
    await expect(page.getByTestId('doctype-card')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'continued' })).toBeVisible();
    await expect(drafts).toHaveCount(0);
  } finally {
    await files.remove();
  }
});
