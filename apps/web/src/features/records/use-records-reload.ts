import type { RecordPage } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import type { InfiniteData } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { liveStatus } from '../../lib/events/live-status.ts';
import { createReloadTrigger } from './records-reload.ts';
import { recordKeys } from './records-api.ts';

/** Record events closer together than this reload the all view once (after the first's reload). */
const RELOAD_GAP_MS = 1000;

/**
 * Reloads the records on screen by the spec's rules. The chosen upload as the cache holds it is
 * fed in too, so a state change seen by polling (stream down) counts like one from the stream.
 */
export function useRecordsReload(
  doctype: string,
  upload: string,
  current: Upload | undefined,
): void {
  const queryClient = useQueryClient();
  const [trigger] = useState(() =>
    createReloadTrigger({
      doctype,
      upload,
      gapMs: RELOAD_GAP_MS,
      reload: () => {
        void queryClient.invalidateQueries({ queryKey: recordKeys.list(doctype, upload) });
        void queryClient.invalidateQueries({ queryKey: recordKeys.counts(doctype, upload) });
        void queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) });
      },
      isReindexing: () =>
        queryClient
          .getQueriesData<InfiniteData<RecordPage>>({ queryKey: recordKeys.list(doctype, upload) })
          .some(([, data]) => (data?.pages[0]?.reindexing?.length ?? 0) > 0),
    }),
  );

  useEffect(() => {
    const unsubscribe = liveStatus.subscribe(trigger.onEvent);
    return () => {
      unsubscribe();
      trigger.dispose();
    };
  }, [trigger]);

  useEffect(() => {
    if (current) trigger.onEvent({ type: 'upload', upload: current });
  }, [trigger, current]);
}
