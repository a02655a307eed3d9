import { describe, expect, it } from 'vitest';
import { mapConcurrently } from './map-concurrently.ts';

/** A promise the test settles by hand, so ordering is controlled without timers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('mapConcurrently', () => {
  it('keeps input order however the calls finish, with at most `limit` in flight', async () => {
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()];
    let inFlight = 0;
    let maxInFlight = 0;
    const mapping = mapConcurrently([0, 1, 2], 2, async (item) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await gates[item]!.promise;
      inFlight--;
      return item * 10;
    });
    gates[1]!.resolve();
    gates[2]!.resolve();
    gates[0]!.resolve();
    expect(await mapping).toEqual([0, 10, 20]);
    expect(maxInFlight).toBe(2);
  });

  it('rejects with the first failure and aborts the calls still running', async () => {
    const started = deferred<void>();
    let sawAbort = false;
    const mapping = mapConcurrently(['slow', 'bad', 'never'], 2, async (item, _index, signal) => {
      if (item === 'slow') {
        started.resolve();
        await new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        sawAbort = signal.aborted;
        return item;
      }
      await started.promise;
      if (item === 'bad') throw new Error('window failed');
      throw new Error('the third item must not start');
    });
    await expect(mapping).rejects.toThrow('window failed');
    expect(sawAbort).toBe(true);
  });
});
