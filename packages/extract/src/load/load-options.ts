import {
  DEFAULT_UPLOAD_MAX_BYTES,
  MAX_DECOMPRESSED_BYTES,
  MAX_PDF_PAGES,
  MAX_SHEET_CELLS,
  MAX_SHEET_ROWS,
} from '@docsift/core/limits';
import type { OcrBackend } from '../ocr/recognize-image.ts';
import type { PdfTextBackend } from './poppler-text-layer.ts';

export interface LoadLimits {
  /** Largest input accepted, in bytes ('file/too-large'). */
  maxBytes: number;
  /** Most pages a PDF may have ('file/too-many-pages'). */
  maxPages: number;
  /**
   * Most pixels of an image, or of any image inside a PDF, read from its header or dictionary
   * before decoding ('file/too-many-pixels').
   */
  maxPixels: number;
  /**
   * Most bytes a DOCX or spreadsheet, or the non-image streams of a PDF together, may inflate to; checked before
   * anything keeps inflated bytes ('file/too-large').
   */
  maxDecompressedBytes: number;
  /** Most cells a spreadsheet or CSV may span, rows times widest row per sheet ('file/too-many-cells'). */
  maxCells: number;
  /**
   * Most rows a spreadsheet or CSV may hold under its sheets' first rows, all sheets together
   * ('file/too-many-rows'): in the multi modes each becomes a record.
   */
  maxSheetRows: number;
  /**
   * An image's recognition may take this long plus `imageReadMsPerMegapixel` for each million
   * pixels it is read at; past that it fails with 'file/unreadable' (noise reads for many minutes).
   */
  imageReadBaseMs: number;
  imageReadMsPerMegapixel: number;
}

/** Readers forced by configuration; each one absent is chosen by what is installed. */
export interface LoadBackends {
  ocrBackend?: OcrBackend;
  pdfTextBackend?: PdfTextBackend;
}

/** A long PDF read in slices: where this one starts, and when it stops starting pages. */
export interface PageSlice {
  /** The first page to read (1-based). */
  first: number;
  /** Most pages to read. */
  maxPages: number;
  /** No page starts after this many ms; the pages read end at the last one started. */
  maxMs: number;
  /**
   * Most pages the first slice of a document longer than `maxPages` reads (default `maxPages`).
   * That slice starts as new work does, ahead of long documents' later slices: reading little,
   * it holds its process no longer than a short document would.
   */
  longStartPages?: number;
  /**
   * An earlier slice of this very file passed the stream check (its pixel and decompression
   * limits): it is not read again for every slice of a long document.
   */
  isFileChecked?: boolean;
}

export interface LoadOptions extends LoadBackends {
  /** Tesseract language codes, default ['eng', 'deu']. */
  languages?: string[];
  limits?: Partial<LoadLimits>;
  /** Pages done out of the document's total, after each page. */
  onProgress?: (done: number, total: number) => void;
  /** PDFs only: read a slice of the pages instead of all of them. */
  slice?: PageSlice;
  /** PDFs only: called with the document's page count before any page is read. */
  onPageCount?: (count: number) => void;
  /** PDFs only: called when the file's streams passed the check against the limits. */
  onStreamsChecked?: () => void;
  /** Abort with a reason; a TimeoutError (AbortSignal.timeout) becomes 'deadline-exceeded', else 'cancelled'. */
  signal?: AbortSignal;
}

export interface ResolvedLoadOptions {
  languages: string[];
  limits: LoadLimits;
  onProgress: (done: number, total: number) => void;
  slice: PageSlice | undefined;
  onPageCount: (count: number) => void;
  onStreamsChecked: () => void;
  signal: AbortSignal | undefined;
  ocrBackend: OcrBackend | undefined;
  pdfTextBackend: PdfTextBackend | undefined;
}

export const defaultLoadLimits: LoadLimits = {
  maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
  maxPages: MAX_PDF_PAGES,
  maxPixels: 50_000_000,
  maxDecompressedBytes: MAX_DECOMPRESSED_BYTES,
  maxCells: MAX_SHEET_CELLS,
  maxSheetRows: MAX_SHEET_ROWS,
  // Generous for text on a busy machine: an A4 scan at 300 dpi (8.7 million pixels) gets 117 s.
  imageReadBaseMs: 30_000,
  imageReadMsPerMegapixel: 10_000,
};

export function resolveLoadOptions(options: LoadOptions = {}): ResolvedLoadOptions {
  return {
    languages: options.languages?.length ? options.languages : ['eng', 'deu'],
    limits: { ...defaultLoadLimits, ...options.limits },
    onProgress: options.onProgress ?? (() => {}),
    slice: options.slice,
    onPageCount: options.onPageCount ?? (() => {}),
    onStreamsChecked: options.onStreamsChecked ?? (() => {}),
    signal: options.signal,
    ocrBackend: options.ocrBackend,
    pdfTextBackend: options.pdfTextBackend,
  };
}
