/**
 * A field's "Validation rules" toggle lines up with the field's other contents: its words began
 * 9 px right of the caption box, the description box and the Required check above them (the
 * button's inner padding), on a desktop and on a phone.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype } from '../support/api-setup.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])
  test(`the validation rules toggle starts where the field's boxes start at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await createAccount(page.request, uniqueEmail('rules-edge'));
    const doctype = await createDoctype(page.request, {
      title: 'Invoices',
      fields: [{ caption: 'Total', type: 'number' }],
    });
    await page.goto(`/doctype/${doctype}/fields`);
    const toggle = page.getByTestId('field-rules-toggle');
    const caption = page.getByRole('textbox', { name: 'Caption' });
    await expect(toggle).toBeVisible();
    await expect(caption).toHaveValue('Total');
    // The left edge of the words as painted, and of the caption box (the page is still).
    const words = await toggle.evaluate((button) => {
      const range = button.ownerDocument.createRange();
      range.selectNodeContents(button.querySelector('.mantine-Button-label') ?? button);
      return range.getBoundingClientRect().left;
    });
    const box = (await caption.boundingBox())!.x;
    expect(Math.abs(words - box), `words at ${words}, caption box at ${box}`).toBeLessThan(1.5);
  });
