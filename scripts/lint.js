#!/usr/bin/env node
// `npm run lint`: ESLint and Prettier's check side by side (each is single-threaded).
import { runTogether } from './run-together.js';

const failed = await runTogether([
  { name: 'eslint', command: 'npx', args: ['eslint', '.'] },
  { name: 'prettier', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
]);
if (failed.length > 0) {
  console.error(`lint failed: ${failed.join(', ')}`);
  process.exit(1);
}
