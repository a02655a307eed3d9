/**
 * A dialog chosen from an action menu gives the focus back to the menu's button when it closes
 * (issue 29, keyboard): the menu's item it opened from is gone by then, and the focus fell to the
 * page's body, sending a keyboard user back to the top of the page. The doctype's Share and
 * Leave, and an upload's Delete, each opened and dismissed by keyboard alone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { doctypeWithInvoices, shareDoctype } from '../support/api-setup.ts';

/** Opens `button`'s menu by keyboard, chooses `entry` and dismisses its dialog with Escape. */
async function dismissFromMenu(page: Page, button: Locator, entry: string) {
  await button.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true });
  await expect(item).toBeVisible();
  while ((await page.getByRole('menu').locator(':focus').textContent()) !== entry)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Escape is the dialog's once the focus is inside it, as for someone who sees it open.
  await expect(page.getByRole('dialog').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
  // The focus ring is painted on it: a keyboard user sees where they are.
  await expect(button).toHaveCSS('outline-style', 'solid');
}

test('Share, Leave and an upload’s Delete give the focus back to their menu’s button', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { doctype } = await doctypeWithInvoices(page.request, 'focus-author', {
    title: 'Focus invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  await page.goto(`/doctype/${doctype}/records/all`);
  const actions = page.getByRole('button', { name: 'Document type actions' });
  await dismissFromMenu(page, actions, 'Share');

  const upload = page.getByRole('button', { name: 'Actions for invoice.pdf' }).first();
  await expect(
    page.getByRole('list', { name: 'Uploads', exact: true }).getByRole('listitem', {
      name: 'invoice.pdf',
    }),
  ).toContainText('1 record', { timeout: 60_000 });
  await dismissFromMenu(page, upload, 'Delete');

  const memberEmail = uniqueEmail('focus-member');
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await createAccount(memberPage.request, memberEmail);
    await shareDoctype(page.request, doctype, memberEmail);
    await memberPage.goto(`/doctype/${doctype}/records/all`);
    await dismissFromMenu(
      memberPage,
      memberPage.getByRole('button', { name: 'Document type actions' }),
      'Leave',
    );
    // Dismissed, Leave changed nothing: the member still has the doctype.
    await expect(
      memberPage.getByRole('heading', { name: 'Focus invoices', level: 1 }),
    ).toBeVisible();
  } finally {
    await memberContext.close();
  }
});
