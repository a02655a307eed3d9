import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ascii85, lzwEncode, lzwZeros } from '../../test/fixtures/hostile-pdf.ts';
import { decodedSize } from './pdf-filters.ts';

const filter = (name: string) => ({ name, earlyChange: 1 });
/** Text long enough for LZW codes to widen from 9 to 11 bits. */
const text = Buffer.from(
  Array.from(
    { length: 200 },
    (_, n) => `BT /F1 10 Tf 72 ${n} Td (Line ${n} of the page) Tj ET\n`,
  ).join(''),
  'latin1',
);

describe('decodedSize', () => {
  it('counts every filter that can grow data, alone and chained', async () => {
    expect(await decodedSize(lzwEncode(text), [filter('LZWDecode')], 1e9)).toBe(text.length);
    expect(await decodedSize(ascii85(text), [filter('A85')], 1e9)).toBe(text.length);
    const hex = Buffer.from(`${text.toString('hex')}>`);
    expect(await decodedSize(hex, [filter('ASCIIHexDecode')], 1e9)).toBe(text.length);
    // 5 literal bytes, then 128 copies of one byte, then the end.
    const runs = Buffer.from([4, 1, 2, 3, 4, 5, 129, 9, 128]);
    expect(await decodedSize(runs, [filter('RunLengthDecode')], 1e9)).toBe(133);
    const chained = ascii85(deflateSync(lzwEncode(text)));
    expect(await decodedSize(chained, [filter('A85'), filter('Fl'), filter('LZW')], 1e9)).toBe(
      text.length,
    );
  });

  it('stops counting at the cap, holding only a chunk at a time', async () => {
    const bomb = lzwZeros(128 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    expect(await decodedSize(bomb, [filter('LZWDecode')], 32 * 1024 * 1024)).toBe(32 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(128 * 1024 * 1024);
  });

  it('counts what came before damage, as pdf.js reads it', async () => {
    const damaged = Buffer.concat([deflateSync(text).subarray(0, 200)]);
    const counted = await decodedSize(damaged, [filter('FlateDecode')], 1e9);
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(text.length);
  });

  it('shows the decoded bytes to an inspector, which may stop the count', async () => {
    const seen: number[] = [];
    await decodedSize(lzwEncode(text), [filter('LZW')], 1e9, (chunk) => seen.push(chunk.length));
    expect(seen.reduce((sum, size) => sum + size, 0)).toBe(text.length);
    await expect(
      decodedSize(lzwZeros(64 * 1024 * 1024), [filter('LZW')], 1e9, () => {
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
  });
});
