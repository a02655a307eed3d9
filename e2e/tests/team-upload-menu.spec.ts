/**
 * A member of a shared doctype deletes their own uploads, not another's (issue 29): the server
 * refuses a member's delete of the author's upload, so the upload's menu does not offer it,
 * while the author's menu offers it for the member's upload as for their own. The bulk dialog's
 * delete follows the same rule.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { doctypeWithInvoices, shareDoctype, uploadFile } from '../support/api-setup.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

/** The entries painted in the menu of `filename` in the page's upload list, in order. */
async function menuOf(page: Page, filename: string): Promise<string[]> {
  const item = page
    .getByRole('list', { name: 'Uploads', exact: true })
    .getByRole('listitem', { name: filename });
  await expect(item).toContainText('1 record', { timeout: 60_000 });
  await item.getByRole('button', { name: `Actions for ${filename}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const painted: string[] = [];
  for (const entry of await menu.getByRole('menuitem').all()) {
    const box = await entry.boundingBox();
    if (box && box.width > 0 && box.height > 0) painted.push(await entry.innerText());
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return painted;
}

/** The label of the bulk dialog's delete button once every upload is chosen. */
async function bulkDeleteOfAll(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Select uploads…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select uploads' });
  await dialog.getByRole('checkbox', { name: 'Select all' }).check();
  const button = dialog.getByRole('button', { name: /^Delete \d+ uploads?$/ });
  await expect(button).toBeVisible();
  const label = await button.innerText();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  return label;
}

test('a member’s upload menu offers Delete on their own upload only; the author’s on every one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { doctype } = await doctypeWithInvoices(page.request, 'menu-author', {
    title: 'Shared invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const memberEmail = uniqueEmail('menu-member');
  const memberContext = await browser.newContext();
  const files = await sampleDocuments();
  try {
    const memberPage = await memberContext.newPage();
    await createAccount(memberPage.request, memberEmail);
    await shareDoctype(page.request, doctype, memberEmail);
    await uploadFile(memberPage.request, doctype, await files.write('invoice', 'mine.pdf'));

    await memberPage.goto(`/doctype/${doctype}/records/all`);
    const all = ['Extract again', 'Run OCR', 'Calibrate fields', 'Delete'];
    expect(await menuOf(memberPage, 'invoice.pdf')).toEqual(all.slice(0, 3));
    expect(await menuOf(memberPage, 'mine.pdf')).toEqual(all);
    // Both chosen, the member's bulk delete takes their own upload alone.
    expect(await bulkDeleteOfAll(memberPage)).toBe('Delete 1 upload');

    await page.goto(`/doctype/${doctype}/records/all`);
    expect(await menuOf(page, 'mine.pdf')).toEqual(all);
    expect(await menuOf(page, 'invoice.pdf')).toEqual(all);
    expect(await bulkDeleteOfAll(page)).toBe('Delete 2 uploads');
  } finally {
    await files.remove();
    await memberContext.close();
  }
});
