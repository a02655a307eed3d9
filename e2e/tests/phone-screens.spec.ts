/**
 * A German user on a 390×844 phone (issue 25, the new user's walk): the doctype page's actions, the
 * usage page's activity table and the API key form stay within the screen. Before, the actions
 * menu sat 2 px past the right edge, the activity table widened the whole page to 457 px, and the
 * key name's hint was squeezed into a column a few words wide beside its button.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';

const viewportWidth = 390;

test.use({ viewport: { width: viewportWidth, height: 844 } });

/** How wide the page paints: wider than the screen means it scrolls sideways as a whole. */
const pageWidth = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth);

async function expectWithinWidth(element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
}

test('on a phone the doctype actions, the activity table and the key form fit the screen', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('phone-screens'));
  const saved = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(saved.status(), await saved.text()).toBe(200);
  const id = await createDoctype(page.request, { title: 'Lieferscheine', mode: 'single' });

  await page.goto(`/doctype/${id}/records/all`);
  const upload = page.getByRole('button', { name: 'Dateien hochladen' });
  const actions = page.getByRole('button', { name: 'Aktionen für den Dokumenttyp' });
  await expect(actions).toBeVisible();
  await expectWithinWidth(upload);
  await expectWithinWidth(actions);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewportWidth);

  // The account's first movement, its monthly credits, fills the table from the start.
  await page.goto('/payment/usage');
  const activity = page.getByTestId('activity-list');
  await expect(activity).toBeVisible();
  await expect(activity.getByRole('row')).toHaveCount(2);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewportWidth);
  // The table scrolls inside its card instead: its last column is there, past the visible part.
  await expect(activity.getByRole('columnheader', { name: 'E-Mail' })).toBeAttached();

  await page.goto('/account');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const create = page.getByRole('button', { name: 'Schlüssel erstellen' });
  await expect(create).toBeVisible();
  const [nameBox, createBox] = await boxesInOneFrame(name, create);
  // The button goes below the field, which keeps the card's width for itself and its hint.
  expect(createBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
  expect(nameBox.width).toBeGreaterThan(240);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewportWidth);
});

test('on a phone a field puts its type below its caption, which keeps the row wide', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('phone-fields'));
  const saved = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(saved.status(), await saved.text()).toBe(200);
  const id = await createDoctype(page.request, {
    title: 'Lieferscheine',
    mode: 'single',
    fields: [{ caption: 'Lieferscheinnummer', type: 'string' }],
  });

  await page.goto(`/doctype/${id}/fields`);
  const field = page.getByRole('group', { name: 'Lieferscheinnummer', exact: true });
  const caption = field.getByRole('textbox', { name: 'Bezeichnung' });
  const type = field.getByRole('combobox', { name: 'Typ' });
  await expect(caption).toHaveValue('Lieferscheinnummer');
  const [captionBox, typeBox] = await boxesInOneFrame(caption, type);
  // Side by side each had about 110 px: the caption showed "Liefersche".
  expect(typeBox.y).toBeGreaterThanOrEqual(captionBox.y + captionBox.height);
  expect(captionBox.width).toBeGreaterThan(200);
  const fits = await caption.evaluate((input) => input.scrollWidth <= input.clientWidth);
  expect(fits).toBe(true);
});

test('on a phone the doctype tabs stay on one row, in German too', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('phone-tabs'));
  const saved = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(saved.status(), await saved.text()).toBe(200);
  const id = await createDoctype(page.request, { title: 'Lieferscheine', mode: 'single' });

  await page.goto(`/doctype/${id}/fields`);
  const list = page.getByRole('tablist');
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveText(['Datensätze', 'Felder', 'Genauigkeit', 'Integration']);
  const boxes = await boxesInOneFrame(list, ...(await tabs.all()));
  const [listBox, ...tabBoxes] = boxes;
  // Wrapped, "Integration" sat alone on a second row below the others' underline.
  for (const box of tabBoxes) expect(box.y).toBe(tabBoxes[0]!.y);
  // All four painted within the screen: none behind the edge, to be found by scrolling.
  const last = tabBoxes.at(-1)!;
  expect(last.x + last.width).toBeLessThanOrEqual(listBox!.x + listBox!.width);
  expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(viewportWidth);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewportWidth);
});

test('on a phone the dashboard create buttons each take the full row, as the search does', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('phone-dashboard'));
  await page.goto('/dashboard');
  const search = page.getByRole('searchbox', { name: 'Search document types' });
  const wizard = page.getByRole('button', { name: 'Create from a sample' });
  const manual = page.getByRole('button', { name: 'Create manually' });
  await expect(manual).toBeVisible();
  const [searchBox, wizardBox, manualBox] = await boxesInOneFrame(search, wizard, manual);
  // Wrapped at their own widths they were ragged: 222 px above 168 px, under a 350 px search.
  expect(manualBox.y).toBeGreaterThanOrEqual(wizardBox.y + wizardBox.height);
  for (const box of [wizardBox, manualBox]) {
    expect(box.x).toBeCloseTo(searchBox.x, 0);
    expect(box.width).toBeCloseTo(searchBox.width, 0);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewportWidth);
});
