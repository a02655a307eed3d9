const layers = 'g[class^="recharts-zIndex-layer"]:not([tabindex])';

/**
 * A Mantine chart's ref that keeps Tab off the chart's layers. Recharts draws a chart's parts into
 * <g> layers through React portals, and the focus listeners React puts on a portal's container
 * make chromium count each layer focusable: Tab stopped on up to five of them after the chart,
 * painting no ring (Mantine's chart styles take the outline off everything inside the svg) where
 * a keyboard user can do nothing. The arrow keys step through the data on the chart's svg, which
 * stays a tab stop with its ring. Layers come as the chart's parts register, so they are watched.
 */
export function chartLayersUntabbable(chart: HTMLElement | null): (() => void) | undefined {
  if (!chart) return undefined;
  const untab = () => {
    for (const layer of chart.querySelectorAll(layers)) layer.setAttribute('tabindex', '-1');
  };
  untab();
  const observer = new MutationObserver(untab);
  observer.observe(chart, { childList: true, subtree: true });
  return () => observer.disconnect();
}
