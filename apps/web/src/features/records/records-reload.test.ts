import type { Upload } from '@docsift/core/upload';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUpload } from '../../lib/testing/upload.fixture.ts';
import { createReloadTrigger } from './records-reload.ts';

const upload = (state: Upload['state'], updated = 1) => buildUpload({ state, updated });

describe('createReloadTrigger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads the all view once, 1 s after the last change of its doctype', () => {
    const reload = vi.fn();
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'all',
      debounceMs: 1000,
      reload,
    });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'a' });
    vi.advanceTimersByTime(600);
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'b' });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-2', hash: 'c' });
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the all view, debounced, when an upload of its doctype is done', () => {
    const reload = vi.fn();
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'all',
      debounceMs: 1000,
      reload,
    });
    trigger.onEvent({ type: 'upload', upload: upload('parsing') });
    trigger.onEvent({ type: 'upload', upload: { ...upload('done'), target: 'doctype-2' } });
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
    trigger.onEvent({ type: 'upload', upload: upload('done') });
    trigger.onEvent({ type: 'upload', upload: { ...upload('done'), id: 'upload-2' } });
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a single upload view when that upload turns done, not on repeats or other uploads', () => {
    const reload = vi.fn();
    const trigger = createReloadTrigger({
      doctype: 'doctype-1',
      upload: 'upload-1',
      debounceMs: 1000,
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
      debounceMs: 1000,
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
      debounceMs: 1000,
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
      debounceMs: 1000,
      reload,
    });
    trigger.onEvent({ type: 'doctype-changed', doctype: 'doctype-1', hash: 'a' });
    trigger.dispose();
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
  });
});
