/** The `docsift` command run against the browser suite's server (its DATA_DIR), as an operator would. */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const bin = join(resolve(import.meta.dirname, '../..'), 'apps/server/bin/docsift.js');

export async function docsift(...args: string[]): Promise<string> {
  const dataDir = process.env.DOCSIFT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('DOCSIFT_E2E_DATA_DIR is set by the global setup');
  const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  return stdout;
}
