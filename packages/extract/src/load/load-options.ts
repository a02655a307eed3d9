import { DEFAULT_UPLOAD_MAX_BYTES } from '@docsift/core/limits';
import type { OcrBackend } from '../ocr/recognize-image.ts';

export interface LoadLimits {
  /** Largest input accepted, in bytes ('file/too-large'). */
  maxBytes: number;
  /** Most pages a PDF may have ('file/too-many-pages'). */
  maxPages: number;
  /** Most pixels of an image, read from its header before decoding ('file/too-many-pixels'). */
  maxPixels: number;
  /** Most bytes a DOCX may inflate to, checked in the zip directory before inflating ('file/too-large'). */
  maxDecompressedBytes: number;
}

export interface LoadOptions {
  /** Tesseract language codes, default ['eng', 'deu']. */
  languages?: string[];
  limits?: Partial<LoadLimits>;
  /** Pages done out of the document's total, after each page. */
  onProgress?: (done: number, total: number) => void;
  /** Abort with a reason; a TimeoutError (AbortSignal.timeout) becomes 'deadline-exceeded', else 'cancelled'. */
  signal?: AbortSignal;
  /** Force an OCR backend instead of ocrBackend()'s choice. */
  ocrBackend?: OcrBackend;
}

export interface ResolvedLoadOptions {
  languages: string[];
  limits: LoadLimits;
  onProgress: (done: number, total: number) => void;
  signal: AbortSignal | undefined;
  ocrBackend: OcrBackend | undefined;
}

export const defaultLoadLimits: LoadLimits = {
  maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
  maxPages: 500,
  maxPixels: 50_000_000,
  maxDecompressedBytes: 200 * 1024 * 1024,
};

export function resolveLoadOptions(options: LoadOptions = {}): ResolvedLoadOptions {
  return {
    languages: options.languages?.length ? options.languages : ['eng', 'deu'],
    limits: { ...defaultLoadLimits, ...options.limits },
    onProgress: options.onProgress ?? (() => {}),
    signal: options.signal,
    ocrBackend: options.ocrBackend,
  };
}
