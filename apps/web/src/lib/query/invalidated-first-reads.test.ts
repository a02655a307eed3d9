import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { rereadFirstReadsInvalidated, updateLoadedQueries } from './invalidated-first-reads.ts';

/** A shown query whose reads wait to be answered, one by one. */
function shownQuery(queryClient: QueryClient) {
  const answers: ((value: string) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: ['records'],
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const stop = observer.subscribe(() => {});
  const isIdle = () => expect(observer.getCurrentResult().isFetching).toBe(false);
  return { answers, observer, stop, isIdle };
}

describe('rereadFirstReadsInvalidated', () => {
  it('reads again, once done, a first read under way when it was invalidated', async () => {
    const queryClient = new QueryClient();
    const remove = rereadFirstReadsInvalidated(queryClient);
    const { answers, observer, stop, isIdle } = shownQuery(queryClient);
    try {
      expect(answers).toHaveLength(1);
      void queryClient.invalidateQueries({ queryKey: ['records'] });
      // TanStack does not start it again while under way.
      expect(answers).toHaveLength(1);
      answers[0]!('read before the change');
      await vi.waitFor(() => expect(answers).toHaveLength(2));
      answers[1]!('read after it');
      await vi.waitFor(isIdle);
      expect(observer.getCurrentResult().data).toBe('read after it');
      expect(answers).toHaveLength(2);
    } finally {
      stop();
      remove();
    }
  });

  it('without it, the invalidation is lost: the answer read before the change stays', async () => {
    const queryClient = new QueryClient();
    const { answers, observer, stop, isIdle } = shownQuery(queryClient);
    try {
      void queryClient.invalidateQueries({ queryKey: ['records'] });
      answers[0]!('read before the change');
      await vi.waitFor(isIdle);
      expect(observer.getCurrentResult().data).toBe('read before the change');
      expect(observer.getCurrentResult().isStale).toBe(true);
      expect(queryClient.getQueryState(['records'])?.isInvalidated).toBe(false);
      expect(answers).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('leaves alone a query read once already: its invalidation starts a new read at once', async () => {
    const queryClient = new QueryClient();
    const remove = rereadFirstReadsInvalidated(queryClient);
    const { answers, stop, isIdle } = shownQuery(queryClient);
    try {
      answers[0]!('first');
      await vi.waitFor(isIdle);
      void queryClient.invalidateQueries({ queryKey: ['records'] });
      expect(answers).toHaveLength(2);
      answers[1]!('second');
      await vi.waitFor(isIdle);
      expect(answers).toHaveLength(2);
    } finally {
      stop();
      remove();
    }
  });
});

describe('updateLoadedQueries', () => {
  it('writes into a loaded query, and has one making its first read read again instead', async () => {
    const queryClient = new QueryClient();
    const remove = rereadFirstReadsInvalidated(queryClient);
    const { answers, observer, stop, isIdle } = shownQuery(queryClient);
    const tell = (news: string) =>
      updateLoadedQueries<string>(queryClient, ['records'], (data) => `${data} + ${news}`);
    try {
      tell('an event during the first read');
      answers[0]!('read before the event');
      await vi.waitFor(() => expect(answers).toHaveLength(2));
      answers[1]!('read after it');
      await vi.waitFor(isIdle);
      tell('a later event');
      expect(observer.getCurrentResult().data).toBe('read after it + a later event');
      expect(answers).toHaveLength(2);
    } finally {
      stop();
      remove();
    }
  });
});
