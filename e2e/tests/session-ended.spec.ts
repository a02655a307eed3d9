/**
 * A session ended elsewhere (here: the password reset in another browser) says so on the sign-in
 * page instead of a silent jump there (issue 25, polish); signing out here says nothing.
 */
import { expect, test } from '@playwright/test';
import { createAccount, submitSignIn, uniqueEmail, userMenuButton } from '../support/accounts.ts';
import { waitForActionLink } from '../support/mailbox.ts';

const ended =
  'You were signed out because your session ended elsewhere, for example after a password reset. Please sign in again.';

test('a password reset elsewhere ends the open page’s session with a message that stays', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('session-ended');
  await createAccount(page.request, email);
  const isLive = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/notifications/unread');
  await isLive;

  // Another browser (the signed-out `request` context) resets the password by mail.
  expect((await request.post('/api/auth/reset', { data: { email } })).status()).toBe(204);
  const link = await waitForActionLink(email);
  const newPassword = 'second-secret-2';
  const reset = await request.post('/api/auth/action', {
    data: {
      mode: 'resetPassword',
      oobCode: link.searchParams.get('oobCode'),
      password: newPassword,
      repeat: newPassword,
    },
  });
  expect(reset.status(), await reset.text()).toBe(204);

  // Without a click: the event stream ends with the session and the page follows.
  await expect(page).toHaveURL(/\/login\?r=%2Fnotifications%2Funread&flash=session-ended$/, {
    timeout: 30_000,
  });
  const notice = page.getByRole('status').filter({ hasText: ended });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Signed in again, the user is back where they were; signing out here says nothing.
  await submitSignIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/notifications\/unread$/);
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ended)).toHaveCount(0);
});
