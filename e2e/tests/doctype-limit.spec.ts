/**
 * A free user at the plan's three doctypes sees it on the dashboard before choosing a sample:
 * both create buttons and a draft's Continue are disabled with the reason beside them and no add
 * tile; a create refused anyway brings a danger notice linking to the plans (issue 25 item 10,
 * spec section 8).
 */
import { expect, test } from '@playwright/test';
import { createDoctype } from '../support/api-setup.ts';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';

test('at the doctype limit the dashboard disables creating and says why; a refusal notifies', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('doctype-limit'));
  const ids = [];
  for (const title of ['One', 'Two']) ids.push(await createDoctype(page.request, { title }));
  // A wizard left before the limit was reached: it could not be finished now.
  const draft = await page.request.post('/api/doctypes', {
    data: { title: 'Left draft', mode: 'one:single', via: 'wizard' },
  });
  expect(draft.status()).toBe(201);
  ids.push(await createDoctype(page.request, { title: 'Three' }));
  const isLive = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/dashboard');
  await isLive;

  const fromSample = page.getByRole('button', { name: 'Create from a sample' });
  const manually = page.getByRole('button', { name: 'Create manually' });
  const resume = page.getByRole('button', { name: 'Continue Left draft' });
  const reason = page.getByTestId('doctype-limit');
  await expect(reason).toHaveText(
    'Your plan allows 3 document types: delete one to create another. See plans',
  );
  await expect(reason).toBeInViewport();
  for (const button of [fromSample, manually, resume]) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Your plan allows 3 document types/);
    await expect(button).toHaveCSS('cursor', 'not-allowed');
  }
  // The reason sits right under the buttons, not somewhere below the cards.
  const [buttonsBox, reasonBox] = await boxesInOneFrame(manually, reason);
  expect(reasonBox.y).toBeGreaterThanOrEqual(buttonsBox.y + buttonsBox.height - 1);
  expect(reasonBox.y).toBeLessThan(buttonsBox.y + buttonsBox.height + 40);
  await expect(page.getByTestId('doctype-add-tile')).toHaveCount(0);

  const refused = await page.request.post('/api/doctypes', {
    data: { title: 'Four', mode: 'one:single' },
  });
  expect(refused.status()).toBe(429);
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const notice = drawer.getByRole('listitem').filter({
    hasText: 'You have reached the maximum number of document types for your plan.',
  });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Plans' })).toBeVisible();
  // The bell turns the peek, which closes after 3 s, into an open drawer to read on: a busy
  // machine can spend those seconds before the checks below are done.
  await page.getByTestId('notification-bell').click();
  // Beside this long message the "New" mark is painted whole, not cut to "N…".
  const mark = notice.getByTestId('notification-new');
  await expect(mark).toHaveText('New');
  expect(await mark.evaluate((badge) => badge.scrollWidth - badge.clientWidth)).toBe(0);
  // Both from one frame: read apart, they once fell in different frames of the drawer's slide-in
  // (the mark's right edge at 1558, the notice's at 1320).
  const [markBox, noticeBox] = await boxesInOneFrame(mark, notice);
  expect(markBox.width).toBeGreaterThan(24);
  expect(markBox.x + markBox.width).toBeLessThanOrEqual(noticeBox.x + noticeBox.width);

  // Deleting one frees its place: the buttons work again.
  expect((await page.request.delete(`/api/doctypes/${ids[0]}`)).status()).toBe(204);
  await page.reload();
  await expect(fromSample).toBeEnabled();
  await expect(manually).toBeEnabled();
  await expect(resume).toBeEnabled();
  await expect(reason).toHaveCount(0);
  await expect(page.getByTestId('doctype-add-tile')).toBeVisible();

  // A search that finds nothing says so where the cards were, not under the add tile.
  await page.getByRole('searchbox', { name: 'Search document types' }).fill('no such type');
  await expect(page.getByTestId('dashboard-no-match')).toHaveText('Nothing found');
  await expect(page.getByTestId('dashboard-no-match')).toBeInViewport();
  await expect(page.getByTestId('doctype-add-tile')).toHaveCount(0);
});
