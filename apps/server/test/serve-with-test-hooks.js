#!/usr/bin/env node
// `docsift serve` with a test's hooks (src/platform/test-hooks.ts), for tests that run the built
// server in a process of its own and hold its jobs at a gate:
//   node serve-with-test-hooks.js ROLE '{"pauseBeforeCommit": "/tmp/gate"}'
// The CLI has no way to set them: a production process is never held.
import '../bin/source-mapped-stacks.js';

const [role = 'all', hooks = '{}'] = process.argv.slice(2);
const { serve } = await import('../dist/server/serve.js');
await serve(role, JSON.parse(hooks));
