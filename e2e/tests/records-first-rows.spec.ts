/**
 * How the records page gets to its first rows (issue 25's "records tab to first rows"): the
 * rows are asked for together with the upload list as the page starts rendering, not only once
 * the upload list has come and been rendered; they then paint with their values. Before, the
 * rows were asked for after the upload list's answer. The rows and the review count are asked
 * for once, also when their early answer comes before the table mounts; an answer shown on an
 * earlier visit is asked for again.
 */
import { expect, test, type Page } from '@playwright/test';
import { bodyRows, openLineItems } from '../support/records-table.ts';

const isUploadList = (url: string) => new URL(url).pathname === '/api/uploads';

/**
 * The order in which the first page of records was asked for and the upload list answered. After
 * a reload only the new document's count: the page before it may still be answered its live
 * stream's late reread of the upload list, on a loaded machine just after the rows painted.
 */
function requestOrder(page: Page, { afterReload = false } = {}): string[] {
  const events: string[] = [];
  let counting = !afterReload;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) counting = true;
  });
  page.on('request', (request) => {
    if (counting && new URL(request.url()).pathname.endsWith('/records'))
      events.push('records asked');
  });
  page.on('response', (response) => {
    if (counting && isUploadList(response.url())) events.push('uploads answered');
  });
  return events;
}

async function expectRowsTogether(page: Page, events: string[]): Promise<void> {
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('1');
  expect(events.indexOf('uploads answered')).toBeGreaterThan(-1);
  expect(events.indexOf('records asked')).toBeGreaterThan(-1);
  expect(events.indexOf('records asked')).toBeLessThan(events.indexOf('uploads answered'));
}

test('opened at its address, the records page asks for rows and uploads together', async ({
  page,
}) => {
  await openLineItems(page);
  const events = requestOrder(page, { afterReload: true });
  const uploadsAnswered = page.waitForResponse((response) => isUploadList(response.url()));
  await page.reload();
  await uploadsAnswered;
  await expectRowsTogether(page, events);
});

test('a click on the Records tab asks for rows and uploads together', async ({ page }) => {
  const { doctype } = await openLineItems(page);
  await page.goto(`/doctype/${doctype}/fields`);
  await expect(page.getByRole('tab', { name: 'Fields' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  const events = requestOrder(page);
  const uploadsAnswered = page.waitForResponse((response) => isUploadList(response.url()));
  await page.getByRole('tab', { name: 'Records' }).click();
  await uploadsAnswered;
  await expectRowsTogether(page, events);
});

interface Asked {
  pages: number;
  reviewCounts: number;
  uploadLists: number;
}

/** Counts the requests for the first page of records, the review count and the upload list from now on. */
function countAsked(page: Page): Asked {
  const asked = { pages: 0, reviewCounts: 0, uploadLists: 0 };
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (isUploadList(request.url())) asked.uploadLists += 1;
    if (pathname.endsWith('/records') && !searchParams.has('cursor')) asked.pages += 1;
    if (pathname.endsWith('/records/count') && searchParams.get('review') === 'needs_review')
      asked.reviewCounts += 1;
  });
  return asked;
}

/**
 * The table mounts only once the upload list has come: held until the records have answered,
 * the list makes their early answer win the race with the table every time.
 */
async function holdUploadsUntilRecords(page: Page): Promise<void> {
  const recordsAnswered = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/records'),
  );
  await page.route(
    (url) => url.pathname === '/api/uploads',
    async (route) => {
      await recordsAnswered;
      await route.continue();
    },
  );
}

/** The rows painted, and what was asked for while they mounted. */
async function expectRowsAsked(page: Page, asked: Asked, expected: Asked): Promise<void> {
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByTestId('records-count')).toHaveText('3 of 3 records');
  // A request the page makes now is reported after any it made while its rows were mounting.
  const marker = page.waitForRequest((request) => request.url().endsWith('/api/health?marker'));
  await page.evaluate(() => void fetch('/api/health?marker'));
  await marker;
  expect(asked).toEqual(expected);
}

test('the tab asks for the first page once though its early answer comes before the table mounts', async ({
  page,
}) => {
  const { doctype } = await openLineItems(page);
  await page.goto(`/doctype/${doctype}/fields`);
  await expect(page.getByRole('tab', { name: 'Fields' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  const asked = countAsked(page);
  await holdUploadsUntilRecords(page);
  await page.getByRole('tab', { name: 'Records' }).click();
  await expectRowsAsked(page, asked, { pages: 1, reviewCounts: 1, uploadLists: 1 });
});

test('opened at its address, the page asks for the first page once, and again once its live stream opens', async ({
  page,
}) => {
  await openLineItems(page);
  const asked = countAsked(page);
  await holdUploadsUntilRecords(page);
  // The stream's opening rereads what an event published before it would have changed: held, it
  // opens after the rows mounted, so the two reads are told apart.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events', async (route) => {
    await released;
    await route.continue();
  });
  await page.reload();
  // The upload list once too: a part mounting after it came (the bulk actions) asked again, and a
  // doctype deleted meanwhile answered that with a 404 (issue 29).
  await expectRowsAsked(page, asked, { pages: 1, reviewCounts: 1, uploadLists: 1 });
  const reread = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/records'),
  );
  release();
  await reread;
  await expectRowsAsked(page, asked, { pages: 2, reviewCounts: 2, uploadLists: 2 });
});

test('back on the tab, rows shown on the earlier visit are asked for again', async ({ page }) => {
  await openLineItems(page);
  await page.getByRole('tab', { name: 'Fields' }).click();
  await expect(page.getByRole('textbox').first()).toBeVisible();
  const asked = countAsked(page);
  await page.getByRole('tab', { name: 'Records' }).click();
  await expectRowsAsked(page, asked, { pages: 1, reviewCounts: 1, uploadLists: 1 });
});
