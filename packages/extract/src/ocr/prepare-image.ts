import sharp from 'sharp';

/** Images whose shorter side is below this get upscaled: tesseract misreads glyphs under ~20 px. */
const MIN_SHORT_SIDE = 400;
const UPSCALE_TARGET_SHORT_SIDE = 800;

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
 * re-encoded as PNG (fast to write, lossless, readable by both backends). The caller builds `image`
 * with its pixel limit, having checked the size from the header.
 */
export async function prepareImageForOcr(image: sharp.Sharp): Promise<PreparedImage> {
  const rotated = image.rotate();
  const { data, info } = await rotated.grayscale().raw().toBuffer({ resolveWithObject: true });
  const shortSide = Math.min(info.width, info.height);
  const scale =
    shortSide > 0 && shortSide < MIN_SHORT_SIDE ? UPSCALE_TARGET_SHORT_SIDE / shortSide : 1;
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
