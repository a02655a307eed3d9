import type { LiveEvent } from '@docsift/core/events';

export interface ReloadTrigger {
  /** Handles one live event; calls reload at once, at the end of the quiet gap, or not at all. */
  onEvent: (event: LiveEvent) => void;
  dispose: () => void;
}

interface TriggerOptions {
  doctype: string;
  /** An upload id, or `all`. */
  upload: string;
  /** The all view reloads at most once in this time. */
  gapMs: number;
  reload: () => void;
  /** Whether the view shows fields being re-indexed, whose end the doctype reports as a change. */
  isReindexing?: () => boolean;
}

/**
 * Spec section 4: a single viewed upload reloads its records when it turns done; the
 * all-uploads view reloads whenever the doctype reports a change or one of its uploads is (again)
 * done: at once for the first change, and for changes that follow within `gapMs` once at the end
 * of that gap, so a batch of uploads finishing one after another costs a reload a gap, while the
 * first document's records show as soon as they exist. A single upload's view that names fields being re-indexed also
 * reloads when the doctype reports a change: the re-index ended.
 *
 * "Turns done" is judged by the `updated` time, not by the state seen before: the same done
 * reaches the trigger from the stream and again from the cache, and a done with a newer `updated`
 * is a new parse even when no `parsing` was seen in between (a poll can miss it). The cache keeps
 * only the newest copy of an upload (uploads/newest-upload.ts), so it never feeds an older done.
 */
export function createReloadTrigger({
  doctype,
  upload,
  gapMs,
  reload,
  isReindexing = () => false,
}: TriggerOptions): ReloadTrigger {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let quietFrom = 0;
  let lastDoneAt: number | undefined;
  const reloadAll = () => {
    timer = undefined;
    quietFrom = Date.now() + gapMs;
    reload();
  };
  return {
    onEvent(event) {
      if (upload === 'all') {
        // The server announces new records as an upload event with state done, not as doctype-changed.
        const changesRecords =
          (event.type === 'doctype-changed' && event.doctype === doctype) ||
          (event.type === 'upload' &&
            event.upload.target === doctype &&
            event.upload.state === 'done');
        if (!changesRecords || timer !== undefined) return;
        const wait = quietFrom - Date.now();
        if (wait <= 0) reloadAll();
        else timer = setTimeout(reloadAll, wait);
        return;
      }
      if (event.type === 'doctype-changed' && event.doctype === doctype && isReindexing())
        return reload();
      if (event.type !== 'upload' || event.upload.id !== upload || event.upload.state !== 'done')
        return;
      if (lastDoneAt !== undefined && event.upload.updated <= lastDoneAt) return;
      lastDoneAt = event.upload.updated;
      reload();
    },
    dispose: () => clearTimeout(timer),
  };
}
