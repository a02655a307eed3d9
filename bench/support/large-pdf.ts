import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';

/** A valid one-page PDF padded with an incompressible embedded file to about `bytes`. */
export async function makeLargePdf(bytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('large', { x: 20, y: 100 });
  await pdf.attach(randomBytes(bytes - 4096), 'padding.bin', {
    mimeType: 'application/octet-stream',
  });
  return pdf.save({ useObjectStreams: false });
}
