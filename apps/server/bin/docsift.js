#!/usr/bin/env node
// Runs the compiled CLI: `npm install` and `npm start` build dist/ (scripts/build.js), and
// `npm run build` after a change to the sources.
import { existsSync } from 'node:fs';
import './source-mapped-stacks.js';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('docsift is not built: run `npm run build` in its repository\n');
  process.exit(1);
}
await import(cli.href);
