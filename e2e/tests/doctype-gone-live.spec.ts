/**
 * A doctype that goes while its page is open (deleted in another tab, or the user removed from its
 * team) with the page's live stream down (issue 29). When the stream opens, or the window regains
 * the focus, the page reads again what it shows: the doctype's own answer says it is gone, and the
 * page says not found without asking for its uploads or records, whose 404s logged errors.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, shareDoctype } from '../support/api-setup.ts';
import { watchConsoleErrors } from '../support/console-errors.ts';
import { textOnTopOf } from '../support/painted-colour.ts';

interface HeldStream {
  /** Resolves once the page has asked for its stream. */
  asked: Promise<void>;
  /** Lets the stream open; resolves once it has. */
  open: () => Promise<void>;
}

/** Holds the page's live stream from its next opening until `open`. */
async function holdLiveStream(page: Page): Promise<HeldStream> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const asked = new Promise<void>((resolve) => (reached = resolve));
  await page.route('**/api/events', async (route) => {
    reached();
    await released;
    await route.continue();
  });
  const open = async () => {
    const isLive = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events',
    );
    release();
    await isLive;
  };
  return { asked, open };
}

/** The page's requests that name the doctype (its own, its uploads, records, team…) from now on. */
function watchAsked(page: Page, doctype: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (request.url().includes(doctype)) asked.push(`${request.method()} ${pathname}${search}`);
  });
  return asked;
}

/** Opens the doctype's records with its live stream held, once its (empty) upload list shows. */
async function openRecordsOffline(page: Page, doctype: string): Promise<HeldStream> {
  const stream = await holdLiveStream(page);
  await page.goto(`/doctype/${doctype}/records/all`);
  await expect(page.getByTestId('view-no-uploads')).toBeVisible();
  await stream.asked;
  return stream;
}

/** The page says not found, painted on top, with nothing of the doctype or an error card left. */
async function expectGone(page: Page, title: string): Promise<void> {
  const notFound = page.getByRole('region', { name: 'Page not found' });
  await expect(notFound).toBeVisible();
  expect(await textOnTopOf(notFound.getByRole('heading'))).toBe('Page not found');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(page.getByTestId('error-card')).toHaveCount(0);
}

async function signUpWithDoctype(page: Page, title: string): Promise<string> {
  await createAccount(page.request, uniqueEmail('doctype-gone'));
  return createDoctype(page.request, { title });
}

test('a doctype deleted while the live stream was down: its opening shows not found, asking nothing else of it', async ({
  page,
}) => {
  const doctype = await signUpWithDoctype(page, 'Deleted offline');
  const ownPath = `/api/doctypes/${doctype}`;
  const errors = watchConsoleErrors(page, (url) => url.endsWith(ownPath));
  const stream = await openRecordsOffline(page, doctype);
  expect((await page.request.delete(ownPath)).status()).toBe(204);

  const asked = watchAsked(page, doctype);
  await stream.open();
  await expectGone(page, 'Deleted offline');
  expect(asked).toEqual([`GET ${ownPath}`]);
  expect(errors).toEqual([]);
});

test('a doctype deleted while the live stream was down: focus regained shows not found, asking nothing else of it', async ({
  page,
}) => {
  const doctype = await signUpWithDoctype(page, 'Deleted unseen');
  const ownPath = `/api/doctypes/${doctype}`;
  const errors = watchConsoleErrors(page, (url) => url.endsWith(ownPath));
  await openRecordsOffline(page, doctype);
  expect((await page.request.delete(ownPath)).status()).toBe(204);

  const asked = watchAsked(page, doctype);
  // What the browser tells a page coming back to the front (TanStack Query reads again on it).
  await page.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
  await expectGone(page, 'Deleted unseen');
  expect(asked).toEqual([`GET ${ownPath}`]);
  expect(errors).toEqual([]);
});

test('a member removed while the live stream was down: its opening shows not found, asking nothing else of it', async ({
  page,
  browser,
}) => {
  const doctype = await signUpWithDoctype(page, 'Shared, then not');
  const memberEmail = uniqueEmail('doctype-gone-member');
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await createAccount(memberPage.request, memberEmail);
    const joined = (await shareDoctype(page.request, doctype, memberEmail)) as {
      member: { userId: string };
    };
    const ownPath = `/api/doctypes/${doctype}`;
    const errors = watchConsoleErrors(memberPage, (url) => url.endsWith(ownPath));
    const stream = await openRecordsOffline(memberPage, doctype);
    const removed = await page.request.delete(`${ownPath}/members/${joined.member.userId}`);
    expect(removed.status()).toBe(204);

    const asked = watchAsked(memberPage, doctype);
    await stream.open();
    await expectGone(memberPage, 'Shared, then not');
    expect(asked).toEqual([`GET ${ownPath}`]);
    expect(errors).toEqual([]);
  } finally {
    await memberContext.close();
  }
});
