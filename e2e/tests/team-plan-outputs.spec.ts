/**
 * A free member of a starter author's doctype (issue 29, docs/teams.md): the author's plan pays
 * for the doctype's gated outputs, so the member's download dialog offers xlsx as any other
 * format and the integration tab shows an address that takes mail, while the allow-list stays the
 * author's. The author shares through `docsift doctypes share`, as an operator would.
 */
import { expect, test } from '@playwright/test';
import { expectXlsxOffered } from '../support/download-dialog.ts';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { doctypeWithInvoices } from '../support/api-setup.ts';
import { docsift } from '../support/cli.ts';

test('a free member gets xlsx and the inbound address of a starter author’s doctype, not its settings', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { doctype } = await doctypeWithInvoices(page.request, 'outputs-author', {
    title: 'Team ledger',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const me = (await (await page.request.get('/api/me')).json()) as { email: string };
  await docsift('users', 'set-role', '--email', me.email, '--role', 'starter');
  const memberEmail = uniqueEmail('outputs-member');
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await createAccount(memberPage.request, memberEmail);
    expect(
      await docsift(
        'doctypes',
        'share',
        '--email',
        me.email,
        '--doctype',
        doctype,
        '--with',
        memberEmail,
      ),
    ).toBe(`added ${memberEmail} to ${doctype}\n`);

    // The download dialog: xlsx enabled and painted as the formats every plan has.
    await memberPage.goto(`/doctype/${doctype}/records/all`);
    await expect(
      memberPage.getByRole('grid', { name: 'Records' }).locator('tbody tr[data-record]'),
    ).toHaveCount(1, { timeout: 30_000 });
    await memberPage.getByTestId('records-download').click();
    const dialog = memberPage.getByRole('dialog', { name: 'Download records' });
    const xlsx = dialog.getByRole('radio', { name: 'Excel workbook (xlsx)' });
    await expectXlsxOffered(dialog, xlsx);
    await xlsx.check();
    const downloading = memberPage.waitForEvent('download');
    await dialog.getByTestId('download-submit').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Team ledger.xlsx');

    // The integration tab: the address takes mail, the allowed senders are the author's.
    await memberPage.goto(`/doctype/${doctype}/integration`);
    const section = memberPage.getByRole('region', { name: 'Inbound e-mail' });
    await expect(section.getByLabel('Address of this document type')).toContainText(
      doctype.slice('doctype-'.length),
    );
    await expect(
      section.getByText('Only the owner of this document type can change the allowed senders.'),
    ).toBeVisible();
    await expect(section.getByTestId('inbound-plan-required')).toHaveCount(0);
    await expect(section.getByTestId('pro-tag')).toHaveCount(0);
    await expect(section.getByRole('combobox', { name: 'Allowed senders' })).toBeDisabled();
  } finally {
    await memberContext.close();
  }
});
