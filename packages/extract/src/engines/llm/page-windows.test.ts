import { describe, expect, it } from 'vitest';
import { buildOcrPage } from '../../../test/build-ocr-document.ts';
import { estimateTokens, halveWindow, inputBudgetTokens, pageWindows } from './page-windows.ts';

const pageOf = (number: number, chars: number) =>
  buildOcrPage(number, [`${'x'.repeat(chars - 1)}.`]);

describe('pageWindows', () => {
  it('packs consecutive pages while they fit the budget', () => {
    // 400 characters ≈ 100 tokens (+ header) per page; 250 tokens hold two pages.
    const pages = [1, 2, 3, 4, 5].map((n) => pageOf(n, 400));
    const windows = pageWindows(pages, 250, false);
    expect(windows.map((w) => w.slices.map((s) => s.page))).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps one page per window when perPage is set', () => {
    const pages = [1, 2, 3].map((n) => pageOf(n, 40));
    expect(pageWindows(pages, 10_000, true).map((w) => w.slices.map((s) => s.page))).toEqual([
      [1],
      [2],
      [3],
    ]);
  });

  it('splits an oversized page at line breaks into marked continuations', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i} ${'y'.repeat(40)}`);
    const page = buildOcrPage(1, lines);
    const windows = pageWindows([page], 200, true);
    expect(windows.length).toBeGreaterThan(1);
    const slices = windows.flatMap((w) => w.slices);
    expect(slices.map((s) => s.isContinuation)).toEqual(slices.map((_, i) => i > 0));
    expect(slices.map((s) => s.text).join('\n')).toBe(page.text);
    for (const slice of slices) expect(estimateTokens(slice.text)).toBeLessThanOrEqual(200);
  });

  it('cuts a single giant line that has no breaks', () => {
    const windows = pageWindows([pageOf(1, 10_000)], 300, false);
    expect(windows.length).toBeGreaterThanOrEqual(9);
    expect(windows.map((w) => w.slices[0]?.text).join('')).toHaveLength(10_000);
  });
});

describe('inputBudgetTokens', () => {
  it('leaves tables half the room for their answer and single records a little', () => {
    expect(
      inputBudgetTokens({
        contextTokens: 8192,
        promptTokens: 192,
        fieldCount: 4,
        isMultiRecord: true,
      }),
    ).toBe(4000);
    expect(
      inputBudgetTokens({
        contextTokens: 8192,
        promptTokens: 192,
        fieldCount: 4,
        isMultiRecord: false,
      }),
    ).toBe(8000 - 256 - 4 * 48);
    expect(
      inputBudgetTokens({
        contextTokens: 1024,
        promptTokens: 5000,
        fieldCount: 4,
        isMultiRecord: false,
      }),
    ).toBe(256);
  });
});

describe('halveWindow', () => {
  it('splits pages first, then a page at its middle line, and refuses tiny windows', () => {
    const [window] = pageWindows([pageOf(1, 300), pageOf(2, 300), pageOf(3, 300)], 10_000, false);
    expect(halveWindow(window!)?.map((half) => half.slices.map((s) => s.page))).toEqual([
      [1, 2],
      [3],
    ]);

    const page = buildOcrPage(
      4,
      Array.from({ length: 10 }, (_, i) => `row ${i} ${'z'.repeat(30)}`),
    );
    const halves = halveWindow({ slices: [{ page: 4, text: page.text, isContinuation: false }] });
    expect(halves?.map((half) => half.slices[0]?.text.split('\n').length)).toEqual([5, 5]);
    expect(halves?.[1].slices[0]).toMatchObject({ page: 4, isContinuation: true });

    expect(
      halveWindow({ slices: [{ page: 1, text: 'short', isContinuation: false }] }),
    ).toBeUndefined();
  });
});
