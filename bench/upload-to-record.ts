/**
 * The time a user feels from choosing a one-page text PDF in the "Upload files" dialog to its
 * line in the upload list saying "1 record" (issue 25's goal: ≤ 3 s on a quiet machine), in
 * chromium against `docsift serve` with the built web app. Both instants are read in the page
 * (the file input's change event, then the first DOM change showing the count), so the figure
 * holds the page's own work (page counting, the upload, the live event) and no polling.
 * Run: npm run build && npx tsx bench/upload-to-record.ts [--runs 8]
 * The first run, which starts the extraction process, is printed apart. Also printed: from the
 * file chosen to the upload's request starting (issue 25: the dialog counts a PDF's pages while
 * it uploads, not before), and from the file chosen to the records table's first row painted
 * (the all-uploads view reloads its rows on the upload's done event).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeInvoicePdf } from '@docsift/extract/testing';
import type { Upload } from '@docsift/core/upload';
import type { Page } from 'playwright-core';
import { assertWebBuilt, launchChromium } from './support/browser.ts';
import { argument, percentile } from './support/cli.ts';
import { startBenchServer } from './support/docsift-process.ts';

const runs = Number(argument('--runs') ?? 8);

/** Marks, in the page, when a file is chosen, when the list first says "1 record" after it, and when the table first shows a row. */
const watchScript = `
  window.docsiftBench = {};
  document.addEventListener('change', (event) => {
    if (event.target.type === 'file') window.docsiftBench.chosenAt = performance.now();
  }, true);
  new MutationObserver(() => {
    const bench = window.docsiftBench;
    if (bench.chosenAt === undefined) return;
    if (bench.countedAt === undefined && /\\b1 record\\b/.test(document.body.innerText))
      bench.countedAt = performance.now();
    if (bench.rowsAt === undefined && document.querySelector('tbody tr[data-record]'))
      bench.rowsAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

/** The upload's request (the dialog's XMLHttpRequest; the app's reads use fetch) as it started. */
const uploadStartedAt = `performance.getEntriesByType('resource').find((entry) =>
  entry.initiatorType === 'xmlhttprequest' && new URL(entry.name).pathname === '/api/uploads'
).startTime`;

interface UploadTimes {
  /** Milliseconds from the file chosen to "1 record". */
  toRecord: number;
  /** Milliseconds from the file chosen to the upload's request starting. */
  toUpload: number;
  /** Milliseconds from the file chosen to the records table's first row. */
  toRows: number;
}

/** One upload through the dialog. */
async function fileChosenToRecord(page: Page, url: string, pdf: string): Promise<UploadTimes> {
  await page.goto(url);
  const button = page.getByRole('button', { name: 'Upload files' });
  await button.waitFor();
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(pdf);
  // A function, not a string: the app's Content-Security-Policy refuses eval in the page.
  await page
    .waitForFunction(
      () => {
        const bench = (globalThis as { docsiftBench?: { countedAt?: number; rowsAt?: number } })
          .docsiftBench;
        return bench?.countedAt !== undefined && bench.rowsAt !== undefined;
      },
      undefined,
      { timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      // What the page says instead (a refused upload, a failed parse) tells why.
      console.log(await page.locator('body').innerText());
      throw error;
    });
  return {
    toRecord: await page.evaluate('window.docsiftBench.countedAt - window.docsiftBench.chosenAt'),
    toUpload: await page.evaluate(`${uploadStartedAt} - window.docsiftBench.chosenAt`),
    toRows: await page.evaluate('window.docsiftBench.rowsAt - window.docsiftBench.chosenAt'),
  };
}

async function main(): Promise<void> {
  assertWebBuilt();
  const server = await startBenchServer();
  const browser = await launchChromium();
  const dir = path.join(server.dataDir, 'bench-files');
  try {
    await mkdir(dir, { recursive: true });
    const pdf = path.join(dir, 'invoice.pdf');
    await writeFile(pdf, await makeInvoicePdf());
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      [...server.client.cookies].map(([name, value]) => ({ name, value, url: server.url })),
    );
    await context.addInitScript(watchScript);
    const page = await context.newPage();
    const url = `${server.url}/doctype/${server.doctype.id}/records/all`;
    const times: UploadTimes[] = [];
    for (let i = 0; i <= runs; i++) {
      times.push(await fileChosenToRecord(page, url, pdf));
      // The next run's list starts empty again, so its "1 record" is the new upload's.
      const { body } = await server.client.get<{ uploads: Upload[] }>(
        `/api/uploads?target=${server.doctype.id}`,
      );
      for (const upload of body.uploads) await server.client.delete(`/api/uploads/${upload.id}`);
    }
    const [first, ...rest] = times;
    const summary = (values: number[]) =>
      `p50 ${percentile(values, 0.5).toFixed(0)} ms · p95 ${percentile(values, 0.95).toFixed(0)} ms · max ${Math.max(...values).toFixed(0)} ms`;
    console.log(`upload-to-record: a one-page text PDF, file chosen → "1 record"`);
    console.log(`  first run (starts the extraction process): ${first!.toRecord.toFixed(0)} ms`);
    console.log(`  next ${rest.length} runs: ${summary(rest.map((time) => time.toRecord))}`);
    console.log(
      `  file chosen → upload request started, all runs: ${summary(times.map((time) => time.toUpload))}`,
    );
    console.log(
      `  file chosen → first row in the records table, next ${rest.length} runs: ${summary(rest.map((time) => time.toRows))}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
