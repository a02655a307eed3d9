/**
 * Two members of a shared doctype on its records table at once (issue 29): a cell one of them
 * edits repaints in the other's open table by the live event, without a reload, and the record's
 * History there says who changed it.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { doctypeWithInvoices, shareDoctype } from '../support/api-setup.ts';
import { textOnTopOf } from '../support/painted-colour.ts';
import { recordsTable } from '../support/records-table.ts';
import { invoiceFacts } from '../support/sample-documents.ts';

/** Opens the doctype's records and waits until its live stream is connected and the value shows. */
async function openRecords(page: Page, doctype: string, field: string) {
  const isLive = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto(`/doctype/${doctype}/records/all`);
  await isLive;
  const cell = recordsTable(page).locator(`tbody td[data-field="${field}"]`);
  await expect(cell).toHaveText(invoiceFacts.invoiceNumber, { timeout: 30_000 });
  return cell;
}

test('a cell a member edits repaints in the author’s open table, whose History names the member', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { doctype, fields } = await doctypeWithInvoices(page.request, 'live-author', {
    title: 'Shared invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const field = fields[0]!.key;
  const memberEmail = uniqueEmail('live-member');
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await createAccount(memberPage.request, memberEmail);
    // An existing account joins at once.
    const joined = await shareDoctype(page.request, doctype, memberEmail);
    expect(joined).toHaveProperty('member.email', memberEmail);

    const authorCell = await openRecords(page, doctype, field);
    const memberCell = await openRecords(memberPage, doctype, field);

    // The member edits; the author's table shows it, painted on top, with no navigation.
    const authorAddress = page.url();
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await memberCell.dblclick();
    const editor = memberCell.getByRole('textbox', { name: 'Invoice number' });
    await editor.fill('INV-TEAM-7');
    await editor.press('Enter');
    await expect(memberCell).toHaveText('INV-TEAM-7');
    await expect(authorCell).toHaveText('INV-TEAM-7');
    expect(await textOnTopOf(authorCell)).toBe('INV-TEAM-7');
    expect(page.url()).toBe(authorAddress);
    expect(reloaded).toBe(false);

    // And the other way: the author's edit reaches the member's table.
    await authorCell.dblclick();
    const authorEditor = authorCell.getByRole('textbox', { name: 'Invoice number' });
    await authorEditor.fill('INV-TEAM-8');
    await authorEditor.press('Enter');
    await expect(memberCell).toHaveText('INV-TEAM-8');
    expect(await textOnTopOf(memberCell)).toBe('INV-TEAM-8');

    // The author's History of the record lists both changes, newest first, each with its author.
    await page.getByRole('button', { name: 'Actions for row 1' }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    const changes = page
      .getByRole('dialog', { name: 'History of row 1' })
      .getByTestId('record-history')
      .locator('tbody tr');
    await expect(changes).toHaveCount(2);
    await expect(changes.nth(0).locator('td').nth(1)).toHaveText('INV-TEAM-7 → INV-TEAM-8');
    await expect(changes.nth(1).locator('td').nth(1)).toHaveText(
      `${invoiceFacts.invoiceNumber} → INV-TEAM-7`,
    );
    await expect(changes.nth(1).locator('td').nth(2)).toContainText(memberEmail);
    await expect(changes.nth(0).locator('td').nth(2)).not.toContainText(memberEmail);
    expect(await textOnTopOf(changes.nth(1).locator('td').nth(2))).toContain(memberEmail);
  } finally {
    await memberContext.close();
  }
});
