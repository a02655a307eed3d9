import type { Upload } from '@docsift/core/upload';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUpload } from '../../lib/testing/upload.fixture.ts';
import { createReloadTrigger } from './records-reload.ts';

const upload = (state: Upload['state'], updated = 1) => buildUpload({ state, updated });

describe('createReloadTrigger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads the all view at once for a change of its doctype, then once at the end of the gap for the changes within it', () => {
    const reload = vi.fn();
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'all',
      gapMs: 1000,
      reload,
    });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'a' });
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600);
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'b' });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'c' });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-2', hash: 'd' });
    vi.advanceTimersByTime(399);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(2);
    // A change after a quiet gap reloads at once again.
    vi.advanceTimersByTime(1000);
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'e' });
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('reloads the all view when an upload of its doctype is done, not for other states or doctypes', () => {
    const reload = vi.fn();
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'all',
      gapMs: 1000,
      reload,
    });
    trigger.onEvent({ type: 'upload', upload: upload('parsing') });
    trigger.onEvent({ type: 'upload', upload: { ...upload('done'), target: 'doctype-2' } });
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
    trigger.onEvent({ type: 'upload', upload: upload('done') });
    expect(reload).toHaveBeenCalledTimes(1);
    trigger.onEvent({ type: 'upload', upload: { ...upload('done'), id: 'upload-2' } });
    trigger.onEvent({ type: 'upload', upload: { ...upload('done'), id: 'upload-3' } });
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads a single upload view when that upload turns done, not on repeats or other uploads', () => {
    const reload = vi.fn();
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'upload-1',
      gapMs: 1000,
      reload,
    });
    trigger.onEvent({ type: 'upload', upload: upload('parsing') });
    expect(reload).not.toHaveBeenCalled();
    trigger.onEvent({ type: 'upload', upload: upload('done', 2) });
    trigger.onEvent({ type: 'upload', upload: upload('done', 2) });
    trigger.onEvent({ type: 'upload', upload: { ...upload('done', 3), id: 'upload-2' } });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'x' });
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a single upload view on a change of its doctype only while it shows fields being re-indexed', () => {
    const reload = vi.fn();
    let isReindexing = false;
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'upload-1',
      gapMs: 1000,
      reload,
      isReindexing: () => isReindexing,
    });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'a' });
    expect(reload).not.toHaveBeenCalled();
    isReindexing = true;
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-2', hash: 'b' });
    expect(reload).not.toHaveBeenCalled();
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'c' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a single upload view for the real done after a stale done snapshot, never for the stale one', () => {
    const reload = vi.fn();
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'upload-1',
      gapMs: 1000,
      reload,
    });
    trigger.onEvent({ type: 'upload', upload: upload('done', 10) });
    expect(reload).toHaveBeenCalledTimes(1);
    // Reparse: the stream says parsing, then a response fetched before the parse started arrives.
    trigger.onEvent({ type: 'upload', upload: upload('parsing', 20) });
    trigger.onEvent({ type: 'upload', upload: upload('done', 10) });
    expect(reload).toHaveBeenCalledTimes(1);
    trigger.onEvent({ type: 'upload', upload: upload('done', 30) });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('drops a pending reload when disposed', () => {
    const reload = vi.fn();
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'all',
      gapMs: 1000,
      reload,
    });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'a' });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'b' });
    trigger.dispose();
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
