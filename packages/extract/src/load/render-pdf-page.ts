import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';

/** pdfjs types its canvas as the DOM's; @napi-rs/canvas implements the part it uses. */
type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

/** 300 dpi is what tesseract is trained for. */
const OCR_DPI = 300;
/** Caps the bitmap of oversized pages (posters, broken MediaBoxes) at ~20 MP, 80 MB of RGBA. */
const MAX_RENDER_PIXELS = 20_000_000;

export interface RenderedPage {
  image: sharp.Sharp;
  /** Pixels per PDF point: divide pixel boxes by this to get points. */
  scale: number;
}

/** Renders a page to pixels for OCR, on a white background. */
export async function renderPdfPage(page: PDFPageProxy): Promise<RenderedPage> {
  const unscaled = page.getViewport({ scale: 1 });
  const scale = Math.min(
    OCR_DPI / 72,
    Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, unscaled.width * unscaled.height)),
  );
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas: canvas as unknown as RenderCanvas, viewport }).promise;
  const pixels = context.getImageData(0, 0, width, height).data;
  const image = sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width, height, channels: 4 },
  });
  return { image, scale };
}
