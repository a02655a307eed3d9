/** The fields page keeps unsaved edits from a reload or a closed tab by asking first. */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';

test('the fields page asks before a reload or tab close drops unsaved edits, never when clean', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('unsaved-fields'));
  const id = await createDoctype(page.request, { title: 'Receipts', mode: 'single' });
  await page.goto(`/doctype/${id}/fields`);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    // Stay on the page: the edits must survive the question.
    void dialog.dismiss();
  });
  const instructions = page.getByRole('textbox', { name: 'Instructions' });

  // Clean: a reload goes through without a question.
  await instructions.click();
  await page.reload();
  await expect(instructions).toHaveValue('');
  expect(dialogs).toEqual([]);

  await instructions.click();
  await page.keyboard.type('Receipts from the canteen');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(instructions).toHaveValue('Receipts from the canteen');

  // In the app the question is our own dialog: No stays, with the edits.
  const leave = page.getByRole('dialog', { name: 'Confirm' });
  await page.getByRole('tab', { name: 'Records' }).click();
  await expect(leave.getByText('You have unsaved changes.', { exact: false })).toBeVisible();
  await leave.getByRole('button', { name: 'No' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/fields$/);
  await expect(instructions).toHaveValue('Receipts from the canteen');

  // Saved, the page is clean again: closing the tab asks nothing.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(dialogs).toEqual(['beforeunload']);
});
