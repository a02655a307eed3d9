import { AppError } from '@docsift/core/errors';

export interface RawImage {
  width: number;
  height: number;
  /** Packed RGB, 3 bytes per pixel, top row first. */
  data: Buffer;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;

/**
 * Decodes an uncompressed 24- or 32-bit BMP (what scanners and screenshots write); sharp reads no BMP.
 * Palette and RLE BMPs are rare in documents and rejected as 'file/unsupported-type'.
 */
export function decodeBmp(bytes: Uint8Array, maxPixels: number): RawImage {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 54) throw new AppError('file/corrupt');
  const dataOffset = view.readUInt32LE(10);
  const width = view.readInt32LE(18);
  const signedHeight = view.readInt32LE(22);
  const bitsPerPixel = view.readUInt16LE(28);
  const compression = view.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  const isSupported =
    (bitsPerPixel === 24 && compression === BI_RGB) ||
    (bitsPerPixel === 32 && (compression === BI_RGB || compression === BI_BITFIELDS));
  if (!isSupported) {
    throw new AppError('file/unsupported-type', {
      message: `Unsupported BMP (${bitsPerPixel}-bit, compression ${compression}): save it as PNG or JPEG`,
    });
  }
  if (width <= 0 || height === 0) throw new AppError('file/corrupt');
  if (width * height > maxPixels) throw new AppError('file/too-many-pixels');
  const bytesPerPixel = bitsPerPixel / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (dataOffset + stride * height > view.length) throw new AppError('file/corrupt');
  const data = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    // Rows are stored bottom-up unless the height is negative.
    const source = dataOffset + stride * (signedHeight > 0 ? height - 1 - row : row);
    for (let x = 0; x < width; x += 1) {
      const from = source + x * bytesPerPixel;
      const to = (row * width + x) * 3;
      data[to] = view[from + 2]!;
      data[to + 1] = view[from + 1]!;
      data[to + 2] = view[from]!;
    }
  }
  return { width, height, data };
}
