/**
 * Maps items with at most `limit` calls in flight, results in input order. The first failure
 * aborts the signal handed to the other calls and is what the whole map rejects with.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const stop = new AbortController();
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await run(items[index] as T, index, stop.signal);
      } catch (error) {
        failure ??= { error };
        stop.abort(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
  return results;
}
