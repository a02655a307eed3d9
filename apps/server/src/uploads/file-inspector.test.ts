import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import {
  deflatedMember,
  makeDocx,
  makeInvoicePdf,
  makeOds,
  makeTextPng,
  makeXlsx,
  writeZip,
} from '@docsift/extract/testing';
import { FileInspector } from './file-inspector.ts';

/** Streams `bytes` in `chunkSize` pieces through an inspector; returns what passed and the kind. */
async function inspect(bytes: Buffer, chunkSize = 1000) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const inspector = new FileInspector();
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    inspector,
    new Writable({ write: (c: Buffer, _e, done) => (out.push(c), done()) }),
  );
  return { kind: inspector.kind, passed: Buffer.concat(out) };
}

describe('FileInspector', () => {
  it('passes the bytes through unchanged and names PDF, PNG and DOCX', async () => {
    const pdf = await makeInvoicePdf();
    const result = await inspect(pdf);
    expect(result.kind).toBe('pdf');
    expect(result.passed.equals(pdf)).toBe(true);
    expect((await inspect(makeTextPng(), 7)).kind).toBe('png');
    expect((await inspect(makeDocx())).kind).toBe('docx');
  });

  it('recognises a DOCX whose document entry comes after 64 KiB of media, from the tail', async () => {
    const media = deflatedMember('word/media/image1.bin', randomBytes(200_000));
    const big = writeZip([media, deflatedMember('word/document.xml', '<w:document/>')]);
    expect(big.subarray(0, 64 * 1024).includes('word/document.xml')).toBe(false);
    expect((await inspect(big, 4096)).kind).toBe('docx');
  });

  it('names an XLSX whose workbook entry comes after 64 KiB of media from the tail, and an ODS', async () => {
    const media = deflatedMember('xl/media/image1.bin', randomBytes(200_000));
    const big = writeZip([media, deflatedMember('xl/workbook.xml', '<workbook/>')]);
    expect((await inspect(big, 4096)).kind).toBe('xlsx');
    expect((await inspect(makeXlsx({ sheets: [] }))).kind).toBe('xlsx');
    expect((await inspect(makeOds(''))).kind).toBe('ods');
  });

  it('names a CSV from its first 64 KiB, a row cut by the window and a character cut in two alike', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `Müller ${i};${i},50;Köln`).join('\r\n');
    const csv = Buffer.from(`Name;Betrag;Ort\r\n${rows}\r\n`, 'utf8');
    expect(csv.length).toBeGreaterThan(64 * 1024);
    expect((await inspect(csv, 4096)).kind).toBe('csv');
    expect((await inspect(Buffer.from('Item,Qty\nWidget,2\n'))).kind).toBe('csv');
  });

  it('refuses random bytes, a plain zip and an empty file with catalogue errors', async () => {
    const random = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 31 + 7) % 256));
    await expect(inspect(random)).rejects.toMatchObject({ code: 'file/unsupported-type' });
    await expect(
      inspect(writeZip([deflatedMember('a.txt', 'x'.repeat(100_000))])),
    ).rejects.toMatchObject({ code: 'file/unsupported-type' });
    await expect(inspect(Buffer.alloc(0))).rejects.toMatchObject({ code: 'file/empty' });
  });
});
