import { loadDocument } from '../load/load-document.ts';
import { ocrBackend, terminateOcr } from '../ocr/recognize-image.ts';
import { pdfTextBackend } from '../load/poppler-text-layer.ts';
import { loadBackendsFromEnv } from './cli-environment.ts';
import { writeLine } from './write-line.ts';

/**
 * `docsift ocr FILE`: prints the document's OCR JSON to stdout, the backends used to stderr.
 * OCR workers are ended afterwards so the process exits as soon as the output is written.
 */
export async function ocrCommand(file: string): Promise<void> {
  const backends = loadBackendsFromEnv();
  process.stderr.write(
    `docsift: pdf text layer via ${pdfTextBackend(backends.pdfTextBackend)}, ocr of photos via ${ocrBackend(backends.ocrBackend, 'photo')}, of scanned pages via ${ocrBackend(backends.ocrBackend)}\n`,
  );
  try {
    const document = await loadDocument(file, backends);
    await writeLine(JSON.stringify(document, null, 2));
  } finally {
    await terminateOcr();
  }
}
