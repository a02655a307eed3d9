/**
 * `docsift extract FILE… | DIR --doctype DOCTYPE.json [--engine offline|llm] [--json] [--jsonl]`.
 * One file prints its records keyed by field caption, the page count and timings; several files,
 * a folder or --jsonl print one JSON line per file (extract-batch.ts). OCR workers are ended
 * afterwards so the process exits as soon as the output is written.
 */
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { createExtractor } from '../engines/create-extractor.ts';
import type { Extractor, ExtractedRecord, ExtractionDoctype } from '../extractor.ts';
import { loadDocument } from '../load/load-document.ts';
import type { LoadBackends } from '../load/load-options.ts';
import { terminateOcr } from '../ocr/recognize-image.ts';
import {
  batchConcurrencyFromEnv,
  extractorConfigFromEnv,
  loadBackendsFromEnv,
} from './cli-environment.ts';
import type { BatchOutput } from './extract-batch.ts';
import { extractBatch } from './extract-batch.ts';
import { inputFiles, isDirectory } from './input-files.ts';
import { readDoctypeFile } from './read-doctype-file.ts';
import { writeLine } from './write-line.ts';

export interface ExtractCommandOptions {
  doctype: string;
  engine: 'offline' | 'llm';
  /** One file: compact JSON instead of indented. */
  json: boolean;
  /** JSON lines even for a single file. */
  jsonl: boolean;
}

/** Resolves to whether every file was read; a single file that cannot be read throws instead. */
export async function extractCommand(
  inputs: readonly string[],
  options: ExtractCommandOptions,
  output: BatchOutput = process,
): Promise<boolean> {
  try {
    const doctype = await readDoctypeFile(options.doctype);
    const extraction: Extraction = {
      doctype,
      extractor: createExtractor(extractorConfigFromEnv(options.engine)),
      backends: loadBackendsFromEnv(),
    };
    const [input] = inputs;
    if (inputs.length === 1 && !options.jsonl && !(await isDirectory(input!))) {
      const result = await extractTimed(input!, extraction);
      await writeLine(JSON.stringify(result, null, options.json ? undefined : 2), output.stdout);
      return true;
    }
    const failed = await extractBatch(
      await inputFiles(inputs),
      async (file) => {
        const { records, pages } = await extractTimed(file, extraction);
        return { records, pages };
      },
      { concurrency: batchConcurrencyFromEnv(), output },
    );
    return failed === 0;
  } finally {
    await terminateOcr();
  }
}

interface Extraction {
  doctype: ExtractionDoctype;
  extractor: Extractor;
  backends: LoadBackends;
}

async function extractTimed(file: string, { doctype, extractor, backends }: Extraction) {
  const started = performance.now();
  const ocr = await loadDocument(file, backends);
  const loaded = performance.now();
  const { records } = await extractor.extract({ ocr, doctype });
  const done = performance.now();
  return {
    records: records.map((record) => byCaption(record, doctype.fields)),
    pages: ocr.pages.length,
    ms: {
      load: Math.round(loaded - started),
      extract: Math.round(done - loaded),
      total: Math.round(done - started),
    },
  };
}

/** Values keyed by caption; where two fields share a caption the later one gets its key appended. */
function byCaption(record: ExtractedRecord, fields: readonly Field[]): Record<string, FieldValue> {
  const result: Record<string, FieldValue> = {};
  for (const field of fields) {
    const name = Object.hasOwn(result, field.caption)
      ? `${field.caption} (${field.key})`
      : field.caption;
    result[name] = record.values[field.key] ?? null;
  }
  return result;
}
