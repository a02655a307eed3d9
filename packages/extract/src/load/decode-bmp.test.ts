import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import { makeBmp } from '../../test/fixtures/bmp-writer.ts';
import { decodeBmp } from './decode-bmp.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

async function gradientPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1)
    pixels.set([i % 256, (i * 7) % 256, (i * 13) % 256], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('decodeBmp', () => {
  it('decodes a 24-bit bottom-up BMP to the same pixels, rows padded to 4 bytes', async () => {
    const png = await gradientPng(5, 3);
    const decoded = decodeBmp(await makeBmp(png), 1_000);
    const expected = await sharp(png).raw().toBuffer();
    expect(decoded).toMatchObject({ width: 5, height: 3 });
    expect(decoded.data.equals(expected)).toBe(true);
  });

  it('checks the pixel limit from the header and rejects palette BMPs clearly', async () => {
    const bmp = await makeBmp(await gradientPng(50, 50));
    expect(codeOf(() => decodeBmp(bmp, 100))).toBe('file/too-many-pixels');
    const palette = Buffer.from(bmp);
    palette.writeUInt16LE(8, 28);
    expect(codeOf(() => decodeBmp(palette, 10_000))).toBe('file/unsupported-type');
    expect(codeOf(() => decodeBmp(bmp.subarray(0, 100), 10_000))).toBe('file/corrupt');
  });
});
