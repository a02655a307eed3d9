/**
 * An extraction child process: loads documents and runs extractors for the parent's pool, one
 * task at a time, off the API's event loop. It exits with its parent (IPC disconnect).
 */
import { readFile } from 'node:fs/promises';
import { AppError, errorMessages } from '@docsift/core/errors';
import { ocrDocumentSchema } from '@docsift/core/ocr';
import type { OcrDocument } from '@docsift/core/ocr';
import { createExtractor } from '@docsift/extract/engines';
import type { Extractor } from '@docsift/extract';
import { applyLessons } from '@docsift/extract/learning/apply';
import { learnEdit } from '@docsift/extract/learning/learn';
import { loadDocument } from '@docsift/extract/load';
import type { EngineConfig, ExtractionTask, TaskRequest, TaskResponse } from './extraction-task.ts';

const extractors = new Map<string, Extractor>();

function extractorFor(config: EngineConfig): Extractor {
  const key = JSON.stringify(config);
  let extractor = extractors.get(key);
  if (!extractor) {
    extractor = createExtractor(config);
    extractors.set(key, extractor);
  }
  return extractor;
}

async function readOcr(path: string): Promise<OcrDocument> {
  return ocrDocumentSchema.parse(JSON.parse(await readFile(path, 'utf8')));
}

/** The document, or only its page numbered `page` (a record of a page-per-record doctype). */
function onPage(ocr: OcrDocument, page: number | undefined): OcrDocument {
  if (page === undefined) return ocr;
  const found = ocr.pages.find((candidate) => candidate.number === page);
  if (!found) throw new AppError('not-found', { message: `The document has no page ${page}` });
  return { pages: [found] };
}

async function run(task: ExtractionTask): Promise<unknown> {
  switch (task.kind) {
    case 'ocr': {
      let pageCount: number | undefined;
      let didCheckStreams = false;
      const ocr = await loadDocument(task.filePath, {
        limits: { maxBytes: task.maxBytes },
        ...task.backends,
        slice: task.slice,
        onPageCount: (count) => (pageCount = count),
        onStreamsChecked: () => (didCheckStreams = true),
      });
      // Images and DOCX are read whole and report no count: their pages are all there is.
      return { ...ocr, pageCount: pageCount ?? ocr.pages.length, didCheckStreams };
    }
    case 'extract': {
      const ocr = await readOcr(task.ocrPath);
      const { doctype, examples } = task;
      const result = await extractorFor(task.engine).extract({
        ocr,
        doctype,
        ...(examples && { examples }),
      });
      // Whichever engine read the document, what corrections taught comes first.
      return applyLessons(ocr, doctype.mode, doctype.fields, result, task.lessons ?? []);
    }
    case 'learn':
      return learnEdit(onPage(await readOcr(task.ocrPath), task.page), task.corrections);
    case 'suggest':
      return extractorFor(task.engine).suggestFields(await readOcr(task.ocrPath), task.language);
    case 'calibrate':
      return extractorFor(task.engine).calibrate(
        await readOcr(task.ocrPath),
        task.doctype,
        task.language,
      );
  }
}

function toResponseError(error: unknown): { code: AppError['code']; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  process.stderr.write(`extraction failed: ${(error as Error)?.stack ?? String(error)}\n`);
  return { code: 'internal', message: errorMessages.internal };
}

process.on('message', (request: TaskRequest) => {
  void run(request.task).then(
    (result) => process.send?.({ id: request.id, ok: true, result } satisfies TaskResponse),
    (error: unknown) =>
      process.send?.({
        id: request.id,
        ok: false,
        error: toResponseError(error),
      } satisfies TaskResponse),
  );
});
process.on('disconnect', () => process.exit(0));
