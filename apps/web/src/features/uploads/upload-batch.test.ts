import { describe, expect, it } from 'vitest';
import { startBatch, stopsBatch, summarizeBatch, updateBatch } from './upload-batch.ts';

describe('upload batch', () => {
  it('tracks each file on its own and finishes when every file settled', () => {
    let entries = startBatch(['a.pdf', 'b.png']);
    entries = updateBatch(entries, { type: 'progress', index: 0, share: 0.5 });
    expect(entries[0]).toMatchObject({ status: 'sending', progress: 0.5 });
    expect(entries[1]).toMatchObject({ status: 'waiting', progress: 0 });
    expect(summarizeBatch(entries)).toEqual({
      done: 0,
      failed: 0,
      isFinished: false,
      progress: 0.25,
    });
    entries = updateBatch(entries, { type: 'done', index: 0 });
    entries = updateBatch(entries, { type: 'failed', index: 1, error: 'file/unsupported-type' });
    expect(entries[1]).toMatchObject({ status: 'failed', error: 'file/unsupported-type' });
    expect(summarizeBatch(entries)).toEqual({ done: 1, failed: 1, isFinished: true, progress: 1 });
  });

  it('never moves a progress bar backwards', () => {
    let entries = startBatch(['a.pdf']);
    entries = updateBatch(entries, { type: 'progress', index: 0, share: 0.8 });
    entries = updateBatch(entries, { type: 'progress', index: 0, share: 0.3 });
    expect(entries[0]?.progress).toBe(0.8);
  });

  it('stops only on depleted credits', () => {
    expect(stopsBatch('credits/depleted')).toBe(true);
    expect(stopsBatch('file/too-large')).toBe(false);
  });
});
