#!/usr/bin/env node
// `npm run generate -w @docsift/client`: rewrites openapi.json and src/api-schema.ts from the
// server's sources. Commit both: the test suite fails while they differ from what this writes.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedFiles } from './generated-files.js';

for (const [file, text] of await generatedFiles()) {
  await writeFile(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
