import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractOffline } from '../engines/offline/offline-extractor.ts';
import { tableDoctype } from '../engines/offline/test-pages.ts';
import { loadDocument } from './load-document.ts';
import { hasPdftotext } from './poppler-text-layer.ts';
import { textTurn } from './upright-text.ts';

const rows = [
  ['Region', 'Wells', 'Output'],
  ['North', '12', '4,310'],
  ['South', '7', '2,905'],
  ['East', '21', '8,117'],
];

/**
 * A portrait page with a table set sideways: turned a quarter clockwise, its lines read down the
 * page; turned anticlockwise, up it. A title stays upright, as page furniture does.
 */
async function sidewaysTablePdf(turn: 'clockwise' | 'anticlockwise'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Annex 3', { x: 50, y: 800, size: 9, font });
  rows.forEach((cells, row) =>
    cells.forEach((cell, column) => {
      const along = 150 + column * 140;
      const across = 120 + row * 18;
      page.drawText(cell, {
        size: 11,
        font,
        ...(turn === 'clockwise'
          ? { x: 595 - across, y: 842 - along, rotate: degrees(-90) }
          : { x: across, y: along, rotate: degrees(90) }),
      });
    }),
  );
  return Buffer.from(await pdf.save());
}

const backends = hasPdftotext() ? (['pdfjs', 'poppler'] as const) : (['pdfjs'] as const);

describe('a table printed sideways on the page', () => {
  for (const backend of backends)
    it.each(['clockwise', 'anticlockwise'] as const)(
      `is read turned upright, its rows as lines (%s, ${backend})`,
      async (turn) => {
        const ocr = await loadDocument(await sidewaysTablePdf(turn), { pdfTextBackend: backend });
        const [page] = ocr.pages;
        expect(page).toMatchObject({ width: 842, height: 595 });
        expect(page!.text.split('\n').map((line) => line.split(/\s+/))).toEqual(
          expect.arrayContaining(rows),
        );
        const doctype = tableDoctype([
          ['Region', 'string'],
          ['Wells', 'number'],
          ['Output', 'number'],
        ]);
        const records = extractOffline({ ocr, doctype }).records.map((record) =>
          doctype.fields.map((field) => record.values[field.key]),
        );
        expect(records).toEqual([
          ['North', 12, 4310],
          ['South', 7, 2905],
          ['East', 21, 8117],
        ]);
      },
    );

  it('leaves an upright page as it is', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    rows.forEach((cells, row) =>
      page.drawText(cells.join('    '), { x: 50, y: 700 - row * 18, size: 11, font }),
    );
    const ocr = await loadDocument(Buffer.from(await pdf.save()), { pdfTextBackend: 'pdfjs' });
    expect(ocr.pages[0]).toMatchObject({ width: 595, height: 842 });
    expect(ocr.pages[0]!.text.split('\n')[0]).toMatch(/^Region\s+Wells\s+Output$/);
  });

  // pdftotext gives the words of this page (one-word cells) in an order that looks upright: the
  // page's text matrices tell which way it runs.
  for (const backend of backends)
    it(`reads a page turned upside down upright (${backend})`, async () => {
      const pdf = await PDFDocument.create();
      const page = pdf.addPage([595, 842]);
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      page.drawText('Annex 3', { x: 50, y: 800, size: 9, font });
      rows.forEach((cells, row) =>
        cells.forEach((cell, column) =>
          page.drawText(cell, {
            x: 500 - column * 140,
            y: 300 + row * 18,
            size: 11,
            font,
            rotate: degrees(180),
          }),
        ),
      );
      const ocr = await loadDocument(Buffer.from(await pdf.save()), { pdfTextBackend: backend });
      expect(ocr.pages[0]).toMatchObject({ width: 595, height: 842 });
      expect(ocr.pages[0]!.text.split('\n').map((line) => line.split(/\s+/))).toEqual(
        expect.arrayContaining(rows),
      );
    });

  it('leaves a right-to-left page as it is: its lines run leftward but follow each other down', () => {
    const word = (x: number, y: number) => ({
      text: 'word',
      bbox: [x, y, x + 30, y + 10] as [number, number, number, number],
      conf: 1,
    });
    const lines = [100, 120, 140].flatMap((y) => [word(400, y), word(350, y), word(300, y)]);
    expect(textTurn(lines)).toBe('none');
    const upsideDown = [140, 120, 100].flatMap((y) => [word(400, y), word(350, y), word(300, y)]);
    expect(textTurn(upsideDown)).toBe('upside-down');
  });
});
