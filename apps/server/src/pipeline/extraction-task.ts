/**
 * The messages between the server and its extraction processes. Files travel as paths; the
 * answers are OCR JSON, records or fields. Errors come back as catalogue {code, message}.
 */
import type { Field } from '@docsift/core/doctype';
import type { ErrorCode } from '@docsift/core/errors';
import type { OcrDocument } from '@docsift/core/ocr';
import type { ExtractedRecord, ExtractionDoctype, FieldSuggestion } from '@docsift/extract';
import type { ExtractorConfig } from '@docsift/extract/engines';
import type { LoadBackends, PageSlice } from '@docsift/extract/load';

/** The extraction engine of this deployment (EXTRACTOR and LLM_*). */
export type EngineConfig = ExtractorConfig;

export type ExtractionTask =
  | {
      kind: 'ocr';
      filePath: string;
      maxBytes: number;
      backends: LoadBackends;
      /** A PDF's slice of pages (all of them without); other documents are read whole. */
      slice?: PageSlice;
    }
  | { kind: 'extract'; ocrPath: string; doctype: ExtractionDoctype; engine: EngineConfig }
  | { kind: 'suggest'; ocrPath: string; language: 'en' | 'de'; engine: EngineConfig }
  | {
      kind: 'calibrate';
      ocrPath: string;
      doctype: ExtractionDoctype;
      language: 'en' | 'de';
      engine: EngineConfig;
    };

export interface ExtractionResults {
  /** The pages read, how many the whole document has, and whether its streams were checked. */
  ocr: OcrDocument & { pageCount: number; didCheckStreams: boolean };
  extract: { records: ExtractedRecord[] };
  suggest: FieldSuggestion;
  calibrate: Field[];
}

export type ExtractionResult<K extends ExtractionTask['kind']> = ExtractionResults[K];

export interface TaskRequest {
  id: number;
  task: ExtractionTask;
}

export type TaskResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { code: ErrorCode; message: string } };
