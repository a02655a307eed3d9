import { describe, expect, it } from 'vitest';
import { pdfObjectCount } from './pdf-object-count.ts';

/** The objects of a PDF with `pages` pages: catalog, page tree, then the pages. */
function pdfObjects(pages: number): string[] {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ),
  ];
}

/** A PDF with a cross-reference table and a trailer, as most writers make them. */
function tablePdf(pages: number): string {
  let text = '%PDF-1.4\n';
  const offsets = pdfObjects(pages).map((object, i) => {
    const offset = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  const size = offsets.length + 1;
  text += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  return `${text}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** A PDF 1.5 whose pages sit compressed in an object stream, indexed by an xref stream. */
function streamPdf(size: number): string {
  const head =
    '%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 4 /First 20 /Filter /FlateDecode >>\nstream\nx\u009c\u0003\nendstream\nendobj\n';
  const xref = head.length;
  return `${head}${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 2 1] /Root 2 0 R /Filter /FlateDecode >>\nstream\n\u0001\u0002\u0003\nendstream\nendobj\nstartxref\n${xref}\n%%EOF`;
}

const blob = (text: string) => new Blob([Uint8Array.from(text, (c) => c.charCodeAt(0))]);

describe('pdfObjectCount', () => {
  it('reads the trailer of a cross-reference table, one more object than the highest number', async () => {
    expect(await pdfObjectCount(blob(tablePdf(1)))).toBe(4);
    expect(await pdfObjectCount(blob(tablePdf(40)))).toBe(43);
  });

  it('reads the dictionary of a cross-reference stream, left uncompressed', async () => {
    expect(await pdfObjectCount(blob(streamPdf(12)))).toBe(12);
  });

  it('reads the last section of an updated file, which counts the earlier ones', async () => {
    const first = tablePdf(2);
    const update = `5 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj\n`;
    const xref = first.length + update.length;
    const updated = `${first}${update}xref\n5 1\n${String(first.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 6 /Prev 0 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    expect(await pdfObjectCount(blob(updated))).toBe(6);
  });

  it('says nothing of a file whose end is not a PDF’s', async () => {
    const whole = tablePdf(2);
    expect(await pdfObjectCount(blob(whole.slice(0, whole.indexOf('startxref'))))).toBeNull();
    expect(
      await pdfObjectCount(blob(whole.replace(/startxref\n\d+/, 'startxref\n99999'))),
    ).toBeNull();
    expect(await pdfObjectCount(blob(whole.replace(/startxref\n\d+/, 'startxref\n3')))).toBeNull();
    expect(await pdfObjectCount(blob('hello'))).toBeNull();
    expect(await pdfObjectCount(new Blob([]))).toBeNull();
  });
});
