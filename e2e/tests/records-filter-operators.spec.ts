/**
 * The comparison list of a records filter shows all eight comparisons at once: it was cut at a
 * height that held six and a half, and opened scrolled to the chosen "contains", so "equals" showed
 * cut in half at the top and "does not contain" not at all, with nothing saying the list went on.
 */
import { expect, test, type Page } from '@playwright/test';
import { doctypeWithInvoices } from '../support/api-setup.ts';

/** The options painted whole inside the open list, read from one layout. */
const wholeOptions = (page: Page) =>
  page.getByRole('listbox').evaluate((listbox) => {
    const dropdown = listbox.closest('.mantine-Select-dropdown') ?? listbox;
    const frame = dropdown.getBoundingClientRect();
    return [...listbox.querySelectorAll('[role="option"]')]
      .filter((option) => {
        const box = option.getBoundingClientRect();
        const atCentre = listbox.ownerDocument.elementFromPoint(
          box.x + box.width / 2,
          box.y + box.height / 2,
        );
        return (
          box.height > 0 &&
          box.top >= frame.top - 0.5 &&
          box.bottom <= frame.bottom + 0.5 &&
          atCentre !== null &&
          option.contains(atCentre)
        );
      })
      .map((option) => option.textContent?.trim());
  });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])
  test(`every comparison of a filter shows whole in its list at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The filters show above an upload's records: the table need not wait for them.
    const { doctype } = await doctypeWithInvoices(page.request, 'filter-operators', {
      title: 'Invoices',
      fields: [{ caption: 'Total', type: 'number' }],
    });
    await page.goto(`/doctype/${doctype}/records/all`);
    await page.getByRole('button', { name: 'Add filter' }).click();
    const comparison = page.getByTestId('record-filter').getByRole('combobox').nth(1);
    await expect(comparison).toHaveValue('contains');
    await comparison.click();
    await expect
      .poll(() => wholeOptions(page))
      .toEqual([
        'equals',
        'does not equal',
        'greater than',
        'at least',
        'less than',
        'at most',
        'contains',
        'does not contain',
      ]);
  });
