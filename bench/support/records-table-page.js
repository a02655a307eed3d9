/* global document, window, requestAnimationFrame, MutationObserver */
// Runs inside the benchmarked page (added as an init script by bench/records-table.ts): plain
// JavaScript, because the benches' TypeScript has Node's globals, not the browser's.

const viewport = () =>
  document.querySelector('[data-testid="records-table"]').closest('.mantine-ScrollArea-viewport');
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

window.docsiftBench = {
  /** performance.now() when the first record row entered the page. */
  firstRowsAt: undefined,
  /** performance.now() of the last click on the Records tab. */
  tabClickedAt: undefined,

  /** Scrolls to the table's end and lets two frames pass, so the table may grow. */
  async scrollToEnd() {
    viewport().scrollTop = viewport().scrollHeight;
    await nextFrame();
    await nextFrame();
  },

  /** Frame times while the table scrolls `step` px a frame from the top, for `count` frames. */
  async scrollFrameTimes(count, step) {
    viewport().scrollTop = 0;
    const times = [];
    let last = await nextFrame();
    for (let i = 0; i < count; i++) {
      viewport().scrollTop += step;
      const now = await nextFrame();
      times.push(now - last);
      last = now;
    }
    return times;
  },
};

new MutationObserver((_changes, observer) => {
  if (!document.querySelector('tbody tr[data-record]')) return;
  window.docsiftBench.firstRowsAt = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });

document.addEventListener(
  'click',
  (event) => {
    if (event.target.closest?.('[role="tab"]')?.textContent === 'Records')
      window.docsiftBench.tabClickedAt = performance.now();
  },
  true,
);
