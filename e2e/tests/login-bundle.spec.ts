import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { chunkGroups, gzipKb, loginChunkGroups, readManifest } from '@docsift/web/login-bundle';

// The build the suite serves (global-setup.ts): the chunks /login loads before it is usable.
const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');
const loginFiles = chunkGroups(readManifest(dist), loginChunkGroups).flatMap(
  (group) => group.files,
);
/** A string of zod's own code: its error class's name. */
const ZOD_MARK = 'ZodError';

test('the JavaScript /login loads stays within its budget of 195 kB gzip', () => {
  // 189.5 kB when set (bench/web-bundle.ts): every kB here is evaluated on a phone before sign-in.
  const kb = loginFiles.reduce((sum, file) => sum + gzipKb(dist, file), 0);
  expect(kb).toBeLessThanOrEqual(195);
});

test('zod loads only when a form validates, not with the sign-in page', () => {
  const withZod = (file: string) => readFileSync(join(dist, file), 'utf8').includes(ZOD_MARK);
  // The mark must find zod somewhere in the build, or the check below proves nothing.
  const jsFiles = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  expect(jsFiles.map((file) => `assets/${file}`).filter(withZod)).not.toEqual([]);
  expect(loginFiles.filter(withZod)).toEqual([]);
});
