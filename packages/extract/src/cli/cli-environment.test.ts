import { availableParallelism } from 'node:os';
import { AppError } from '@docsift/core/errors';
import { describe, expect, it } from 'vitest';
import {
  batchConcurrencyFromEnv,
  extractorConfigFromEnv,
  loadBackendsFromEnv,
} from './cli-environment.ts';

describe('loadBackendsFromEnv', () => {
  it('forces the readers named by DOCSIFT_OCR_BACKEND and DOCSIFT_PDF_TEXT_BACKEND', () => {
    expect(
      loadBackendsFromEnv({ DOCSIFT_OCR_BACKEND: 'wasm', DOCSIFT_PDF_TEXT_BACKEND: 'pdfjs' }),
    ).toEqual({ ocrBackend: 'wasm', pdfTextBackend: 'pdfjs' });
    expect(loadBackendsFromEnv({ DOCSIFT_OCR_BACKEND: 'ppocr' })).toMatchObject({
      ocrBackend: 'ppocr',
    });
  });

  it('leaves the choice to what is installed when the variables are unset or empty', () => {
    expect(loadBackendsFromEnv({ DOCSIFT_OCR_BACKEND: ' ' })).toEqual({
      ocrBackend: undefined,
      pdfTextBackend: undefined,
    });
  });

  it('refuses an unknown backend with invalid-argument naming the variable', () => {
    expect(() => loadBackendsFromEnv({ DOCSIFT_PDF_TEXT_BACKEND: 'mupdf' })).toThrow(
      expect.objectContaining({ code: 'invalid-argument', field: 'DOCSIFT_PDF_TEXT_BACKEND' }),
    );
  });
});

describe('extractorConfigFromEnv', () => {
  it('reads LLM_* only for the llm engine', () => {
    expect(extractorConfigFromEnv('offline', { LLM_PROVIDER: 'nonsense' })).toEqual({
      engine: 'offline',
    });
    expect(extractorConfigFromEnv('llm', { LLM_PROVIDER: 'ollama', LLM_MODEL: 'm' })).toMatchObject(
      { engine: 'llm', llm: { provider: 'ollama', model: 'm' } },
    );
    expect(() => extractorConfigFromEnv('llm', {})).toThrow(AppError);
  });
});

describe('batchConcurrencyFromEnv', () => {
  it('reads EXTRACTION_PROCESSES documents at a time, else one per core', () => {
    expect(batchConcurrencyFromEnv({ EXTRACTION_PROCESSES: '3' })).toBe(3);
    expect(batchConcurrencyFromEnv({})).toBe(availableParallelism());
  });

  it('refuses a count the server would refuse, naming the variable', () => {
    expect(() => batchConcurrencyFromEnv({ EXTRACTION_PROCESSES: '0' })).toThrow(
      expect.objectContaining({ code: 'invalid-argument', field: 'EXTRACTION_PROCESSES' }),
    );
  });
});
