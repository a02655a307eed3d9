import type { Upload } from '@docsift/core/upload';

const hasBeenScanned = (state: Upload['state']) => state === 'parsing' || state === 'done';

/**
 * An upload as the server sends it, for unit tests: `upload-1` of `doctype-1`. A scanned one
 * (parsing, done) has its OCR file and a done one its doctype hash, unless overridden.
 */
export function buildUpload(overrides: Partial<Upload> = {}): Upload {
  const id = overrides.id ?? 'upload-1';
  const state = overrides.state ?? 'uploaded';
  return {
    id,
    type: 'upload',
    author: 'user-1',
    created: 1,
    updated: 1,
    target: 'doctype-1',
    state,
    filename: `${id}.pdf`,
    file: {
      source: `doctype/doctype-1/1_${id}.pdf`,
      ocr: hasBeenScanned(state) ? `doctype/doctype-1/1_${id}.ocr.json` : null,
    },
    contentType: 'application/pdf',
    size: 10,
    expiresAt: 2,
    error: null,
    doctypeHash: state === 'done' ? 'hash-1' : null,
    recordCount: 0,
    ...overrides,
  };
}
