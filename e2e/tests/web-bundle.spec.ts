import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  chunkGroups,
  gzipKb,
  loginChunkGroups,
  readManifest,
  signedInChunkGroups,
} from '@docsift/web/bundle-chunks';

// The build the suite serves (global-setup.ts): the chunks /login loads before it is usable.
const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');
const manifest = readManifest(dist);
const loginFiles = chunkGroups(manifest, loginChunkGroups).flatMap((group) => group.files);
const jsFiles = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);
/** A string of zod's own code: its error class's name. */
const ZOD_MARK = 'ZodError';

test('the JavaScript /login loads stays within its budget of 195 kB gzip', () => {
  // 189.5 kB when set (bench/web-bundle.ts): every kB here is evaluated on a phone before sign-in.
  const kb = loginFiles.reduce((sum, file) => sum + gzipKb(dist, file), 0);
  expect(kb).toBeLessThanOrEqual(195);
});

test('a signed-in page loads at most 60 scripts', () => {
  // 49 when set, every signed-in page included; 104 for the dashboard alone when each page was
  // a chunk of its own and the bundler split what they share by the set of pages sharing it.
  const files = chunkGroups(manifest, signedInChunkGroups).flatMap((group) => group.files);
  expect(files.length).toBeLessThanOrEqual(60);
});

test('zod loads only when a form validates, not with the sign-in page', () => {
  const withZod = (file: string) => readFileSync(join(dist, file), 'utf8').includes(ZOD_MARK);
  // The mark must find zod somewhere in the build, or the check below proves nothing.
  expect(jsFiles.filter(withZod)).not.toEqual([]);
  expect(loginFiles.filter(withZod)).toEqual([]);
});

test('no chunk imports the entry, so no dynamic import fetches its stylesheet again', () => {
  // The server inlines that stylesheet into the pages it renders; Vite's loader would not see it
  // there and would fetch it, and restyle the page, before any import from a chunk naming it.
  const entry = manifest['index.html']!;
  const names = [entry.file, ...(entry.css ?? [])].map((file) => basename(file));
  const naming = jsFiles.filter(
    (file) =>
      file !== entry.file &&
      names.some((name) => readFileSync(join(dist, file), 'utf8').includes(name)),
  );
  expect(entry.css).not.toEqual([]);
  expect(naming).toEqual([]);
});
