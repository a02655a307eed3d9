/**
 * `docsift extract FILE --doctype DOCTYPE.json [--engine offline|llm] [--json]`: prints the
 * records keyed by field caption, the page count and timings. OCR workers are ended afterwards
 * so the process exits as soon as the output is written.
 */
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { createExtractor } from '../engines/create-extractor.ts';
import type { ExtractedRecord } from '../extractor.ts';
import { loadDocument } from '../load/load-document.ts';
import { terminateOcr } from '../ocr/recognize-image.ts';
import { extractorConfigFromEnv, loadBackendsFromEnv } from './cli-environment.ts';
import { readDoctypeFile } from './read-doctype-file.ts';

export interface ExtractCommandOptions {
  doctype: string;
  engine: 'offline' | 'llm';
  json: boolean;
}

export async function extractCommand(file: string, options: ExtractCommandOptions): Promise<void> {
  try {
    const doctype = await readDoctypeFile(options.doctype);
    const extractor = createExtractor(extractorConfigFromEnv(options.engine));
    const backends = loadBackendsFromEnv();
    const started = performance.now();
    const ocr = await loadDocument(file, backends);
    const loaded = performance.now();
    const { records } = await extractor.extract({ ocr, doctype });
    const done = performance.now();
    const output = {
      records: records.map((record) => byCaption(record, doctype.fields)),
      pages: ocr.pages.length,
      ms: {
        load: Math.round(loaded - started),
        extract: Math.round(done - loaded),
        total: Math.round(done - started),
      },
    };
    await writeStdout(options.json ? JSON.stringify(output) : JSON.stringify(output, null, 2));
  } finally {
    await terminateOcr();
  }
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

export function writeStdout(text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(`${text}\n`, (error) => (error ? reject(error) : resolve())),
  );
}
