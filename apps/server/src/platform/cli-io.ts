/**
 * Where a `docsift` verb reads its settings and writes its answer: the process's, or a test's.
 * `serve` and the extraction verbs (extract, ocr, suggest) use the process's own.
 */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  /** Errors and log lines, so that stdout carries only the verb's result. */
  stderr: { write(text: string): unknown };
}

export const processIo: CliIo = {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
};
