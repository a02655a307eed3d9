import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error.ts';
import { isRereadOnFocus } from '../../lib/query/focus-rereads.ts';
import { buildUpload } from '../../lib/testing/upload.fixture.ts';
import { doctypeKeys } from '../doctypes/doctypes-api.ts';
import { recordKeys } from '../records/records-api.ts';
import { uploadKeys } from '../uploads/uploads-api.ts';
import {
  doctypeOfQuery,
  refetchPartsAfterDoctypes,
  rereadDoctypeOnPartNotFound,
} from './doctype-parts.ts';

describe('doctypeOfQuery', () => {
  it('names the doctype of its parts, by their key or an upload’s target, and no other', () => {
    const client = new QueryClient();
    const doctypeOf = (key: readonly unknown[]) =>
      doctypeOfQuery(client.getQueryCache().build(client, { queryKey: key }));
    client.setQueryData(uploadKeys.one('upload-1'), buildUpload({ target: 'doctype-2' }));
    expect(doctypeOf(uploadKeys.list('doctype-1', 'a'))).toBe('doctype-1');
    expect(doctypeOf(recordKeys.one('doctype-1', 'r1'))).toBe('doctype-1');
    expect(doctypeOf(uploadKeys.one('upload-1'))).toBe('doctype-2');
    expect(doctypeOf(uploadKeys.one('upload-unread'))).toBeNull();
    expect(doctypeOf(doctypeKeys.one('doctype-1'))).toBeNull();
    expect(doctypeOf(uploadKeys.summaries)).toBeNull();
  });
});

describe('rereadDoctypeOnPartNotFound', () => {
  /** A shown doctype whose reads are counted, and two parts of it answering `error`. */
  async function failParts(error: Error): Promise<number> {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let doctypeReads = 0;
    // A read after the first is answered once both parts have failed.
    let partsFailed!: () => void;
    const failed = new Promise<void>((resolve) => (partsFailed = resolve));
    const stopDoctype = new QueryObserver(client, {
      queryKey: doctypeKeys.one('doctype-1'),
      queryFn: async () => {
        doctypeReads += 1;
        if (doctypeReads > 1) await failed;
        return {};
      },
    }).subscribe(() => {});
    const stopWatching = rereadDoctypeOnPartNotFound(client);
    const failPart = (q: string) =>
      client
        .fetchQuery({
          queryKey: uploadKeys.list('doctype-1', q),
          queryFn: () => Promise.reject(error),
        })
        .catch(() => {});
    try {
      await vi.waitFor(() => expect(client.getQueryData(doctypeKeys.one('doctype-1'))).toEqual({}));
      await Promise.all([failPart(''), failPart('a')]);
      partsFailed();
      await vi.waitFor(() =>
        expect(client.getQueryState(doctypeKeys.one('doctype-1'))?.fetchStatus).toBe('idle'),
      );
      return doctypeReads;
    } finally {
      stopWatching();
      stopDoctype();
    }
  }

  it('reads the doctype again, once, when its parts answer 404', async () => {
    expect(await failParts(new ApiError('not-found', 404))).toBe(2);
  });

  it('leaves the doctype alone when a part fails otherwise', async () => {
    expect(await failParts(new ApiError('internal', 500))).toBe(1);
  });
});

describe('refetchPartsAfterDoctypes', () => {
  it('on focus regained, reads a shown part after its doctype, and none of a gone doctype', async () => {
    const client = new QueryClient({
      defaultOptions: {
        queries: { refetchOnWindowFocus: isRereadOnFocus, refetchOnReconnect: isRereadOnFocus },
      },
    });
    // TanStack's own rereads on focus too, for queries made before the parts' order was given.
    client.mount();
    const doctypeAnswers = new Map<string, (doctype: object | null) => void>();
    const partReads: string[] = [];
    const observe = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) =>
      new QueryObserver(client, {
        queryKey,
        queryFn,
        initialData: {},
        refetchOnMount: false,
      }).subscribe(() => {});
    const stops = ['doctype-1', 'doctype-2'].flatMap((id) => [
      observe(doctypeKeys.one(id), () => new Promise((resolve) => doctypeAnswers.set(id, resolve))),
      observe(uploadKeys.list(id, ''), () => {
        partReads.push(id);
        return Promise.resolve({ uploads: [] });
      }),
    ]);
    stops.push(refetchPartsAfterDoctypes(client));
    try {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await vi.waitFor(() => expect(doctypeAnswers.size).toBe(2));
      expect(partReads).toEqual([]);
      doctypeAnswers.get('doctype-1')!({ id: 'doctype-1' });
      doctypeAnswers.get('doctype-2')!(null);
      await vi.waitFor(() => expect(partReads).toEqual(['doctype-1']));
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
      expect(partReads).toEqual(['doctype-1']);
    } finally {
      for (const stop of stops) stop();
      client.unmount();
      focusManager.setFocused(undefined);
    }
  });
});
