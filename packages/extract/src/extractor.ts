import { AppError } from '@docsift/core/errors';
import type { DoctypeMode, Field, FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { MAX_RECORDS_PER_PARSE } from '@docsift/core/limits';
import type { BBox, OcrDocument } from '@docsift/core/ocr';
import type { WorkedExample } from './learning/lesson.ts';

/** A doctype as an extractor sees it: fields carry their keys. */
export interface ExtractionDoctype {
  title: string;
  mode: DoctypeMode;
  prompt: string;
  fields: Field[];
}

export interface ExtractRequest {
  ocr: OcrDocument;
  doctype: ExtractionDoctype;
  /**
   * Documents people corrected, with their values, newest first: the LLM engine shows the one of
   * this document's layout as a worked example. The offline engine learns places instead.
   */
  examples?: readonly WorkedExample[];
  signal?: AbortSignal;
}

export interface ValueSource {
  page: number;
  bbox: BBox;
}

export interface ExtractedRecord {
  values: Record<string, FieldValue>;
  sources: Record<string, ValueSource>;
  /** 0..1 per field key. */
  confidence: Record<string, number>;
  /**
   * Pages the engine could not read for this record (the LLM's answer stayed invalid after the
   * repair): the values those pages hold are missing, so a person should fill them in. Absent
   * when every page was read.
   */
  unreadPages?: number[];
}

export interface ExtractResult {
  records: ExtractedRecord[];
}

export interface SuggestedField {
  caption: string;
  description: string;
  type: FieldType;
}

/** What a sample document calls for: the mode its layout suggests (a table: many records) and the fields. */
export interface FieldSuggestion {
  mode: DoctypeMode;
  fields: SuggestedField[];
}

/** One extraction engine (offline rules or an LLM), chosen by config. */
export interface Extractor {
  readonly name: 'offline' | 'llm';
  extract(request: ExtractRequest): Promise<ExtractResult>;
  suggestFields(ocr: OcrDocument, language: 'en' | 'de'): Promise<FieldSuggestion>;
  /** Refined field descriptions, written in `language` where the engine writes them itself; fields otherwise unchanged. */
  calibrate(ocr: OcrDocument, doctype: ExtractionDoctype, language: 'en' | 'de'): Promise<Field[]>;
}

/** The spec's 10,000-record ceiling per parse. */
export function assertWithinRecordLimit(records: readonly unknown[]): void {
  if (records.length > MAX_RECORDS_PER_PARSE) throw new AppError('parse/record-limit');
}
