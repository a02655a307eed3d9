import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPrefetched, refetchUnlessPrefetched } from './unshown-prefetches.ts';

const queryKey = ['records'];

/** A client whose query counts its requests, asked for ahead and answered. */
async function prefetched() {
  const queryClient = new QueryClient();
  const asked = { count: 0 };
  const options = {
    queryKey,
    queryFn: () => Promise.resolve(++asked.count),
    refetchOnMount: refetchUnlessPrefetched,
  };
  await queryClient.prefetchQuery(options);
  markPrefetched(queryClient, queryKey);
  /** A part mounting: its observer subscribes; resolves once a request it made is answered. */
  const mount = async () => {
    const observer = new QueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    return unsubscribe;
  };
  return { queryClient, asked, mount };
}

describe('unshown prefetches', () => {
  afterEach(() => vi.useRealTimers());

  it('the first part to mount shows the prefetched answer; a later one asks again', async () => {
    const { asked, mount } = await prefetched();
    const unmount = await mount();
    expect(asked.count).toBe(1);
    unmount();
    await mount();
    expect(asked.count).toBe(2);
  });

  it('asks again for an answer invalidated before a part showed it', async () => {
    const { queryClient, asked, mount } = await prefetched();
    await queryClient.invalidateQueries({ queryKey });
    await mount();
    expect(asked.count).toBe(2);
  });

  it('asks again for an answer left unshown longer than a page takes to mount', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { asked, mount } = await prefetched();
    vi.setSystemTime(Date.now() + 10_001);
    await mount();
    expect(asked.count).toBe(2);
  });
});
