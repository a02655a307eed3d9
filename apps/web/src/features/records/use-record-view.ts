import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { RecordView } from '@docsift/core/record-filter';
import { readRecordView, writeRecordView } from './record-view.ts';

/** The records view held in the address, and a setter that replaces it there. */
export function useRecordView(): [RecordView, (view: RecordView) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Derived from the query string, not the params object, so an unchanged address keeps the view.
  const view = useMemo(() => readRecordView(new URLSearchParams(query)), [query]);
  const setView = useCallback(
    (next: RecordView) => setParams((current) => writeRecordView(current, next), { replace: true }),
    [setParams],
  );
  return [view, setView];
}
