/** The `docsift` command run against this worker's server (its DATA_DIR), as an operator would. */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { workerServer } from './suite-servers.ts';

const bin = join(resolve(import.meta.dirname, '../..'), 'apps/server/bin/docsift.js');

export async function docsift(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], {
    env: { ...process.env, DATA_DIR: workerServer().dataDir, LOG_LEVEL: 'warn' },
  });
  return stdout;
}
