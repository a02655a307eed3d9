/**
 * The messages between the server and its extraction processes. Files travel as paths; the
 * answers are OCR JSON, records or fields. Errors come back as catalogue {code, message}.
 */
import type { Field } from '@docsift/core/doctype';
import type { ErrorCode } from '@docsift/core/errors';
import type { OcrDocument } from '@docsift/core/ocr';
import type { ExtractedRecord, ExtractionDoctype, FieldSuggestion } from '@docsift/extract';
import type { ExtractorConfig } from '@docsift/extract/engines';
import type { Correction, LearnedEdit } from '@docsift/extract/learning/learn';
import type { Lesson } from '@docsift/extract/learning/lesson';
import type { WorkedExample } from '@docsift/extract/learning/lesson';
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
  | {
      kind: 'extract';
      ocrPath: string;
      doctype: ExtractionDoctype;
      engine: EngineConfig;
      /** What corrections taught the doctype, newest first: applied after the engine's extraction. */
      lessons?: Lesson[];
      /** Corrected documents of the doctype, newest first: the LLM engine's worked examples. */
      examples?: WorkedExample[];
    }
  /**
   * What correcting `field` to `value` teaches on the document (only its page `page` when given),
   * and the document's part of a worked example.
   */
  | { kind: 'learn'; ocrPath: string; page?: number; corrections: Correction[] }
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
  learn: LearnedEdit;
}

export type ExtractionResult<K extends ExtractionTask['kind']> = ExtractionResults[K];

export interface TaskRequest {
  id: number;
  task: ExtractionTask;
}

export type TaskResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { code: ErrorCode; message: string } };
