/**
 * Every tab of a doctype page starts its content at one distance below the tab bar: the Accuracy
 * and Integration tabs started theirs 16 px lower than Records and Fields, so the page jumped
 * when a user went from one tab to the next (issue 25).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, lineItemFields } from '../support/api-setup.ts';
import { docsift } from '../support/cli.ts';

/**
 * How far below the tab bar the tab's first painted content starts: the topmost element after
 * the tabs that shows something (text, a border, a background, a control or a picture).
 */
function contentGap(tablist: Locator): Promise<number> {
  return tablist.evaluate((list) => {
    const view = list.ownerDocument.defaultView!;
    const paints = (element: Parameters<typeof view.getComputedStyle>[0]) => {
      const style = view.getComputedStyle(element);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      return (
        hasText ||
        ['INPUT', 'TEXTAREA', 'BUTTON', 'IMG', 'svg', 'CANVAS'].includes(element.tagName) ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) =>
            style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        )
      );
    };
    const tabs = list.closest('.mantine-Tabs-root')!;
    const tops: number[] = [];
    for (let sibling = tabs.nextElementSibling; sibling; sibling = sibling.nextElementSibling)
      for (const element of [sibling, ...sibling.querySelectorAll('*')]) {
        const { top, width, height } = element.getBoundingClientRect();
        if (width > 0 && height > 0 && paints(element)) tops.push(top);
      }
    return Math.min(...tops) - list.getBoundingClientRect().bottom;
  });
}

/** Opens `tab` and waits for what it shows once loaded. */
async function openTab(page: Page, tab: string, loaded: Locator): Promise<number> {
  const tablist = page.getByRole('tablist', { name: 'Document type sections' });
  await tablist.getByRole('tab', { name: tab, exact: true }).click();
  await expect(loaded).toBeVisible();
  return contentGap(tablist);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])
  test(`every doctype tab starts its content at one distance below the tabs at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('tab-content-top');
    await createAccount(page.request, email);
    // A plan with every section of every tab: inbound mail and webhooks open, not offered.
    await docsift('users', 'set-role', '--email', email, '--role', 'professional');
    const doctype = await createDoctype(page.request, {
      title: 'Invoices',
      fields: lineItemFields,
    });
    await page.goto(`/doctype/${doctype}/records/all`);
    // The upload list, on a phone folded into its chooser button.
    const uploads = page
      .getByRole('navigation', { name: 'Uploads' })
      .or(page.getByTestId('upload-chooser'))
      .filter({ visible: true });
    await expect(uploads).toBeVisible();

    const gaps = {
      Records: await openTab(page, 'Records', uploads),
      Fields: await openTab(page, 'Fields', page.getByLabel('Instructions')),
      Accuracy: await openTab(page, 'Accuracy', page.getByTestId('accuracy-empty')),
      Integration: await openTab(
        page,
        'Integration',
        page.getByRole('heading', { name: 'Webhooks', exact: true }),
      ),
    };
    for (const [tab, gap] of Object.entries(gaps))
      expect(Math.abs(gap - gaps.Records), `${tab}: ${JSON.stringify(gaps)}`).toBeLessThanOrEqual(
        1,
      );
  });
