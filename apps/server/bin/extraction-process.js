// An extraction child process of the compiled server, forked by dist/pipeline/extraction-pool.js.
import './source-mapped-stacks.js';

await import('../dist/pipeline/extraction-process.js');
