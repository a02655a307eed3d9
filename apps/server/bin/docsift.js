#!/usr/bin/env node
// The workspaces ship TypeScript sources; tsx compiles them on load so there is no build step
// between `npm install` and a working `npx docsift`.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
