import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import { makeDocx } from '../../test/fixtures/docx.ts';
import { deflatedMember, writeZip } from '../../test/fixtures/zip-writer.ts';
import { sniffFileKind } from './sniff.ts';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) =>
      typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]),
    ),
  );

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('sniffFileKind', () => {
  it.each([
    ['png', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 'rest')],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF')],
    ['tiff', bytes('II', 0x2a, 0x00, 'rest')],
    ['tiff', bytes('MM', 0x00, 0x2a, 'rest')],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', 'rest')],
    ['bmp', bytes('BM', Buffer.alloc(30).toString('latin1'))],
    ['pdf', bytes('%PDF-1.7\n')],
    ['pdf', bytes('junk before the header %PDF-1.4\n')],
  ])('reads %s from its magic bytes', (kind, input) => {
    expect(sniffFileKind(input)).toBe(kind);
  });

  it('reads a PDF whose header is damaged as a PDF, by its objects', () => {
    const body = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
    expect(sniffFileKind(bytes(0, 0, 0, 0, 0, 0, 0, 0, body))).toBe('pdf');
    expect(codeOf(() => sniffFileKind(bytes('a note about 1 0 obj without its end')))).toBe(
      'file/unsupported-type',
    );
  });

  it('sniffs unterminated object starts in time linear in their number', () => {
    // A pattern that rescans the window from each object start takes 64 times as long for 8 times
    // the starts, a linear scan 8 times. The two sizes are timed against each other, not against
    // a clock: batches of equal length (8 times the runs of the smaller), taken in turns, so a
    // busy machine slows both alike, and the best of seven each.
    const hostile = (starts: number) => Buffer.from('1 0 obj '.repeat(starts), 'latin1');
    const small = hostile(1024);
    // 64 KiB, the whole window the sniffer reads for objects.
    const large = hostile(8192);
    expect(codeOf(() => sniffFileKind(large))).toBe('file/unsupported-type');
    const batchMs = (file: Buffer, runs: number): number => {
      const started = performance.now();
      for (let run = 0; run < runs; run++) codeOf(() => sniffFileKind(file));
      return performance.now() - started;
    };
    let bestSmall = Infinity;
    let bestLarge = Infinity;
    for (let turn = 0; turn < 7; turn++) {
      bestSmall = Math.min(bestSmall, batchMs(small, 80));
      bestLarge = Math.min(bestLarge, batchMs(large, 10));
    }
    // Per run: the large file's time over the small one's.
    expect((bestLarge * 8) / bestSmall).toBeLessThan(24);
  });

  it('keeps a zip carrying PDF objects a zip', () => {
    const zip = writeZip([deflatedMember('content.xml', '<office/>')]);
    const withObjects = Buffer.concat([zip, Buffer.from('1 0 obj << >> endobj', 'latin1')]);
    expect(codeOf(() => sniffFileKind(withObjects))).toBe('file/unsupported-type');
  });

  it('reads a zip with word/document.xml as DOCX', () => {
    expect(sniffFileKind(makeDocx())).toBe('docx');
  });

  it('reads a zip with xl/workbook.xml as XLSX', () => {
    expect(sniffFileKind(writeZip([deflatedMember('xl/workbook.xml', '<workbook/>')]))).toBe(
      'xlsx',
    );
  });

  it('rejects a zip that is neither a Word document nor a workbook', () => {
    const zip = writeZip([deflatedMember('content.xml', '<office/>')]);
    expect(codeOf(() => sniffFileKind(zip))).toBe('file/unsupported-type');
  });

  it('reads text that splits into a table on , ; or tab as CSV, with or without a BOM', () => {
    expect(sniffFileKind(bytes('Item,Qty\n"Widget, blue",2\n'))).toBe('csv');
    expect(sniffFileKind(bytes(0xef, 0xbb, 0xbf, 'Artikel;Menge\r\nSchraube;2\r\n'))).toBe('csv');
    expect(sniffFileKind(bytes('Item\tQty\nWidget\t2'))).toBe('csv');
  });

  it('judges a long CSV on its first 64 KiB, a row cut by the window left out', () => {
    const long = Buffer.from(`Item,Qty,Price\n${'Widget,2,10.00\n'.repeat(10_000)}`, 'latin1');
    expect(sniffFileKind(long.subarray(0, 64 * 1024))).toBe('csv');
  });

  it('does not take prose, one column or binary bytes with commas for CSV', () => {
    expect(
      codeOf(() => sniffFileKind(bytes('Dear Sir, hello.\nWe will, of course, reply.\n'))),
    ).toBe('file/unsupported-type');
    expect(codeOf(() => sniffFileKind(bytes('a,b\n1,2\n', 0, 1, 2)))).toBe('file/unsupported-type');
  });

  it('rejects no bytes as file/empty and unknown bytes as file/unsupported-type', () => {
    expect(codeOf(() => sniffFileKind(new Uint8Array()))).toBe('file/empty');
    expect(codeOf(() => sniffFileKind(bytes('hello world, plain text')))).toBe(
      'file/unsupported-type',
    );
    expect(codeOf(() => sniffFileKind(bytes('BM')))).toBe('file/unsupported-type');
  });
});
