/**
 * Loaded OCR per corpus file, cached in bench/.out/ocr by content hash so extractor iterations skip
 * OCR. A forced OCR engine or the pdf.js text layer reads into a folder of its own, so a figure
 * is never one reader's text under another's name.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OcrDocument } from '@docsift/core/ocr';
import { loadDocument, pdfTextBackend, type LoadBackends } from '@docsift/extract/load';

export interface LoadedDocument {
  ocr: OcrDocument;
  /** Wall-clock load time when the OCR was produced (also reported for cache hits). */
  loadMs: number;
  cached: boolean;
}

/** The cache of these readers: the default one (poppler where installed) is plain `ocr`. */
export function ocrCacheDir(benchOut: string, backends: LoadBackends = {}): string {
  const readers = [
    backends.ocrBackend,
    pdfTextBackend(backends.pdfTextBackend) === 'pdfjs' ? 'pdfjs' : undefined,
  ].filter((reader) => reader !== undefined);
  return path.join(benchOut, ['ocr', ...readers].join('-'));
}

/** Longer than any read of the corpus takes, however loaded the machine. */
const READ_WITHOUT_DEADLINE_MS = 3_600_000;

export async function loadWithCache(
  file: string,
  cacheDir: string,
  useCache: boolean,
  backends: LoadBackends = {},
): Promise<LoadedDocument> {
  const bytes = await readFile(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const cacheFile = path.join(cacheDir, `${path.basename(file)}.${hash}.json`);
  if (useCache) {
    const hit = await readFile(cacheFile, 'utf8').catch(() => null);
    if (hit) {
      const { ocr, loadMs } = JSON.parse(hit) as { ocr: OcrDocument; loadMs: number };
      return { ocr, loadMs, cached: true };
    }
  }
  const started = performance.now();
  // The cache keeps what the engine reads, so a busy machine must not turn a slow read into a
  // failed one: the product's reading deadline (against images of noise) is lifted here.
  const ocr = await loadDocument(bytes, {
    ...backends,
    limits: { imageReadBaseMs: READ_WITHOUT_DEADLINE_MS },
  });
  const loadMs = performance.now() - started;
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify({ ocr, loadMs }));
  return { ocr, loadMs, cached: false };
}
