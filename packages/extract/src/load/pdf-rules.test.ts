import { describe, expect, it } from 'vitest';
import type { BBox, OcrPage } from '@docsift/core/ocr';
import { makeManyRulesPdf } from '../../test/fixtures/hostile-pdf.ts';
import { makeRuledTablePdf } from '../../test/fixtures/ruled-table-pdf.ts';
import { makeInvoicePdf } from '../../test/fixtures/invoice-pdf.ts';
import { loadDocument } from './load-document.ts';
import { openPdf } from './open-pdf.ts';
import { MAX_RULES, pdfjsPageRules } from './pdf-rules.ts';
import { hasPdftotext } from './poppler-text-layer.ts';

const backends = hasPdftotext() ? (['poppler', 'pdfjs'] as const) : (['pdfjs'] as const);

async function firstPage(bytes: Buffer, backend: 'poppler' | 'pdfjs'): Promise<OcrPage> {
  const { pages } = await loadDocument(bytes, { pdfTextBackend: backend });
  return pages[0]!;
}

const isHorizontal = (rule: BBox) => rule[2] - rule[0] > rule[3] - rule[1];

/** The word's box, found by its text. */
function wordBox(page: OcrPage, text: string): BBox {
  const word = page.words.find((candidate) => candidate.text === text);
  if (!word) throw new Error(`no word ${text}`);
  return word.bbox;
}

describe('ruling lines of a PDF page', () => {
  it.each(backends)(
    'are read from stroked lines and thin filled rectangles, in the words’ coordinates (%s)',
    async (backend) => {
      const page = await firstPage(await makeRuledTablePdf('grid'), backend);
      const rules = page.rules ?? [];
      const horizontal = rules.filter(isHorizontal).sort((a, b) => a[1] - b[1]);
      const vertical = rules.filter((rule) => !isHorizontal(rule));
      // Above and under the headings and under each of the three rows; four column rules.
      expect(horizontal).toHaveLength(5);
      expect(vertical).toHaveLength(4);
      for (const rule of horizontal) expect(rule[2] - rule[0]).toBeCloseTo(476, 0);
      // The rule under the headings lies between them and the first row, the top one above them.
      const heading = wordBox(page, 'Description');
      const firstRow = wordBox(page, 'Galvanised');
      expect(horizontal[0]![3]).toBeLessThan(heading[1]);
      expect(horizontal[1]![1]).toBeGreaterThan(heading[3]);
      expect(horizontal[1]![3]).toBeLessThan(firstRow[1]);
      // The description column's rule runs down the left of its words.
      expect(vertical.some((rule) => rule[0] < heading[0] && heading[0] - rule[2] < 10)).toBe(true);
    },
  );

  it.each(backends)('are turned with the words of a page stored sideways (%s)', async (backend) => {
    const page = await firstPage(await makeRuledTablePdf('grid', true), backend);
    const horizontal = (page.rules ?? []).filter(isHorizontal).sort((a, b) => a[1] - b[1]);
    expect(horizontal).toHaveLength(5);
    const heading = wordBox(page, 'Description');
    expect(horizontal[0]![3]).toBeLessThan(heading[1]);
    expect(horizontal[1]![1]).toBeGreaterThan(heading[3]);
    expect(horizontal[0]![0]).toBeLessThan(heading[0]);
    expect(horizontal[0]![2]).toBeGreaterThan(heading[2]);
  });

  it('are absent from a page that draws none', async () => {
    const page = await firstPage(await makeInvoicePdf(), 'pdfjs');
    expect(page.rules).toBeUndefined();
  });

  it('stop at their bounds on a page of 100,000 drawing operators', async () => {
    const pdf = await openPdf(makeManyRulesPdf(50_000), { maxImagePixels: 1e8 });
    try {
      // Bounded by counts (operators read, rules kept), not by a clock: a timed assertion failed
      // at 5.08 s on a loaded machine while the page was read within its bounds.
      const rules = await pdfjsPageRules(await pdf.getPage(1));
      expect(rules).toHaveLength(MAX_RULES);
    } finally {
      await pdf.destroy();
    }
    const { pages } = await loadDocument(makeManyRulesPdf(50_000), { pdfTextBackend: 'pdfjs' });
    expect(pages[0]!.text).toBe('A page of ruled lines');
    expect(pages[0]!.rules!.length).toBeLessThanOrEqual(MAX_RULES);
  });
});
