/** The test-only file gate the pause hooks share: it says it is reached, then holds until released. */
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitAtTestGate } from './test-gate.ts';

describe('waitAtTestGate', () => {
  let dir: string;
  let gate: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docsift-test-gate-'));
    gate = join(dir, 'gate');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('passes at once and writes nothing when no path is set', async () => {
    await waitAtTestGate(undefined, 'upload-1', new AbortController().signal);
    await expect(access(`${gate}.reached`)).rejects.toThrow();
  });

  it('writes the note to <path>.reached and holds until <path>.release exists', async () => {
    let passed = false;
    const waiting = waitAtTestGate(gate, 'doctype-1', new AbortController().signal).then(() => {
      passed = true;
    });
    await expect
      .poll(() => readFile(`${gate}.reached`, 'utf8').catch(() => null))
      .toBe('doctype-1');
    expect(passed).toBe(false);
    await writeFile(`${gate}.release`, '');
    await waiting;
    expect(passed).toBe(true);
  });

  it('gives up when the job is aborted', async () => {
    const abort = new AbortController();
    const waiting = waitAtTestGate(gate, 'doctype-1', abort.signal);
    await expect
      .poll(() =>
        access(`${gate}.reached`).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    abort.abort();
    await expect(waiting).rejects.toThrow(/abort/i);
  });
});
