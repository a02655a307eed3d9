#!/usr/bin/env node
// `npm run build [-- server|web]`: compiles what `docsift` runs and builds the web app, each part
// only when its inputs changed since it was built (scripts/build/). `npm start` runs it, and
// installing runs the server's part, so `npx docsift` works after `npm install`.
import { buildServer } from './build/server.js';
import { buildWeb } from './build/web.js';

const parts = { server: buildServer, web: buildWeb };
const wanted = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(parts);
for (const name of wanted) {
  if (!parts[name]) throw new Error(`unknown part ${name}: server or web`);
  const started = performance.now();
  const didBuild = await parts[name]();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(didBuild ? `built ${name} in ${seconds} s` : `${name} is up to date (${seconds} s)`);
}
