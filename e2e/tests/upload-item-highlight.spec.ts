/**
 * The open upload's highlight spans its whole row in the upload list, as "All uploads"' does:
 * it stopped short of the row's actions button ("…"), which stood outside it on the page's
 * background, in light and dark mode.
 */
import { expect, test, type Locator } from '@playwright/test';
import { doctypeWithInvoices } from '../support/api-setup.ts';

/** The left and right edges of what is painted in `colour` within `element` (itself included). */
const paintedSpan = (element: Locator, colour: string) =>
  element.evaluate((node, wanted) => {
    const view = node.ownerDocument.defaultView!;
    const painted = [node, ...node.querySelectorAll('*')].filter(
      (part) => view.getComputedStyle(part).backgroundColor === wanted,
    );
    const boxes = painted.map((part) => part.getBoundingClientRect());
    return {
      left: Math.round(Math.min(...boxes.map((box) => box.left))),
      right: Math.round(Math.max(...boxes.map((box) => box.right))),
    };
  }, colour);

for (const colorScheme of ['light', 'dark'] as const)
  test(`the open upload's highlight spans its row with its actions in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const { doctype } = await doctypeWithInvoices(page.request, 'upload-highlight', {
      title: 'Invoices',
      fields: [{ caption: 'Invoice number', type: 'string' }],
    });
    await page.goto(`/doctype/${doctype}/records/all`);
    const all = page.getByTestId('upload-all');
    await expect(all).toHaveAttribute('data-active', 'true');
    const activeColour = await all.evaluate(
      (node) => node.ownerDocument.defaultView!.getComputedStyle(node).backgroundColor,
    );
    const allSpan = await paintedSpan(all, activeColour);

    const item = page.getByTestId('upload-item');
    await item.getByRole('link', { name: /invoice\.pdf/ }).click();
    await expect(page).toHaveURL(/\/records\/upload-/);
    await expect(all).not.toHaveAttribute('data-active', 'true');
    const menu = item.getByRole('button', { name: 'Actions for invoice.pdf' });
    await expect(menu).toBeVisible();
    // Away from the link, whose hover paints another colour.
    await page.mouse.move(0, 0);
    const menuBox = (await menu.boundingBox())!;
    await expect.poll(() => paintedSpan(item, activeColour)).toEqual(allSpan);
    expect(allSpan.right).toBeGreaterThanOrEqual(Math.floor(menuBox.x + menuBox.width));
  });
