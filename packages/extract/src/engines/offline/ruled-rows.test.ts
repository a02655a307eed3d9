import { describe, expect, it } from 'vitest';
import type { OcrDocument } from '@docsift/core/ocr';
import {
  makeRuledTablePdf,
  ruledTableHeadings,
  ruledTableRows,
  type Ruling,
} from '../../../test/fixtures/ruled-table-pdf.ts';
import { loadDocument } from '../../load/load-document.ts';
import { hasPdftotext } from '../../load/poppler-text-layer.ts';
import { extractedRows, tableDoctype } from './test-pages.ts';

const backends = hasPdftotext() ? (['poppler', 'pdfjs'] as const) : (['pdfjs'] as const);
const doctype = tableDoctype(ruledTableHeadings.map((heading) => [heading, 'string']));

async function load(ruling: Ruling, backend: 'poppler' | 'pdfjs'): Promise<OcrDocument> {
  return loadDocument(await makeRuledTablePdf(ruling), { pdfTextBackend: backend });
}

describe('a ruled table whose cells wrap', () => {
  it.each(backends)(
    'gives one record per row between rules, its cells’ lines joined (%s)',
    async (backend) => {
      expect(extractedRows(await load('grid', backend), doctype)).toEqual(
        ruledTableRows.map((row) => row.map((cell) => cell.join(' '))),
      );
    },
  );

  it.each(backends)('is read so on a page stored sideways as well (%s)', async (backend) => {
    const ocr = await loadDocument(await makeRuledTablePdf('grid', true), {
      pdfTextBackend: backend,
    });
    expect(extractedRows(ocr, doctype)).toHaveLength(ruledTableRows.length);
  });

  it.each(backends)(
    'is read by whitespace alone when only its headings and its end are ruled (%s)',
    async (backend) => {
      const unruled = extractedRows(await load('none', backend), doctype);
      // Without rules between the rows, a wrapped first cell that begins in capitals ("Steel" /
      // "Bolts") starts a row.
      expect(unruled.length).toBeGreaterThan(ruledTableRows.length);
      expect(extractedRows(await load('header', backend), doctype)).toEqual(unruled);
    },
  );
});
