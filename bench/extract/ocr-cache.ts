/** Loaded OCR per corpus file, cached in bench/.out/ocr by content hash so extractor iterations skip OCR. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OcrDocument } from '@docsift/core/ocr';
import { loadDocument } from '@docsift/extract/load';
import type { OcrBackend } from '@docsift/extract/ocr';

export interface LoadedDocument {
  ocr: OcrDocument;
  /** Wall-clock load time when the OCR was produced (also reported for cache hits). */
  loadMs: number;
  cached: boolean;
}

/** The cache of one forced OCR backend: its own folder, so the default cache keeps what it holds. */
export function ocrCacheDir(benchOut: string, backend?: OcrBackend): string {
  return path.join(benchOut, backend ? `ocr-${backend}` : 'ocr');
}

/** Longer than any read of the corpus takes, however loaded the machine. */
const READ_WITHOUT_DEADLINE_MS = 3_600_000;

export async function loadWithCache(
  file: string,
  cacheDir: string,
  useCache: boolean,
  ocrBackend?: OcrBackend,
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
    ...(ocrBackend ? { ocrBackend } : {}),
    limits: { imageReadBaseMs: READ_WITHOUT_DEADLINE_MS },
  });
  const loadMs = performance.now() - started;
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify({ ocr, loadMs }));
  return { ocr, loadMs, cached: false };
}
