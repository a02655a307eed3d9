import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OcrDocument } from '@docsift/core/ocr';
import {
  ensureFixtures,
  encryptedPdfText,
  type FixtureName,
} from '../../test/fixtures/make-fixtures.ts';
import { invoiceFacts, makeManyPagesPdf, manyPagesLine } from '../../test/fixtures/invoice-pdf.ts';
import { textPngLines } from '../../test/fixtures/text-png.ts';
import { terminateOcr } from '../ocr/recognize-image.ts';
import { loadDocument } from './load-document.ts';
import { hasPdftotext, pdfTextBackend } from './poppler-text-layer.ts';

let fixtures: Record<FixtureName, string>;
const environment = { ...process.env };

beforeAll(async () => {
  fixtures = await ensureFixtures();
});
afterEach(() => {
  process.env.PATH = environment.PATH;
});
afterAll(terminateOcr);

async function loadWith(backend: 'poppler' | 'pdfjs', file: string): Promise<OcrDocument> {
  return loadDocument(file, { pdfTextBackend: backend });
}

describe('loadDocument on a slice of a PDF', () => {
  it.each(['poppler', 'pdfjs'] as const)(
    'reads only the slice’s pages with %s and reports the document’s page count',
    async (backend) => {
      const counts: number[] = [];
      const { pages } = await loadDocument(await makeManyPagesPdf(6), {
        pdfTextBackend: backend === 'poppler' && !hasPdftotext() ? 'pdfjs' : backend,
        slice: { first: 3, maxPages: 2, maxMs: 60_000 },
        onPageCount: (count) => counts.push(count),
      });
      expect(pages.map((page) => [page.number, page.source, page.text])).toEqual([
        [3, 'text-layer', manyPagesLine(3)],
        [4, 'text-layer', manyPagesLine(4)],
      ]);
      expect(counts).toEqual([6]);
    },
  );

  it('starts no page after the slice’s time is up, but always reads its first', async () => {
    const { pages } = await loadDocument(await makeManyPagesPdf(6), {
      slice: { first: 5, maxPages: 10, maxMs: 0 },
    });
    expect(pages.map((page) => page.number)).toEqual([5]);
  });

  it('reads fewer pages in the first slice of a document longer than a slice, only there', async () => {
    const numbers = async (pageCount: number, first: number) =>
      (
        await loadDocument(await makeManyPagesPdf(pageCount), {
          slice: { first, maxPages: 3, maxMs: 60_000, longStartPages: 1 },
        })
      ).pages.map((page) => page.number);
    expect(await numbers(6, 1)).toEqual([1]);
    expect(await numbers(6, 2)).toEqual([2, 3, 4]);
    expect(await numbers(3, 1)).toEqual([1, 2, 3]);
  });
});

describe('loadDocument on PDFs', () => {
  it('reads the invoice text layer as lines in reading order with word boxes in points', async () => {
    const { pages } = await loadDocument(fixtures.invoicePdf);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page).toMatchObject({ number: 1, width: 595, height: 842, source: 'text-layer' });
    const lines = page!.text.split('\n').map((line) => line.replace(/ +/g, ' '));
    expect(lines).toContain(`Invoice number: ${invoiceFacts.invoiceNumber}`);
    expect(lines).toContain(`Invoice date: ${invoiceFacts.invoiceDate}`);
    expect(lines).toContain('Widget A 2 100.00 200.00');
    expect(lines).toContain(`Total: ${invoiceFacts.total} ${invoiceFacts.currency}`);
    // "Invoice number:" is drawn at x=50, baseline y=170 from the top, 11 pt Helvetica.
    const label = page!.words.find((word) => word.text === 'Invoice');
    expect(label?.bbox[0]).toBeCloseTo(50, 0);
    expect(label!.bbox[1]).toBeGreaterThan(158);
    expect(label!.bbox[3]).toBeLessThan(174);
    expect(page!.words.map((word) => word.text).join(' ')).toBe(page!.text.split(/\s+/).join(' '));
  });

  it('gets the same words from pdftotext as from pdfjs, and falls back to pdfjs without pdftotext', async () => {
    if (hasPdftotext()) {
      expect(pdfTextBackend()).toBe('poppler');
      const viaPoppler = (await loadWith('poppler', fixtures.invoicePdf)).pages[0]!;
      const viaPdfjs = (await loadWith('pdfjs', fixtures.invoicePdf)).pages[0]!;
      expect(viaPoppler.text).toBe(viaPdfjs.text);
      viaPoppler.words.forEach((word, i) => {
        const other = viaPdfjs.words[i]!;
        expect(word.text).toBe(other.text);
        expect(Math.abs(word.bbox[0] - other.bbox[0])).toBeLessThan(2);
        expect(Math.abs(word.bbox[2] - other.bbox[2])).toBeLessThan(2);
        // pdfjs measures the substituted font's ascent, poppler the AFM's: tops differ by a few points.
        expect(Math.abs(word.bbox[1] - other.bbox[1])).toBeLessThan(4);
        expect(Math.abs(word.bbox[3] - other.bbox[3])).toBeLessThan(1);
      });
    }
    process.env.PATH = '/nonexistent';
    expect(hasPdftotext()).toBe(false);
    expect(pdfTextBackend()).toBe('pdfjs');
    const { pages } = await loadDocument(fixtures.invoicePdf);
    expect(pages[0]!.text).toContain(invoiceFacts.invoiceNumber);
  });

  it('opens encrypted PDFs with an empty user password (RC4 40 and 128 bit) with either backend', async () => {
    for (const backend of ['poppler', 'pdfjs'] as const) {
      if (backend === 'poppler' && !hasPdftotext()) continue;
      for (const file of [fixtures.encryptedEmptyPassword40, fixtures.encryptedEmptyPassword128]) {
        const { pages } = await loadWith(backend, file);
        expect(pages[0]).toMatchObject({ source: 'text-layer', text: encryptedPdfText });
      }
    }
  });

  it('does not count an attachment against the decompression limit: reading the pages never inflates it', async () => {
    const pdf = await PDFDocument.load(await readFile(fixtures.invoicePdf));
    await pdf.attach(Buffer.alloc(1024 * 1024), 'zeros.bin', {
      mimeType: 'application/octet-stream',
    });
    const { pages } = await loadDocument(await pdf.save(), {
      limits: { maxDecompressedBytes: 100_000 },
    });
    expect(pages[0]!.text).toContain(invoiceFacts.invoiceNumber);
  });

  it('OCRs a page that has no text layer, with boxes in the page points', async () => {
    const progress: number[] = [];
    const { pages } = await loadDocument(fixtures.scannedPdf, {
      onProgress: (done) => progress.push(done),
    });
    const [page] = pages;
    expect(page!.source).toBe('ocr');
    expect(page!.text.split('\n')).toEqual(textPngLines);
    // The 1100 px wide image is placed at 300 dpi: 264 pt.
    expect(page!.width).toBeCloseTo(264, 0);
    for (const word of page!.words) expect(word.bbox[2]).toBeLessThanOrEqual(page!.width);
    expect(progress).toEqual([1]);
  });
});
