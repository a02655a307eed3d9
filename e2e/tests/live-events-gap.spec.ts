/**
 * What happens between a page's first reads and its live stream's opening reaches no event: the
 * opening reads again what events change. Held here until a record was edited elsewhere, the
 * stream opens onto a table that then shows the edit, with no event carrying it.
 */
import { expect, test } from '@playwright/test';
import { bodyRows, columnValues, openLineItems } from '../support/records-table.ts';

test('an edit made before the live stream opened shows once it opens', async ({ page }) => {
  const { doctype, fields } = await openLineItems(page);
  const description = fields[0]!.key;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  await page.route('**/api/events', async (route) => {
    reached();
    await released;
    await route.continue();
  });
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(3);
  await held;
  const before = await columnValues(page, description);

  // Another tab (here the API on the same session) edits the first row meanwhile.
  const listed = await page.request.get(`/api/doctypes/${doctype}/records`);
  const { records } = (await listed.json()) as { records: { id: string }[] };
  const edited = await page.request.patch(`/api/doctypes/${doctype}/records/${records[0]!.id}`, {
    data: { data: { [description]: 'Edited before the stream opened' } },
  });
  expect(edited.status()).toBe(200);
  expect(before).not.toContain('Edited before the stream opened');

  const isLive = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  release();
  await isLive;
  await expect(
    page.locator(`tbody td[data-field="${description}"]`).filter({
      hasText: 'Edited before the stream opened',
    }),
  ).toHaveCount(1);
});
