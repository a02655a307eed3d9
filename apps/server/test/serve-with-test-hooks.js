#!/usr/bin/env node
// @ts-check
// `docsift serve` with a test's hooks (src/platform/test-hooks.ts), for tests that run the built
// server in a process of its own and hold its jobs at a gate:
//   node serve-with-test-hooks.js ROLE '{"pauseBeforeCommit": "/tmp/gate"}'
// The CLI has no way to set them: a production process is never held. Checked against the types
// of serve.ts (the server's tsconfig), whose compiled module it runs.
import '../bin/source-mapped-stacks.js';

/** @typedef {import('../src/server/serve.ts').ServerRole} ServerRole */
/** @typedef {import('../src/platform/test-hooks.ts').TestHooks} TestHooks */

const [role = 'all', hooks = '{}'] = process.argv.slice(2);
const compiled = new URL('../dist/server/serve.js', import.meta.url);
const { serve, serverRoles } = /** @type {typeof import('../src/server/serve.ts')} */ (
  await import(compiled.href)
);
/** @type {(name: string) => name is ServerRole} */
const isServerRole = (name) => serverRoles.some((known) => known === name);
if (!isServerRole(role)) throw new Error(`unknown role ${role}: ${serverRoles.join(', ')}`);
await serve(role, /** @type {TestHooks} */ (JSON.parse(hooks)));
