import { useEffect, useRef, useState } from 'react';
import { ARRIVAL_POLL_MS, ARRIVAL_WAIT_MS } from './records-arriving.ts';

/**
 * While `isAwaited` holds, refetches the records every second (the reload on the parse's events
 * may come after the upload list already counts them), and stops waiting after ARRIVAL_WAIT_MS so
 * a count that is wrong cannot spin forever. Returns whether the table is still waiting.
 */
export function useRecordsArriving(isAwaited: boolean, refetch: () => unknown): boolean {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const [hasGivenUp, setGivenUp] = useState(false);
  useEffect(() => {
    if (!isAwaited) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started < ARRIVAL_WAIT_MS) return void refetchRef.current();
      clearInterval(timer);
      setGivenUp(true);
    }, ARRIVAL_POLL_MS);
    return () => {
      clearInterval(timer);
      setGivenUp(false);
    };
  }, [isAwaited]);
  return isAwaited && !hasGivenUp;
}
