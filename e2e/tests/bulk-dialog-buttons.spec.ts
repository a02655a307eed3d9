/**
 * The "Select uploads" dialog's four buttons (Cancel, Extract again, Export, Delete n uploads):
 * on a desktop they share one row, in English and German; on a phone, where they cannot, each
 * row of them fills the dialog's width. They wrapped at their own widths before, leaving
 * "Delete 0 uploads" alone on a ragged second row.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { boxesInOneFrame, type Box } from '../support/boxes-in-one-frame.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

const labels = {
  en: { open: 'Select uploads…', title: 'Select uploads', delete: 'Delete 0 uploads' },
  de: { open: 'Uploads auswählen…', title: 'Uploads auswählen', delete: '0 Uploads löschen' },
};

/** The dialog's footer buttons as painted, opened on a doctype with one upload. */
async function footerButtons(page: Page, language: keyof typeof labels): Promise<Box[]> {
  await createAccount(page.request, uniqueEmail('bulk-buttons'));
  expect((await page.request.patch('/api/settings', { data: { language } })).status()).toBe(200);
  const doctype = await createDoctype(page.request, {
    title: 'Invoices',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const files = await sampleDocuments();
  try {
    await uploadFile(page.request, doctype, await files.write('invoice', 'a.pdf'));
  } finally {
    await files.remove();
  }
  const text = labels[language];
  await page.goto(`/doctype/${doctype}/records/all`);
  await page.getByRole('button', { name: text.open }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  const last = dialog.getByRole('button', { name: text.delete });
  await expect(last).toBeVisible();
  const footer = last.locator('xpath=..');
  const buttons = footer.getByRole('button');
  await expect(buttons).toHaveCount(4);
  return boxesInOneFrame(...(await buttons.all()));
}

for (const language of ['en', 'de'] as const)
  test(`on a desktop the dialog's four buttons share one row (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const boxes = await footerButtons(page, language);
    for (const box of boxes) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(2);
  });

test("on a phone each row of the dialog's buttons fills its width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const boxes = await footerButtons(page, 'en');
  const left = Math.min(...boxes.map((box) => box.x));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const rows = new Map<number, Box[]>();
  for (const box of boxes)
    rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box]);
  expect(rows.size, 'they cannot share one row at 390 px').toBeGreaterThan(1);
  for (const row of rows.values()) {
    expect(Math.min(...row.map((box) => box.x))).toBeCloseTo(left, 0);
    expect(Math.max(...row.map((box) => box.x + box.width))).toBeCloseTo(right, 0);
  }
});
