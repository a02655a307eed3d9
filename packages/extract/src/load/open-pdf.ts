import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '@docsift/core/errors';

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** pdfjs reads these directories from disk in Node; a trailing separator is required. */
const standardFontDataUrl = path.join(pdfjsDir, 'standard_fonts') + path.sep;
const cMapUrl = path.join(pdfjsDir, 'cmaps') + path.sep;

/**
 * Opens a PDF with pdfjs, offline and without eval. An empty user password is tried (pdfjs does
 * so itself), so owner-only encryption opens; a real user password is 'file/encrypted', an
 * unreadable file 'file/corrupt'. Images above `maxImagePixels` are left out, never decoded.
 */
export async function openPdf(
  bytes: Uint8Array,
  { maxImagePixels }: { maxImagePixels: number },
): Promise<PDFDocumentProxy> {
  const task = getDocument({
    // A backstop for images the raw scan cannot size (inline ones): pdf.js drops them undecoded.
    maxImageSize: maxImagePixels,
    // pdfjs takes ownership of (detaches) the buffer it gets: give it a copy.
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    isEvalSupported: false,
    useWorkerFetch: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (cause) {
    // Without an onPassword handler pdfjs rejects with a PasswordException when the empty password fails.
    if ((cause as Error | undefined)?.name === 'PasswordException')
      throw new AppError('file/encrypted', { cause });
    throw new AppError('file/corrupt', { cause });
  }
}
