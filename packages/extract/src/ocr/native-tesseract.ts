import { spawn, spawnSync } from 'node:child_process';
import { AppError } from '@docsift/core/errors';
import { abortError } from '../load/abort.ts';
import { ensureTessdata } from './language-data.ts';

/** A stuck process is killed after this long: one page never takes minutes. */
const PROCESS_TIMEOUT_MS = 120_000;

/** Probe results by PATH: probed once per PATH value. */
const probes = new Map<string | undefined, Set<string> | null>();

/** Languages of the `tesseract` binary on PATH, or null when there is none. */
export function nativeTesseractLanguages(): Set<string> | null {
  const searchPath = process.env.PATH;
  let languages = probes.get(searchPath);
  if (languages === undefined) {
    const probe = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
    languages =
      probe.status === 0
        ? new Set(
            probe.stdout
              .split('\n')
              .slice(1)
              .map((line) => line.trim())
              .filter(Boolean),
          )
        : null;
    probes.set(searchPath, languages);
  }
  return languages;
}

/**
 * Runs the native binary on one PNG and returns its TSV. One thread per process
 * (OMP_THREAD_LIMIT=1): tesseract's own threading is several times slower on few cores than
 * one process per core. Uses our npm traineddata when the system lacks a language.
 */
export function runNativeTesseract(
  png: Buffer,
  languages: readonly string[],
  signal?: AbortSignal,
): Promise<string> {
  const system = nativeTesseractLanguages();
  const tessdataArgs = languages.every((language) => system?.has(language))
    ? []
    : ['--tessdata-dir', ensureTessdata(languages)];
  const args = [
    ...tessdataArgs,
    'stdin',
    'stdout',
    '-l',
    languages.join('+'),
    '--psm',
    '3',
    '--dpi',
    '300',
    // Not the `tsv` config file: tesseract looks for it under --tessdata-dir, which our npm
    // data lacks, and then writes plain text instead.
    '-c',
    'tessedit_create_tsv=1',
    '-c',
    'tessedit_create_txt=0',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', args, {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: PROCESS_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    // A process that dies before reading all of stdin gives EPIPE here; 'close' reports the real failure.
    child.stdin.on('error', () => {});
    child.on('error', (cause) =>
      reject(signal?.aborted ? abortError(signal) : new AppError('scan/failed', { cause })),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(stdout).toString('utf8'));
      if (signal?.aborted) return reject(abortError(signal));
      const message = Buffer.concat(stderr).toString('utf8').trim().slice(0, 500);
      reject(
        new AppError('scan/failed', {
          cause: new Error(`tesseract exited with ${code}: ${message}`),
        }),
      );
    });
    child.stdin.end(png);
  });
}
