import type { ErrorCode } from '@docsift/core/errors';

export type FileUploadStatus = 'waiting' | 'sending' | 'done' | 'failed';

export interface FileUploadEntry {
  name: string;
  status: FileUploadStatus;
  /** Share of the bytes sent, 0..1. */
  progress: number;
  error: ErrorCode | null;
}

export type BatchEvent =
  | { type: 'progress'; index: number; share: number }
  | { type: 'done'; index: number }
  | { type: 'failed'; index: number; error: ErrorCode };

export function startBatch(names: readonly string[]): FileUploadEntry[] {
  return names.map((name) => ({ name, status: 'waiting', progress: 0, error: null }));
}

/** The per-file rows of the multi-file upload dialog after one event. */
export function updateBatch(
  entries: readonly FileUploadEntry[],
  event: BatchEvent,
): FileUploadEntry[] {
  return entries.map((entry, index): FileUploadEntry => {
    if (index !== event.index) return entry;
    switch (event.type) {
      case 'progress':
        return {
          ...entry,
          status: 'sending',
          progress: Math.min(1, Math.max(entry.progress, event.share)),
        };
      case 'done':
        return { ...entry, status: 'done', progress: 1 };
      case 'failed':
        return { ...entry, status: 'failed', error: event.error };
    }
  });
}

export interface BatchSummary {
  done: number;
  failed: number;
  isFinished: boolean;
  /** The files' shares averaged, 0..1, for one overall bar. */
  progress: number;
}

export function summarizeBatch(entries: readonly FileUploadEntry[]): BatchSummary {
  const done = entries.filter((entry) => entry.status === 'done').length;
  const failed = entries.filter((entry) => entry.status === 'failed').length;
  const settled = (entry: FileUploadEntry) =>
    entry.status === 'done' || entry.status === 'failed' ? 1 : entry.progress;
  const progress =
    entries.length === 0
      ? 1
      : entries.reduce((sum, entry) => sum + settled(entry), 0) / entries.length;
  return { done, failed, isFinished: done + failed === entries.length, progress };
}

/** Depleted credits stop the batch: the dialog closes and a notification points to the plans. */
export function stopsBatch(error: ErrorCode): boolean {
  return error === 'credits/depleted';
}
