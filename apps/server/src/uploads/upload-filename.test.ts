import { describe, expect, it } from 'vitest';
import { isSafeKey } from '../platform/storage/storage.ts';
import { displayFilename, storageFilename } from './upload-filename.ts';

describe('upload filenames', () => {
  it('drops directories and control characters from the shown name', () => {
    expect(displayFilename('C:\\Users\\x\\Rechnung März.pdf')).toBe('Rechnung März.pdf');
    expect(displayFilename('../../etc/passwd')).toBe('passwd');
    expect(displayFilename('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(displayFilename('  ')).toBe('file');
    expect(displayFilename(undefined)).toBe('file');
    expect(Array.from(displayFilename('x'.repeat(1000))).length).toBe(255);
  });

  // Issue 27 item 11: U+202E made a name ending "fdp.exe" read as one ending "exe.pdf" in the lists.
  it('drops bidirectional control characters from the shown name', () => {
    expect(displayFilename('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(displayFilename('\u2066a\u2069\u200f\u202ab\u202c.pdf')).toBe('ab.pdf');
    expect(displayFilename('فاتورة\u061c.pdf')).toBe('فاتورة.pdf');
  });

  it('makes a key-safe storage name that keeps the extension', () => {
    expect(storageFilename('Rechnung März 2024.pdf')).toBe('Rechnung_Marz_2024.pdf');
    expect(storageFilename('..hidden..pdf')).toBe('hidden.pdf');
    expect(storageFilename('请求.png')).toBe('png');
    expect(storageFilename('%%%')).toBe('file');
    const long = storageFilename(`${'a'.repeat(300)}.docx`);
    expect([long.length, long.endsWith('.docx')]).toEqual([100, true]);
    for (const name of ['../../x', 'a/b', '.', '..', 'ÄÖÜ', 'x..y'])
      expect(isSafeKey(`doctype/d/1_${storageFilename(name)}`)).toBe(true);
  });
});
