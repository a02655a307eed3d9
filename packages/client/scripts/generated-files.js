/**
 * The client's generated files, as the current server's sources make them: the OpenAPI
 * document (`docsift openapi`, compiled first when its sources changed) and its TypeScript types
 * (openapi-typescript), both formatted by the repository's prettier. generate.js writes them;
 * the drift test compares them with the committed ones.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import ts from 'typescript';
import { buildServer } from '../../../scripts/build/server.js';

const clientDir = path.resolve(import.meta.dirname, '..');
const bin = path.resolve(clientDir, '../../apps/server/bin/docsift.js');

/** The address the committed document names: the embedded default's. */
export const documentedPublicUrl = 'http://localhost:3000';
export const regenerateCommand = 'npm run generate -w @docsift/client';
export const documentFile = path.join(clientDir, 'openapi.json');
export const typesFile = path.join(clientDir, 'src/api-schema.ts');

/** A file part (`format: binary`) is a Blob to send or receive, not a string. */
const blob = ts.factory.createTypeReferenceNode('Blob');

/** Resolves to `[[file, text], …]` for the document and the types. */
export async function generatedFiles() {
  await buildServer();
  // Only PATH and PUBLIC_URL: a developer's own settings must not leak into the committed files.
  const { stdout: documentText } = await promisify(execFile)(process.execPath, [bin, 'openapi'], {
    env: { PATH: process.env.PATH, PUBLIC_URL: documentedPublicUrl },
    maxBuffer: 64 * 1024 * 1024,
  });
  const ast = await openapiTS(JSON.parse(documentText), {
    transform: (schema) => (schema.format === 'binary' ? blob : undefined),
  });
  const header = `// Generated from openapi.json by openapi-typescript: do not edit, run \`${regenerateCommand}\`.\n`;
  return Promise.all([
    formatted(documentFile, documentText),
    formatted(typesFile, header + astToString(ast)),
  ]);
}

async function formatted(file, text) {
  const options = await prettier.resolveConfig(file);
  return [file, await prettier.format(text, { ...options, filepath: file })];
}
