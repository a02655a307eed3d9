import sharp from 'sharp';

/** Images whose shorter side is below this get upscaled: tesseract misreads glyphs under ~20 px. */
const MIN_SHORT_SIDE = 400;
const UPSCALE_TARGET_SHORT_SIDE = 800;
/**
 * Larger images are scaled down to this many pixels before recognition: an A4 page at 400 dpi
 * has 15.5 million, and more adds time and memory (a 7000×7000 image held ~990 MB), not words.
 */
export const MAX_OCR_PIXELS = 16_000_000;

export interface PreparedImage {
  png: Buffer;
  /** Size of the image as the caller sees it (after EXIF rotation), in pixels. */
  width: number;
  height: number;
  /** Recognised pixels per caller pixel: divide OCR boxes by this. */
  scale: number;
}

/**
 * The image as tesseract reads it best: EXIF rotation applied, grayscale, small images upscaled,
 * images above MAX_OCR_PIXELS scaled down, re-encoded as PNG (fast to write, lossless, readable
 * by both backends). The caller builds `image` with its pixel limit, having checked the size from
 * the header.
 */
export async function prepareImageForOcr(image: sharp.Sharp): Promise<PreparedImage> {
  const rotated = image.rotate();
  const { data, info } = await rotated.grayscale().raw().toBuffer({ resolveWithObject: true });
  const scale = ocrScale(info.width, info.height);
  const raw = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  const resized =
    scale === 1
      ? raw
      : raw.resize(Math.round(info.width * scale), Math.round(info.height * scale), {
          kernel: 'lanczos3',
        });
  const png = await resized.png({ compressionLevel: 1 }).toBuffer();
  return { png, width: info.width, height: info.height, scale };
}

/** Recognised pixels per image pixel: up for tiny images, down for huge ones, else 1. */
function ocrScale(width: number, height: number): number {
  const shortSide = Math.min(width, height);
  if (shortSide > 0 && shortSide < MIN_SHORT_SIDE) return UPSCALE_TARGET_SHORT_SIDE / shortSide;
  const pixels = width * height;
  return pixels > MAX_OCR_PIXELS ? Math.sqrt(MAX_OCR_PIXELS / pixels) : 1;
}
