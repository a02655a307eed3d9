/**
 * The OCR engines, in a module of their own so the config that parses DOCSIFT_OCR_BACKEND loads
 * none of them. 'native': the `tesseract` binary on PATH, one process per core. 'wasm':
 * tesseract.js workers. 'ppocr': PP-OCRv4 on onnxruntime, one page at a time on every core.
 */
export const ocrBackends = ['native', 'wasm', 'ppocr'] as const;

export type OcrBackend = (typeof ocrBackends)[number];
