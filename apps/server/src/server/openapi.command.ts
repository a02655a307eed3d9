import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CliIo } from '../platform/cli-io.ts';
import { openRuntime } from '../platform/runtime.ts';

/**
 * `docsift openapi`: the OpenAPI document a server with this PUBLIC_URL answers at
 * /api/openapi.json, without a server to ask. The routes are built over a throw-away embedded
 * instance (a temporary DATA_DIR): the document depends on PUBLIC_URL alone, never on the data.
 */
export async function openapiCommand(io: CliIo): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-openapi-'));
  try {
    const runtime = await openRuntime({
      env: { DATA_DIR: dataDir, ...(io.env.PUBLIC_URL && { PUBLIC_URL: io.env.PUBLIC_URL }) },
      logLevel: 'warn',
      logTo: io.stderr,
    });
    try {
      const { start } = await import('../roles/api.ts');
      const api = await start(runtime);
      await api.http.ready();
      const document = api.http.swagger();
      await api.http.close();
      await api.close(0);
      io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
    } finally {
      await runtime.database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
