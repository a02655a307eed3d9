/**
 * The shell's notification drawer: a notification that arrives live peeks in for about 3 s
 * without covering the header, the bell opens it again, and its action works with the mouse.
 * Toasts start below the header too.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { createAccount, uniqueEmail, userMenuButton } from '../support/accounts.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

/**
 * A trial click runs Playwright's actionability checks, including that the pointer would reach
 * the control and not something above it, without clicking; it fails within the short timeout.
 */
const expectClickable = (control: Locator) => control.click({ trial: true, timeout: 1_000 });

const headerControls = (page: Page) => [
  page.getByTestId('notification-bell'),
  page.getByRole('button', { name: 'Dark', exact: true }),
  userMenuButton(page),
];

test('a live notification peeks in the drawer for about 3 s; the bell reopens it and its action works', async ({
  page,
}) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('drawer'));
    // Without fields the parse fails, which writes a danger notification with "Open upload".
    const doctype = await createDoctype(page.request, { title: 'Receipts' });
    const isLive = page.waitForResponse((response) => response.url().endsWith('/api/events'));
    await page.goto('/dashboard');
    await isLive;
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeHidden();

    const upload = await uploadFile(
      page.request,
      doctype,
      await files.write('invoice', 'receipt.pdf'),
    );
    await expect(drawer).toBeVisible({ timeout: 30_000 });
    const shownAt = Date.now();
    const notice = drawer.getByRole('listitem').filter({ hasText: 'No fields defined.' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search document types' })).toBeVisible();
    for (const control of headerControls(page)) await expectClickable(control);
    await expect(drawer).toBeHidden();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);

    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await expect(drawer).toBeVisible();
    await notice.getByRole('link', { name: 'Open upload' }).click();
    await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/records/${upload}$`));
    await expect(drawer).toBeHidden();
    await expect(bell).toHaveAccessibleName('Notifications');
  } finally {
    await files.remove();
  }
});

test('a toast leaves the bell, theme toggle and avatar clickable', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('toast'));
  await page.goto('/account');
  await page.getByRole('textbox', { name: 'Display name' }).fill('Toast Tester');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  const toast = page.getByRole('status').filter({ hasText: 'Successfully saved' });
  await expect(toast).toBeVisible();
  for (const control of headerControls(page)) await expectClickable(control);
  const header = await page.getByRole('banner').boundingBox();
  const notice = await toast.boundingBox();
  expect(notice!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});
