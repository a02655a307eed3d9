// An extraction child process, forked by src/pipeline/extraction-pool.ts when it runs from the
// TypeScript sources (tests, tsx; bin/extraction-process.js is the compiled one). The loaders are
// registered here rather than with `--import` flags: worker threads inherit the flags (tesseract.js
// starts its OCR workers as threads) and there the TypeScript behind them fails to load.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
// Registered after tsx so its hooks run first: packages skip tsx (see package-source-hooks.ts).
register(new URL('../src/pipeline/package-source-hooks.ts', import.meta.url));
await import('../src/pipeline/extraction-process.ts');
