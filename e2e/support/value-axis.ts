/** A chart's value (y) axis as chromium paints it: where its labels sit against their ticks. */
import { expect, type Locator } from '@playwright/test';

/**
 * Each label of the chart's left axis is drawn level with its tick (its middle within 1.5 px of
 * the tick's line) and whole inside the chart: recharts once pushed the top one ~9 px into the plot.
 */
export async function expectValueLabelsAtTicks(chart: Locator): Promise<void> {
  const surface = chart.locator('svg.recharts-surface').first();
  await expect(surface.locator('line[orientation="left"]').first()).toBeAttached();
  const { ticks, labels, chartBox } = await surface.evaluate((svg) => {
    const middles = (selector: string) =>
      [...svg.querySelectorAll(selector)].map((node) => {
        const { y, height } = node.getBoundingClientRect();
        return y + height / 2;
      });
    const labelBoxes = [...svg.querySelectorAll('text[orientation="left"]')].map((node) => {
      const { y, height } = node.getBoundingClientRect();
      return { text: node.textContent ?? '', top: y, bottom: y + height };
    });
    const { y, height } = svg.getBoundingClientRect();
    return {
      ticks: middles('line[orientation="left"]').sort((a, b) => a - b),
      labels: labelBoxes.sort((a, b) => a.top - b.top),
      chartBox: { top: y, bottom: y + height },
    };
  });
  expect(labels.length).toBeGreaterThan(1);
  expect(labels).toHaveLength(ticks.length);
  labels.forEach((label, i) => {
    expect(Math.abs((label.top + label.bottom) / 2 - ticks[i]!), label.text).toBeLessThanOrEqual(
      1.5,
    );
    expect(label.top, label.text).toBeGreaterThanOrEqual(chartBox.top);
    expect(label.bottom, label.text).toBeLessThanOrEqual(chartBox.bottom);
  });
}
