/**
 * The usage chart's grid and day axis as painted. Its dashed grid ran down through every day, with
 * the plot's edge drawn 4 px beside the first and last day's line (two lines where one was meant),
 * and no line across at the credit values; on a phone the days were labelled unevenly (1, 3, … 11,
 * 14, … 26, 31), so a bar between 26 and 31 could not be told apart from its neighbours.
 */
import { expect, test, type Locator } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';

/** The chart's grid lines, value ticks and day labels, read from one layout. */
const paintedAxes = (chart: Locator) =>
  chart
    .locator('svg.recharts-surface')
    .first()
    .evaluate((svg) => {
      const lines = (selector: string) =>
        [...svg.querySelectorAll(selector)].map((line) => {
          const { x, y, width, height } = line.getBoundingClientRect();
          return { x: x + width / 2, y: y + height / 2, width, height };
        });
      return {
        across: lines('.recharts-cartesian-grid-horizontal line').map((line) => line.y),
        down: lines('.recharts-cartesian-grid-vertical line').map((line) => line.x),
        valueTicks: lines('line[orientation="left"]').map((line) => line.y),
        days: [...svg.querySelectorAll('text[orientation="bottom"]')]
          .filter((label) => label.getBoundingClientRect().width > 0)
          .map((label) => Number(label.textContent)),
      };
    });

/** The smallest gap between neighbouring positions (Infinity for fewer than two). */
const closest = (positions: number[]) =>
  [...positions]
    .sort((a, b) => a - b)
    .reduce(
      (smallest, position, i, sorted) =>
        i === 0 ? smallest : Math.min(smallest, position - sorted[i - 1]!),
      Infinity,
    );

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])
  test(`the usage chart's grid runs along its values and its days are labelled evenly at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await createAccount(page.request, uniqueEmail('usage-axes'));
    await page.goto('/payment/usage');
    const chart = page.getByTestId('usage-chart');
    await expect(chart.locator('text[orientation="bottom"]').first()).toBeVisible();
    await expect(chart.locator('line[orientation="left"]').first()).toBeAttached();
    const { across, down, valueTicks, days } = await paintedAxes(chart);

    // A line across at each value tick, and no two grid lines drawn side by side.
    expect(valueTicks.length).toBeGreaterThan(1);
    for (const tick of valueTicks)
      expect(
        across.some((line) => Math.abs(line - tick) < 1),
        `a grid line at the tick ${tick}`,
      ).toBe(true);
    expect(closest(across)).toBeGreaterThan(8);
    expect(closest(down)).toBeGreaterThan(8);

    // The days labelled from the 1st, one step apart.
    expect(days[0]).toBe(1);
    expect(days.length).toBeGreaterThan(5);
    const steps = new Set(days.slice(1).map((day, i) => day - days[i]!));
    expect([...steps], `labelled days ${days.join(', ')}`).toHaveLength(1);
  });
