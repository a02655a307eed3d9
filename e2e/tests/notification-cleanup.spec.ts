/**
 * A failure notification names the file and the doctype it was uploaded to, and deleting the
 * upload takes its notification out of the drawer at once, so no link leads to "Page not found"
 * (issue 25 item 8).
 */
import { expect, test } from '@playwright/test';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

test('a failure notice names its file and doctype and goes when the upload is deleted', async ({
  page,
}) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('notice-cleanup'));
    // Without fields the parse fails, which writes a danger notification about the upload.
    const doctype = await createDoctype(page.request, { title: 'Receipts' });
    await uploadFile(page.request, doctype, await files.write('invoice', 'receipt.pdf'));
    await page.goto(`/doctype/${doctype}/records/all`);
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });

    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    // A notice that arrived live peeks in for a few seconds: the bell opens the drawer after.
    await expect(drawer).toBeHidden();
    await bell.click();
    const notice = drawer.getByRole('listitem').filter({ hasText: 'No fields defined.' });
    await expect(notice.getByText('receipt.pdf in Receipts', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    const uploadList = page.getByRole('list', { name: 'Uploads', exact: true });
    await uploadList.getByRole('button', { name: 'Actions for receipt.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Successfully deleted')).toBeVisible();

    await expect(bell).toHaveAccessibleName('Notifications');
    await bell.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('No unread notifications')).toBeVisible();
    await expect(drawer.getByRole('listitem')).toHaveCount(0);
  } finally {
    await files.remove();
  }
});
