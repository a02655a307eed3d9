import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';

/**
 * A valid PDF of `pages` text pages padded with an incompressible embedded file to about
 * `bytes`: large to copy and to check, quick to read.
 */
export async function makeLargePdf(bytes: number, pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 1; page <= pages; page += 1)
    pdf.addPage([200, 200]).drawText(`large page ${page}`, { x: 20, y: 100 });
  await pdf.attach(randomBytes(bytes - 4096 - pages * 512), 'padding.bin', {
    mimeType: 'application/octet-stream',
  });
  return pdf.save({ useObjectStreams: false });
}
