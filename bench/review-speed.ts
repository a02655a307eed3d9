/**
 * Review speed (issue 28's goal: from opening the queue to approving 20 records with 2
 * corrections each, keyboard only, the app adds ≤ 100 ms per action), in chromium against
 * `docsift serve` with the built web app. Twenty invoices are uploaded through the client into a
 * doctype with three required fields the invoice does not print, so each record waits for
 * review with those three empty. On each record, with the keyboard only: type a correction into
 * the first doubtful value, Enter (saved, accepted, on to the next doubtful one), Tab past it to
 * the third, type a correction, Enter, Ctrl+Enter (approved, the next record opens).
 * Each action is timed in the page, from its key event to the DOM change it brings: a typed
 * character in the input's value, an accepted value's check mark with the focus where Enter
 * sends it, the focus on the value Tab moves to, the next record's screen with the focus on its
 * first doubtful value (or the end of the queue). Saves and approvals go to the server on the
 * way, as they do for a person; the screen does not wait for an approval, so at the end the
 * bench waits for the last ones to land before it checks the queue is empty.
 * Run: npm run build && npx tsx bench/review-speed.ts [--records 20]
 */
import { setTimeout } from 'node:timers/promises';
import { dataOf } from '@docsift/client/client';
import { uploadFiles } from '@docsift/client/upload-files';
import { makeInvoicePdf } from '@docsift/extract/testing';
import type { Page } from 'playwright-core';
import { assertWebBuilt, launchChromium } from './support/browser.ts';
import { argument, percentile } from './support/cli.ts';
import { startBenchServer } from './support/docsift-process.ts';

const recordCount = Number(argument('--records') ?? 20);

type ActionKind =
  'type a character' | 'Enter (accept)' | 'Tab (next doubtful)' | 'Ctrl+Enter (approve, next)';

/** What the page must show for an action to be done. */
type Outcome =
  /** The input shows this text (React writes the value it rendered to the attribute). */
  | { kind: 'value'; input: string; text: string }
  /** The value's row carries the check mark and the focus is on `focus`. */
  | { kind: 'accepted'; input: string; focus: string }
  | { kind: 'focus'; input: string }
  /** Another record's screen, unchecked, with the focus on a doubtful value; or the queue's end. */
  | { kind: 'next'; from: string };

/**
 * In the page: the instant of the armed action's key event (its timeStamp, on the page's clock)
 * and of the first DOM change or focus move after which its outcome shows.
 */
const watchScript = `
  const bench = (window.docsiftBench = { pending: null, times: [], firstFocusAt: undefined });
  const fieldRow = (input) => input && input.closest('[data-testid="review-field"]');
  const shows = (outcome) => {
    const active = document.activeElement;
    switch (outcome.kind) {
      case 'value':
        return document.getElementById(outcome.input)?.getAttribute('value') === outcome.text;
      case 'accepted':
        return !!fieldRow(document.getElementById(outcome.input))?.querySelector('[role="img"]')
          && active?.id === outcome.focus;
      case 'focus':
        return active?.id === outcome.input;
      case 'next':
        if (document.querySelector('[data-testid="review-empty"]')) return true;
        return location.pathname !== outcome.from
          && !!active?.closest('[data-testid="review-field"][data-doubtful="true"]')
          && !document.querySelector('[data-testid="review-field"] [role="img"]');
    }
  };
  const check = () => {
    const pending = bench.pending;
    if (bench.firstFocusAt === undefined && fieldRow(document.activeElement))
      bench.firstFocusAt = performance.now();
    if (!pending || pending.keyAt === undefined || !shows(pending.outcome)) return;
    bench.times.push({ kind: pending.kind, ms: performance.now() - pending.keyAt });
    bench.pending = null;
  };
  document.addEventListener('keydown', (event) => {
    if (bench.pending && bench.pending.keyAt === undefined) bench.pending.keyAt = event.timeStamp;
  }, true);
  document.addEventListener('focusin', check, true);
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true,
  });
`;

/** Presses `key` with `outcome` armed, and waits until the page saw it. */
async function act(page: Page, kind: ActionKind, key: string, outcome: Outcome): Promise<void> {
  await page.evaluate(
    ([kind, outcome]) => {
      (globalThis as { docsiftBench?: { pending: unknown } }).docsiftBench!.pending = {
        kind,
        outcome,
      };
    },
    [kind, outcome] as const,
  );
  await page.keyboard.press(key);
  // A function, not a string: the app's Content-Security-Policy refuses eval in the page.
  await page
    .waitForFunction(
      () => (globalThis as { docsiftBench?: { pending: unknown } }).docsiftBench?.pending === null,
      undefined,
      { timeout: 30_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`${kind} (${key}) did not show ${JSON.stringify(outcome)}`, {
        cause: error,
      });
    });
}

/** Types `text` into the focused input a character at a time, each timed. */
async function typeInto(page: Page, input: string, text: string): Promise<void> {
  for (let end = 1; end <= text.length; end++)
    await act(page, 'type a character', text[end - 1]!, {
      kind: 'value',
      input,
      text: text.slice(0, end),
    });
}

/** The ids of the open record's doubtful values' inputs, in the screen's order. */
async function doubtfulInputs(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="review-field"][data-doubtful="true"] [id^="review-"]')
    .evaluateAll((inputs) => inputs.map((input) => input.id));
}

async function reviewRecord(page: Page, index: number): Promise<void> {
  const doubtful = await doubtfulInputs(page);
  if (doubtful.length < 3)
    throw new Error(`record ${index} has ${doubtful.length} doubtful values`);
  const [first, second, third] = doubtful as [string, string, string, ...string[]];
  const focused = await page.evaluate<string | undefined>('document.activeElement?.id');
  if (focused !== first) throw new Error(`record ${index} opened with the focus on ${focused}`);
  await typeInto(page, first, `PO-${index}`);
  await act(page, 'Enter (accept)', 'Enter', { kind: 'accepted', input: first, focus: second });
  await act(page, 'Tab (next doubtful)', 'Tab', { kind: 'focus', input: third });
  await typeInto(page, third, `CC-${index}`);
  // The last doubtful value: Enter leaves the focus where it is, or takes it to one after.
  await act(page, 'Enter (accept)', 'Enter', {
    kind: 'accepted',
    input: third,
    focus: doubtful[3] ?? third,
  });
  const from = new URL(page.url()).pathname;
  await act(page, 'Ctrl+Enter (approve, next)', 'Control+Enter', { kind: 'next', from });
}

async function main(): Promise<void> {
  assertWebBuilt();
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    // Required, and not on the invoice: every record waits for review with these three empty.
    const doctype = dataOf(
      await server.api.POST('/api/doctypes', {
        body: {
          title: 'Invoices to review',
          mode: 'one:single',
          prompt: 'Invoices from suppliers',
          fields: [
            { caption: 'Invoice number', type: 'string' },
            { caption: 'Total', type: 'number' },
            { caption: 'Purchase order', type: 'string', required: true },
            { caption: 'Delivery note', type: 'string', required: true },
            { caption: 'Cost centre', type: 'string', required: true },
          ],
        },
      }),
    );
    const pdf = await makeInvoicePdf();
    const outcomes = await uploadFiles(server.api, {
      doctype: doctype.id,
      files: Array.from({ length: recordCount }, (_, i) => new File([pdf], `invoice-${i}.pdf`)),
      wait: false,
    });
    await server.waitSettled(outcomes.map((outcome) => outcome.upload!.id));
    const queued = dataOf(
      await server.api.GET('/api/doctypes/{id}/records/count', {
        params: { path: { id: doctype.id }, query: { review: 'needs_review' } },
      }),
    );
    if (queued.total !== recordCount)
      throw new Error(`${queued.total} records wait for review, not ${recordCount}`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      [...server.client.cookies].map(([name, value]) => ({ name, value, url: server.url })),
    );
    await context.addInitScript(watchScript);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${server.url}/doctype/${doctype.id}/review`);
    await page.waitForFunction(
      () =>
        (globalThis as { docsiftBench?: { firstFocusAt?: number } }).docsiftBench?.firstFocusAt !==
        undefined,
      undefined,
      { timeout: 30_000 },
    );
    const opened = await page.evaluate<number>('window.docsiftBench.firstFocusAt');
    for (let index = 0; index < recordCount; index++) await reviewRecord(page, index);
    const total = performance.now() - started;
    await page.getByTestId('review-empty').waitFor();
    // The screen moves on while the approvals are sent: the last ones may still be on their way.
    const settled = performance.now() + 10_000;
    let left = Infinity;
    while (left !== 0 && performance.now() < settled) {
      left = dataOf(
        await server.api.GET('/api/doctypes/{id}/records/count', {
          params: { path: { id: doctype.id }, query: { review: 'needs_review' } },
        }),
      ).total;
      if (left !== 0) await setTimeout(50);
    }
    if (left !== 0) throw new Error(`${left} records still wait for review`);
    if (await page.getByTestId('review-not-approved').count())
      throw new Error('an approval failed');

    const times = await page.evaluate<{ kind: ActionKind; ms: number }[]>(
      'window.docsiftBench.times',
    );
    console.log(
      `review-speed: ${recordCount} records, 2 corrections and an approval each, keyboard only`,
    );
    console.log(`  queue opened → first doubtful value focused: ${opened.toFixed(0)} ms`);
    const kinds = [...new Set(times.map((time) => time.kind))];
    for (const kind of kinds) {
      const of = times.filter((time) => time.kind === kind).map((time) => time.ms);
      console.log(
        `  ${kind.padEnd(28)} ${String(of.length).padStart(4)}×  p50 ${percentile(of, 0.5).toFixed(1)} ms · p95 ${percentile(of, 0.95).toFixed(1)} ms · max ${Math.max(...of).toFixed(1)} ms`,
      );
    }
    const all = times.map((time) => time.ms);
    console.log(
      `  every action (${all.length}): p50 ${percentile(all, 0.5).toFixed(1)} ms · p95 ${percentile(all, 0.95).toFixed(1)} ms; the whole batch ${(total / 1000).toFixed(1)} s with the bench's own round trips`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
