/**
 * The records table in chromium: how soon the records tab paints its first rows, and how long a
 * scroll frame takes once 10,000 rows are loaded. The server runs in this process on SQLite with
 * the built web app; the records are committed as a parse commits them.
 * Run: npm run build && npx tsx bench/records-table.ts [--records 10000] [--runs 5]
 * Goals (issue 10): first rows ≤ 300 ms after navigation, scroll frame p95 ≤ 16 ms. It also
 * counts the requests for the first page of records each load and click makes (issue 25: one;
 * a second is the same rows asked for again, which the rows may wait for), and the page's
 * main-thread CPU time over the scroll, which a busy machine stretches less than the times.
 */
import path from 'node:path';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype } from '@docsift/server/testing/documents';
import { addParsedUpload } from '@docsift/server/testing/records';
import { startTestServer } from '@docsift/server/testing/test-server';
import type { CDPSession, Page, Request } from 'playwright-core';
import { assertWebBuilt, launchChromium, webDist } from './support/browser.ts';
import { argument, percentile } from './support/cli.ts';

const recordCount = Number(argument('--records') ?? 10_000);
const runs = Number(argument('--runs') ?? 5);
const pageScript = path.resolve(import.meta.dirname, 'support/records-table-page.js');

const fields = [
  { caption: 'Item', type: 'string' as const },
  { caption: 'Total', type: 'number' as const },
  { caption: 'Date', type: 'date' as const },
  { caption: 'Status', type: 'string' as const },
  { caption: 'Customer', type: 'string' as const },
  { caption: 'City', type: 'string' as const },
  { caption: 'Quantity', type: 'number' as const },
  { caption: 'Paid', type: 'boolean' as const },
  { caption: 'Reference', type: 'string' as const },
  { caption: 'Note', type: 'string' as const },
];

const statuses = ['paid', 'open', 'overdue', 'draft', 'void'];
const cities = ['Berlin', 'München', 'Köln', 'Hamburg'];

/** Record i's values, by caption position: varied enough that rows differ in width and text. */
function valuesOf(i: number): unknown[] {
  const day = String(1 + (i % 28)).padStart(2, '0');
  const month = String(1 + (i % 12)).padStart(2, '0');
  return [
    `item ${i % 1000}`,
    (i % 100_000) / 100,
    `2024-${month}-${day}`,
    statuses[i % 5],
    `Customer ${i % 5000}`,
    cities[i % 4],
    i % 50,
    i % 2 === 0,
    `REF-${i}`,
    `note ${i % 7919}`,
  ];
}

const summary = (times: number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(1)} ms · p95 ${percentile(times, 0.95).toFixed(1)} ms`;

/** A request for the first page of a records view: GET …/records without a cursor. */
function isFirstPage(request: Request): boolean {
  const url = new URL(request.url());
  return url.pathname.endsWith('/records') && !url.searchParams.has('cursor');
}

/**
 * Counts the first-page requests `steps` makes, up to a request the page makes after it: one
 * made while the rows were mounting is reported before that one.
 */
async function firstPageRequests(
  page: Page,
  steps: () => Promise<number>,
): Promise<[number, number]> {
  let asked = 0;
  const count = (request: Request) => void (isFirstPage(request) && (asked += 1));
  page.on('request', count);
  try {
    const time = await steps();
    const marker = page.waitForRequest((request) => request.url().endsWith('/api/health?bench'));
    await page.evaluate('void fetch("/api/health?bench")');
    await marker;
    return [time, asked];
  } finally {
    page.off('request', count);
  }
}

/** Milliseconds from the navigation's start until the first record row is in the page. */
async function firstRowsAfterLoad(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.locator('tbody tr[data-record]').first().waitFor();
  return page.evaluate('window.docsiftBench.firstRowsAt');
}

/** CPU milliseconds the page's main thread has used so far. */
async function mainThreadCpu(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return 1000 * metrics.find((metric) => metric.name === 'ThreadTime')!.value;
}

/** Milliseconds from a click on the Records tab (on the Fields tab) until record rows show. */
async function firstRowsAfterTabClick(page: Page, fieldsUrl: string): Promise<number> {
  await page.goto(fieldsUrl);
  await page.getByRole('tab', { name: 'Records' }).click();
  await page.locator('tbody tr[data-record]').first().waitFor();
  return page.evaluate('window.docsiftBench.firstRowsAt - window.docsiftBench.tabClickedAt');
}

/** Grows the table to every record by scrolling to its end, as a reader would. */
async function loadAllRows(page: Page): Promise<string> {
  const count = page.getByTestId('records-count');
  const all = recordCount.toLocaleString('en');
  const wanted = `${all} of ${all} records`;
  const deadline = Date.now() + 600_000;
  while ((await count.textContent()) !== wanted) {
    if (Date.now() > deadline)
      throw new Error(`rows stopped growing at "${await count.textContent()}"`);
    await page.evaluate('window.docsiftBench.scrollToEnd()');
  }
  return wanted;
}

async function main(): Promise<void> {
  assertWebBuilt();
  const server = await startTestServer('sqlite', { env: { WEB_DIST: webDist } });
  // Frames as fast as the page can make them: a frame time is then the work, not the vsync wait.
  const browser = await launchChromium(['--disable-gpu-vsync', '--disable-frame-rate-limit']);
  try {
    const { client } = await registerUser(server.url);
    const doctype = await createDoctype(client, { mode: 'multi', fields });
    const seeded = performance.now();
    const records = Array.from({ length: recordCount }, (_, i) =>
      Object.fromEntries(doctype.fields.map((field, column) => [field.key, valuesOf(i)[column]])),
    );
    await addParsedUpload(server, client, doctype, await makeInvoicePdf(), records as never);
    console.log(
      `records-table: ${recordCount.toLocaleString('en')} records × ${fields.length} fields committed in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      [...client.cookies].map(([name, value]) => ({ name, value, url: server.url })),
    );
    await context.addInitScript({ path: pageScript });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const recordsUrl = `${server.url}/doctype/${doctype.id}/records/all`;
    const fieldsUrl = `${server.url}/doctype/${doctype.id}/fields`;

    const loads: number[] = [];
    const tabClicks: number[] = [];
    const asked = { loads: [] as number[], tabClicks: [] as number[] };
    await firstRowsAfterLoad(page, recordsUrl); // warms the server's caches and the HTTP cache
    for (let i = 0; i < runs; i++) {
      const [load, loadAsked] = await firstPageRequests(page, () =>
        firstRowsAfterLoad(page, recordsUrl),
      );
      const [click, clickAsked] = await firstPageRequests(page, () =>
        firstRowsAfterTabClick(page, fieldsUrl),
      );
      loads.push(load);
      tabClicks.push(click);
      asked.loads.push(loadAsked);
      asked.tabClicks.push(clickAsked);
    }
    const requests = (counts: number[]) => `first-page requests ${counts.join(' ')}`;
    console.log(
      `  first rows after a page load (navigation start → rows): ${summary(loads)} · ${requests(asked.loads)}`,
    );
    console.log(
      `  first rows after a click on the Records tab:              ${summary(tabClicks)} · ${requests(asked.tabClicks)}`,
    );

    await page.goto(recordsUrl);
    const loadStarted = performance.now();
    const loaded = await loadAllRows(page);
    console.log(
      `  grew to "${loaded}" by scrolling in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );
    const cpuBefore = await mainThreadCpu(cdp);
    const frames = await page.evaluate<number[]>('window.docsiftBench.scrollFrameTimes(600, 120)');
    const scrollCpu = (await mainThreadCpu(cdp)) - cpuBefore;
    console.log(`  scroll frame time over ${frames.length} frames at 120 px: ${summary(frames)}`);
    console.log(`  main-thread CPU over those frames: ${scrollCpu.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
