/**
 * The variables that force a document reader, as zod fields: the server spreads them into its one
 * config schema, the extract CLI parses them on its own. Unset or empty, what is installed decides.
 */
import { z } from 'zod';
import type { LoadBackends } from './load/load-options.ts';
import type { PdfTextBackend } from './load/poppler-text-layer.ts';
import { ocrBackends } from './ocr/ocr-backend.ts';

const unsetWhenEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const backendVariables = {
  DOCSIFT_OCR_BACKEND: z.preprocess(unsetWhenEmpty, z.enum(ocrBackends).optional()),
  DOCSIFT_PDF_TEXT_BACKEND: z.preprocess(
    unsetWhenEmpty,
    z.enum(['poppler', 'pdfjs'] satisfies PdfTextBackend[]).optional(),
  ),
};

export type BackendVariables = z.infer<z.ZodObject<typeof backendVariables>>;

export function loadBackends(variables: BackendVariables): LoadBackends {
  return {
    ocrBackend: variables.DOCSIFT_OCR_BACKEND,
    pdfTextBackend: variables.DOCSIFT_PDF_TEXT_BACKEND,
  };
}
