/**
 * How the records page gets to its first rows (issue 25's "records tab to first rows"): the
 * rows are asked for together with the upload list as the page starts rendering, not only once
 * the upload list has come and been rendered; they then paint with their values. Before, the
 * rows were asked for after the upload list's answer.
 */
import { expect, test, type Page } from '@playwright/test';
import { bodyRows, openLineItems } from '../support/records-table.ts';

const isUploadList = (url: string) => new URL(url).pathname === '/api/uploads';

/** The order in which the first page of records was asked for and the upload list answered. */
function requestOrder(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/records')) events.push('records asked');
  });
  page.on('response', (response) => {
    if (isUploadList(response.url())) events.push('uploads answered');
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
  const events = requestOrder(page);
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
