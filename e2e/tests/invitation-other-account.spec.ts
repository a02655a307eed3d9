/**
 * An invitation link opened while signed in with another account (issue 29): the page says the
 * invitation was sent to another address and offers to sign in with another account; that signs
 * out and comes back to the link, which then joins with the invited address.
 */
import { expect, test } from '@playwright/test';
import { createAccount, password, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, shareDoctype } from '../support/api-setup.ts';
import { waitForInvitationLink } from '../support/mailbox.ts';

test('signed in with another account, the invitation offers to switch and then joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await createAccount(page.request, uniqueEmail('switch-author'));
  const doctype = await createDoctype(page.request, {
    title: 'Switch invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const invitedEmail = uniqueEmail('switch-invited');
  await shareDoctype(page.request, doctype, invitedEmail);
  const link = await waitForInvitationLink(invitedEmail);

  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await createAccount(other.request, uniqueEmail('switch-other'));
    await other.goto(link.pathname);
    await expect(other.getByText('This invitation cannot be used')).toBeVisible();
    await expect(other.getByText(/sent to another e-mail address/)).toBeVisible();
    const switchAccount = other.getByRole('button', { name: 'Sign in with another account' });
    await expect(switchAccount).toBeVisible();
    const box = await switchAccount.boundingBox();
    expect(box?.width).toBeGreaterThan(40);

    await switchAccount.click();
    await expect(other).toHaveURL(/\/login\?r=%2Finvitations%2F/);
    await other.getByRole('link', { name: 'Create an account' }).click();
    await expect(other.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await other.getByLabel('E-Mail', { exact: true }).fill(invitedEmail);
    await other.getByLabel('Password', { exact: true }).fill(password);
    await other.getByRole('checkbox', { name: /privacy policy/ }).check();
    await other.getByRole('button', { name: 'Create account' }).click();
    await expect(other).toHaveURL(new RegExp(`/doctype/${doctype}/records/all$`), {
      timeout: 45_000,
    });
    await expect(other.getByText('You joined “Switch invoices”.')).toBeVisible();
  } finally {
    await otherContext.close();
  }
});
