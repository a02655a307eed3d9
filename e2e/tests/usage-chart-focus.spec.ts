/**
 * The usage chart is one tab stop, painted with the app's focus ring: there a keyboard user steps
 * through the days with the arrow keys, each day's credits shown. Tab then stopped five more
 * times inside the chart, on the plot's layers, which painted no ring and offered nothing, so a
 * keyboard user lost their place for five presses (issue 25).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { focusRing as ring, keyboardFocusRing } from '../support/computed-style.ts';

/** Whether the focus is on `element` or inside it. */
const holdsFocus = (element: Locator) =>
  element.evaluate((node) => node.contains(node.ownerDocument.activeElement));

/** The focus ring of each Tab stop inside `chart`, from the control before it until Tab leaves. */
async function ringsInside(page: Page, chart: Locator, limit = 20) {
  const rings: Record<string, string>[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (!(await holdsFocus(chart))) return rings;
    rings.push(await ring(page.locator(':focus')));
  }
  throw new Error(`Tab did not leave the chart in ${limit} presses`);
}

for (const colorScheme of ['light', 'dark'] as const)
  test(`the usage chart is one tab stop with the app's focus ring in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await createAccount(page.request, uniqueEmail('usage-focus'));
    await page.goto('/payment/usage');
    const chart = page.getByTestId('usage-chart');
    await expect(chart.locator('text[orientation="bottom"]').first()).toBeVisible();
    // The credit meter in the header: the app's ring for a control.
    const credits = page.getByTestId('credit-meter');
    const appRing = await keyboardFocusRing(credits);
    expect(appRing.outlineStyle).toBe('solid');
    expect(appRing.outlineWidth).toBe('2px');

    // From the month select, as someone without a mouse: one stop in the chart, ringed.
    const month = page.getByRole('combobox', { name: 'Month' });
    await month.focus();
    await expect(month).toBeFocused();
    const surface = chart.locator('svg.recharts-surface').first();
    await page.keyboard.press('Tab');
    await expect(surface).toBeFocused();
    expect(await ring(surface)).toEqual(appRing);
    // What it offers: each day's credits, one arrow press to the next day.
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    await expect(tooltip).toContainText('Credits spent');
    const firstDay = await tooltip.innerText();
    await page.keyboard.press('ArrowRight');
    await expect(tooltip).not.toHaveText(firstDay);
    await expect(tooltip).toBeVisible();

    await month.focus();
    expect(await ringsInside(page, chart)).toEqual([appRing]);
  });
