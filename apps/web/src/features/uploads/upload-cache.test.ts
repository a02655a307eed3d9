import type { Upload, UploadList } from '@docsift/core/upload';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { putUpload, whenChanged } from './upload-cache.ts';
import { rereadFirstReadsInvalidated } from '../../lib/query/invalidated-first-reads.ts';
import { buildUpload } from '../../lib/testing/upload.fixture.ts';
import { uploadKeys, uploadListQuery, uploadQuery } from './uploads-api.ts';

const upload = (state: Upload['state'], updated: number, id = 'upload-1') =>
  buildUpload({ id, state, updated });

const listKey = uploadKeys.list('doctype-1', '');

describe('putUpload', () => {
  it('keeps the parsing the stream reported when the 202 of the parse arrives later with the done from before', () => {
    const client = new QueryClient();
    client.setQueryData<UploadList>(listKey, { uploads: [upload('done', 10)] });
    putUpload(client, upload('parsing', 20));
    putUpload(client, upload('done', 10));
    expect(client.getQueryData<Upload>(uploadKeys.one('upload-1'))?.state).toBe('parsing');
    expect(client.getQueryData<UploadList>(listKey)?.uploads[0]?.state).toBe('parsing');
    putUpload(client, upload('done', 30));
    expect(client.getQueryData<Upload>(uploadKeys.one('upload-1'))?.updated).toBe(30);
    expect(client.getQueryData<UploadList>(listKey)?.uploads[0]?.updated).toBe(30);
  });

  it('has a list whose first read was under way read again, since its answer may predate the copy', async () => {
    const client = new QueryClient();
    rereadFirstReadsInvalidated(client);
    // The first read is answered late, with what the server had while the upload was parsing.
    let answerFirstRead = () => undefined as void;
    let reads = 0;
    const observer = new QueryObserver(client, {
      ...uploadListQuery('doctype-1', ''),
      queryFn: () =>
        ++reads === 1
          ? new Promise<UploadList>((resolve) => {
              answerFirstRead = () => resolve({ uploads: [upload('parsing', 20)] });
            })
          : Promise.resolve({ uploads: [upload('done', 30)] }),
    });
    const shown: string[] = [];
    const unsubscribe = observer.subscribe(({ data }) => {
      const state = data?.uploads[0]?.state;
      if (state && state !== shown.at(-1)) shown.push(state);
    });
    // The done event arrives before the list's first answer.
    putUpload(client, upload('done', 30));
    answerFirstRead();
    await vi.waitFor(() => expect(shown).toEqual(['parsing', 'done']));
    unsubscribe();
  });
});

describe('whenChanged', () => {
  const settled = (promise: Promise<void>) =>
    Promise.race([promise.then(() => true), new Promise((done) => setTimeout(done, 0, false))]);

  it('waits past a refetch of the same version for the change the queued job makes, in a list too', async () => {
    const client = new QueryClient();
    const queued = upload('done', 10);
    client.setQueryData<UploadList>(listKey, { uploads: [queued] });
    const changed = whenChanged(client, queued);
    client.setQueryData<UploadList>(listKey, { uploads: [upload('done', 10)] });
    putUpload(client, upload('done', 10));
    expect(await settled(changed)).toBe(false);
    client.setQueryData<UploadList>(listKey, { uploads: [upload('parsing', 20)] });
    expect(await settled(changed)).toBe(true);
  });

  it('is settled at once when the change arrived before the answer that queued the job', async () => {
    const client = new QueryClient();
    putUpload(client, upload('parsing', 20));
    expect(await settled(whenChanged(client, upload('done', 10)))).toBe(true);
  });
});

describe('the upload queries', () => {
  it('keep a newer upload when a refetch answers with an older one, and take a newer answer', async () => {
    const client = new QueryClient();
    const query = uploadQuery('upload-1');
    await client.fetchQuery({ ...query, queryFn: () => Promise.resolve(upload('done', 10)) });
    putUpload(client, upload('parsing', 20));
    await client.fetchQuery({
      ...query,
      queryFn: () => Promise.resolve(upload('done', 10)),
      staleTime: 0,
    });
    expect(client.getQueryData(query.queryKey)?.state).toBe('parsing');
    // Any later write, even one that bypasses putUpload, meets the same rule.
    client.setQueryData(query.queryKey, upload('scanning', 5));
    expect(client.getQueryData(query.queryKey)?.state).toBe('parsing');
    await client.fetchQuery({
      ...query,
      queryFn: () => Promise.resolve(upload('done', 30)),
      staleTime: 0,
    });
    expect(client.getQueryData(query.queryKey)?.updated).toBe(30);
  });

  it('refetch a list in its new membership while keeping the newer copy of each upload', async () => {
    const client = new QueryClient();
    const query = uploadListQuery('doctype-1', '');
    await client.fetchQuery({
      ...query,
      queryFn: () =>
        Promise.resolve({ uploads: [upload('done', 10), upload('done', 10, 'upload-2')] }),
    });
    putUpload(client, upload('parsing', 20));
    const stale = { uploads: [upload('uploaded', 1, 'upload-3'), upload('done', 10)] };
    await client.fetchQuery({ ...query, queryFn: () => Promise.resolve(stale), staleTime: 0 });
    expect(
      client.getQueryData(query.queryKey)?.uploads.map(({ id, state }) => [id, state]),
    ).toEqual([
      ['upload-3', 'uploaded'],
      ['upload-1', 'parsing'],
    ]);
  });

  it('leave the cached objects in place when a refetch brings nothing new', async () => {
    const client = new QueryClient();
    const query = uploadListQuery('doctype-1', '');
    const fetchList = () => Promise.resolve({ uploads: [upload('done', 10)] });
    await client.fetchQuery({ ...query, queryFn: fetchList });
    const first = client.getQueryData(query.queryKey);
    await client.fetchQuery({ ...query, queryFn: fetchList, staleTime: 0 });
    expect(client.getQueryData(query.queryKey)).toBe(first);
  });

  it('show an observer the newest copy, also while a new search holds the previous list as placeholder', async () => {
    const client = new QueryClient();
    const answer = { uploads: [upload('done', 10)] };
    const options = (q: string) => ({
      ...uploadListQuery('doctype-1', q),
      queryFn: () => Promise.resolve(answer),
      placeholderData: (previous?: UploadList) => previous,
    });
    const observer = new QueryObserver(client, options(''));
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    putUpload(client, upload('parsing', 20));
    await observer.refetch();
    expect(observer.getCurrentResult().data?.uploads[0]?.state).toBe('parsing');
    observer.setOptions(options('a'));
    expect(observer.getCurrentResult().data?.uploads[0]?.state).toBe('parsing');
    unsubscribe();
  });
});
