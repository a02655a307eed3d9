/**
 * A build's inputs, hashed, and the stamp its output keeps of them: a part whose inputs hash as
 * when it was last built is not built again, so `npm start` on a built checkout starts at once.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every file under `roots` (files or folders, relative to the repository) that `isInput` keeps. */
export function inputFiles(roots, isInput = () => true) {
  const files = [];
  const walk = (file) => {
    if (!statSync(file).isDirectory()) {
      if (isInput(file)) files.push(file);
      return;
    }
    for (const entry of readdirSync(file).sort()) walk(path.join(file, entry));
  };
  for (const root of roots) walk(path.join(repoRoot, root));
  return files;
}

/** One hash of the files' names and contents, and of anything else the output depends on. */
export function hashInputs(files, extra = []) {
  const hash = createHash('sha256');
  for (const value of extra) hash.update(`${value}\0`);
  for (const file of files) {
    hash.update(`${path.relative(repoRoot, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampName = '.inputs-hash';

/** Whether every output folder holds the stamp of this hash. */
export function isBuilt(outDirs, hash) {
  return outDirs.every((dir) => {
    try {
      return readFileSync(path.join(dir, stampName), 'utf8') === hash;
    } catch {
      return false;
    }
  });
}

/** Written once the output is complete, so an interrupted build is built again. */
export function writeStamps(outDirs, hash) {
  for (const dir of outDirs) writeFileSync(path.join(dir, stampName), hash);
}
