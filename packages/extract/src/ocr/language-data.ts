import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** LSTM-only models (what tesseract.js itself uses for OEM 1): smaller and faster than the legacy+LSTM set. */
const MODEL_SET = '4.0.0_best_int';

/** Languages we ship from npm (@tesseract.js-data/<code>). */
export const shippedLanguages = ['eng', 'deu'] as const;

/** Writable directory holding the unpacked traineddata files, shared by both OCR backends. */
export function tessdataCacheDir(): string {
  return path.join(os.tmpdir(), 'docsift-tesseract', MODEL_SET);
}

/**
 * Unpacks the npm-shipped traineddata of `languages` into the cache dir once and returns that dir.
 * Written to a temporary name then renamed, so concurrent processes never read half a file.
 */
export function ensureTessdata(languages: readonly string[]): string {
  const dir = tessdataCacheDir();
  mkdirSync(dir, { recursive: true });
  for (const language of languages) {
    const target = path.join(dir, `${language}.traineddata`);
    if (existsSync(target)) continue;
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const data = gunzipSync(
      readFileSync(path.join(packageDir, MODEL_SET, `${language}.traineddata.gz`)),
    );
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, target);
  }
  return dir;
}
