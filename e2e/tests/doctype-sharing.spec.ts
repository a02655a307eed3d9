/**
 * Sharing a doctype (issue 29): the author invites an address without an account from the Share
 * dialog, the invitee registers through the mailed link and lands in the doctype, sees it shared
 * on the dashboard, and loses the open page the moment the author removes them.
 */
import { expect, test } from '@playwright/test';
import { createAccount, password, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';
import { waitForInvitationLink } from '../support/mailbox.ts';
import { textColour } from '../support/painted-colour.ts';

test('author shares by e-mail, the invitee joins by the link, and loses access when removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const authorEmail = uniqueEmail('share-author');
  const memberEmail = uniqueEmail('share-member');
  await createAccount(page.request, authorEmail);
  const doctype = await createDoctype(page.request, {
    title: 'Team invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });

  // The author opens Share from the doctype's action menu and invites by e-mail (Enter submits).
  await page.goto(`/doctype/${doctype}`);
  await page.getByRole('button', { name: 'Document type actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Leave' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Team invoices”' });
  await expect(dialog).toBeVisible();
  const members = dialog.getByTestId('team-member');
  await expect(members).toHaveCount(1);
  await expect(members.first()).toContainText(`${authorEmail} (you)`);
  await expect(members.first()).toContainText('Author');
  const address = dialog.getByRole('textbox', { name: 'Invite by e-mail' });
  await expect(address).toBeFocused();
  await address.fill(memberEmail);
  await address.press('Enter');
  await expect(page.getByText(`An invitation is on its way to ${memberEmail}.`)).toBeVisible();
  const invitation = dialog.getByTestId('team-invitation');
  await expect(invitation).toContainText(memberEmail);
  await expect(invitation).toContainText(`Invited by ${authorEmail}`);
  await expect(address).toHaveValue('');

  // The invitee opens the mailed link signed out: sign-in first, then registration, then joined.
  const link = await waitForInvitationLink(memberEmail);
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await memberPage.goto(link.pathname);
    await expect(memberPage).toHaveURL(/\/login\?r=/, { timeout: 30_000 });
    await memberPage.getByRole('link', { name: 'Create an account' }).click();
    // The sign-in form has an E-Mail field too: fill only once the registration form shows.
    await expect(memberPage).toHaveURL(/\/register\?r=%2Finvitations%2F/);
    await expect(memberPage.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await memberPage.getByLabel('E-Mail', { exact: true }).fill(memberEmail);
    await memberPage.getByLabel('Display name (optional)').fill('Max Member');
    await memberPage.getByLabel('Password', { exact: true }).fill(password);
    await memberPage.getByRole('checkbox', { name: /privacy policy/ }).check();
    await memberPage.getByRole('button', { name: 'Create account' }).click();
    await expect(memberPage).toHaveURL(new RegExp(`/doctype/${doctype}/records/all$`), {
      // Registration answers after a deliberate second; then the join and the doctype's page.
      timeout: 45_000,
    });
    await expect(memberPage.getByText('You joined “Team invoices”.')).toBeVisible();

    // The link works once: opened again it says so.
    await memberPage.goto(link.pathname);
    await expect(memberPage.getByRole('alert')).toHaveText(
      'This invitation has already been used.',
    );
    await expect(memberPage.getByText('This invitation cannot be used')).toBeVisible();

    // The dashboard card shows the doctype as shared, painted in the card's text colour.
    const isLive = memberPage.waitForResponse((response) => response.url().endsWith('/api/events'));
    await memberPage.goto('/dashboard');
    const card = memberPage.getByRole('link', { name: 'Team invoices' });
    const shared = card.getByRole('img', { name: 'Shared with your team' });
    await expect(shared).toBeVisible();
    const box = await shared.locator('svg').boundingBox();
    expect(box?.width).toBeGreaterThan(10);
    expect((await textColour(shared)).a).toBe(1);

    // A member's menu offers Leave, not Share or Delete.
    await isLive;
    await card.click();
    await memberPage.getByRole('button', { name: 'Document type actions' }).click();
    await expect(memberPage.getByRole('menuitem', { name: 'Leave' })).toBeVisible();
    await expect(memberPage.getByRole('menuitem', { name: /^(Share|Delete)$/ })).toHaveCount(0);
    await memberPage.keyboard.press('Escape');
    await expect(memberPage.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);

    // The author's open dialog lists the new member; removing asks first, then takes effect.
    await expect(invitation).toHaveCount(0);
    const member = members.filter({ hasText: memberEmail });
    await expect(member).toContainText('Max Member');
    await expect(member).toContainText(`Invited by ${authorEmail}`);
    await dialog.getByRole('button', { name: 'Remove Max Member' }).click();
    const confirmation = dialog.getByRole('alertdialog');
    await expect(confirmation).toContainText('Remove Max Member from this document type?');
    await expect(confirmation.getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Max Member was removed.')).toBeVisible();
    await expect(members).toHaveCount(1);

    // The member's open page loses the doctype at once, by the live event.
    await expect(memberPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await memberPage.goto('/dashboard');
    await expect(memberPage.getByRole('link', { name: 'Team invoices' })).toHaveCount(0);
  } finally {
    await memberContext.close();
  }
});
