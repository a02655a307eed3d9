import { AppError } from '@docsift/core/errors';
import { describe, expect, it } from 'vitest';
import { LONGER_TRY_FACTOR, withOneLongerTry } from './work-deadline.ts';

/** Work that fails with each of `outcomes` in turn (an error) or answers its deadline. */
function scripted(outcomes: (AppError | 'ok')[]) {
  const deadlines: number[] = [];
  const work = async (timeoutMs: number) => {
    deadlines.push(timeoutMs);
    const outcome = outcomes[deadlines.length - 1];
    if (outcome instanceof AppError) throw outcome;
    return timeoutMs;
  };
  return { work, deadlines };
}

const timedOut = () => new AppError('deadline-exceeded');
const running = () => new AbortController().signal;

describe('withOneLongerTry', () => {
  it('tries work that ran out of time once more with a longer deadline', async () => {
    const { work, deadlines } = scripted([timedOut(), 'ok']);
    await expect(withOneLongerTry(work, 1000, running())).resolves.toBe(1000 * LONGER_TRY_FACTOR);
    expect(deadlines).toEqual([1000, 1000 * LONGER_TRY_FACTOR]);
  });

  it('fails with deadline-exceeded when the longer try runs out of time too', async () => {
    const { work, deadlines } = scripted([timedOut(), timedOut(), 'ok']);
    await expect(withOneLongerTry(work, 1000, running())).rejects.toMatchObject({
      code: 'deadline-exceeded',
    });
    expect(deadlines).toHaveLength(2);
  });

  it('does not try again after another failure or after the caller stopped the work', async () => {
    const bad = scripted([new AppError('file/corrupt'), 'ok']);
    await expect(withOneLongerTry(bad.work, 1000, running())).rejects.toMatchObject({
      code: 'file/corrupt',
    });
    expect(bad.deadlines).toHaveLength(1);

    const stopped = new AbortController();
    stopped.abort(new AppError('deadline-exceeded'));
    const aborted = scripted([timedOut(), 'ok']);
    await expect(withOneLongerTry(aborted.work, 1000, stopped.signal)).rejects.toMatchObject({
      code: 'deadline-exceeded',
    });
    expect(aborted.deadlines).toHaveLength(1);
  });
});
