import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generatedFiles, regenerateCommand } from '../scripts/generated-files.js';

// Spawns the compiled `docsift openapi` and runs openapi-typescript and prettier: seconds when busy.
it(
  'commits the OpenAPI document and the types the current server generates',
  { timeout: 120_000 },
  async () => {
    for (const [file, generated] of await generatedFiles()) {
      const committed = await readFile(file, 'utf8').catch(() => '');
      const name = path.basename(file);
      expect(
        committed === generated,
        `${name} differs from what the server's sources generate: run \`${regenerateCommand}\` and commit it`,
      ).toBe(true);
    }
  },
);
