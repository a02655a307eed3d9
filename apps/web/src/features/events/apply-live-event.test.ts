import type { NotificationList } from '@docsift/core/notification';
import type { UploadList } from '@docsift/core/upload';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiKeysQueryKey } from '../account/api-keys-api.ts';
import { meQueryKey } from '../auth/me-query.ts';
import { billingKeys } from '../payment/billing-api.ts';
import { doctypeKeys } from '../doctypes/doctypes-api.ts';
import { lessonKeys } from '../fields/lessons-api.ts';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import type { RecordPages } from '../records/record-pages.ts';
import { recordKeys } from '../records/records-api.ts';
import { teamKeys } from '../teams/teams-api.ts';
import { buildUpload } from '../../lib/testing/upload.fixture.ts';
import { uploadKeys } from '../uploads/uploads-api.ts';
import { applyLiveEvent, refreshAfterGap } from './apply-live-event.ts';
import { webhookKeys } from '../integration/webhooks-api.ts';

const upload = buildUpload({ state: 'scanning' });

const record = {
  id: 'r1',
  order: 0,
  created: 1,
  deleted: false,
  upload: 'upload-1',
  data: { field_a: 'x' },
  sources: {},
  confidence: {},
  edits: {},
  review: { state: 'auto' as const, by: null, at: null },
};

describe('applyLiveEvent', () => {
  it('replaces a changed upload in its single query and in every list of its doctype', () => {
    const client = new QueryClient();
    client.setQueryData<UploadList>(uploadKeys.list('doctype-1', ''), { uploads: [upload] });
    client.setQueryData<UploadList>(uploadKeys.list('doctype-1', 'a'), { uploads: [upload] });
    const done = { ...upload, state: 'done' as const, recordCount: 3 };
    applyLiveEvent(client, { type: 'upload', upload: done });
    expect(client.getQueryData(uploadKeys.one('upload-1'))).toEqual(done);
    expect(
      client.getQueryData<UploadList>(uploadKeys.list('doctype-1', ''))?.uploads[0]?.state,
    ).toBe('done');
    expect(
      client.getQueryData<UploadList>(uploadKeys.list('doctype-1', 'a'))?.uploads[0]?.recordCount,
    ).toBe(3);
    expect(client.getQueryState(uploadKeys.list('doctype-1', ''))?.isInvalidated).toBe(false);
  });

  it('marks the records of the doctype stale once an upload is done, and reads none at once', () => {
    const client = new QueryClient();
    const view = recordKeys.view('doctype-1', 'all', { q: '', filters: [], sort: null });
    const reads = vi.fn(() => Promise.resolve({ pages: [], pageParams: [] }));
    const stop = new QueryObserver(client, {
      queryKey: view,
      queryFn: reads,
      initialData: { pages: [], pageParams: [] },
      staleTime: Infinity,
    }).subscribe(() => {});
    const other = recordKeys.view('doctype-2', 'all', { q: '', filters: [], sort: null });
    client.setQueryData(other, { pages: [], pageParams: [] });
    try {
      applyLiveEvent(client, { type: 'upload', upload });
      expect(client.getQueryState(view)?.isInvalidated).toBe(false);
      applyLiveEvent(client, { type: 'upload', upload: { ...upload, state: 'done' } });
      expect(client.getQueryState(view)?.isInvalidated).toBe(true);
      expect(client.getQueryState(other)?.isInvalidated).toBe(false);
      // The records page reloads its view at its pace (records-reload.ts).
      expect(reads).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('reloads the credits once an upload is done, not while it is processing', () => {
    const client = new QueryClient();
    client.setQueryData(meQueryKey, { uid: 'u' });
    applyLiveEvent(client, { type: 'upload', upload });
    expect(client.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
    applyLiveEvent(client, { type: 'upload', upload: { ...upload, state: 'done' } });
    expect(client.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it('reloads the credits and the usage page when a parse fails (it may have been refunded)', () => {
    const client = new QueryClient();
    client.setQueryData(meQueryKey, { uid: 'u' });
    client.setQueryData(billingKeys.chart('2026-11'), { items: [] });
    client.setQueryData(billingKeys.products, { products: [], purchasable: false });
    applyLiveEvent(client, {
      type: 'upload',
      upload: { ...upload, error: { code: 'credits/depleted', message: 'depleted' } },
    });
    expect(client.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(billingKeys.chart('2026-11'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(billingKeys.products)?.isInvalidated).toBe(false);
  });

  it('reloads the plan, credits and billing pages when a payment changed the account', () => {
    const client = new QueryClient();
    client.setQueryData(meQueryKey, { uid: 'u' });
    client.setQueryData(billingKeys.subscription, { role: 'free', subscription: null });
    client.setQueryData(uploadKeys.summaries, { summaries: [] });
    applyLiveEvent(client, { type: 'account' });
    expect(client.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(billingKeys.subscription)?.isInvalidated).toBe(true);
    expect(client.getQueryState(uploadKeys.summaries)?.isInvalidated).toBe(false);
  });

  it('marks the lists stale when an unknown upload appears', () => {
    const client = new QueryClient();
    client.setQueryData<UploadList>(uploadKeys.list('doctype-1', ''), { uploads: [] });
    client.setQueryData<UploadList>(uploadKeys.list('doctype-2', ''), { uploads: [] });
    applyLiveEvent(client, { type: 'upload', upload });
    expect(client.getQueryState(uploadKeys.list('doctype-1', ''))?.isInvalidated).toBe(true);
    expect(client.getQueryState(uploadKeys.list('doctype-2', ''))?.isInvalidated).toBe(false);
  });

  it('marks the doctype and the doctype list stale on doctype-changed', () => {
    const client = new QueryClient();
    client.setQueryData(doctypeKeys.one('doctype-1'), { id: 'doctype-1' });
    client.setQueryData(doctypeKeys.one('doctype-2'), { id: 'doctype-2' });
    client.setQueryData(doctypeKeys.list, { doctypes: [] });
    applyLiveEvent(client, { type: 'doctype-changed', doctype: 'doctype-1', hash: 'h2' });
    expect(client.getQueryState(doctypeKeys.one('doctype-1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(doctypeKeys.list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(doctypeKeys.one('doctype-2'))?.isInvalidated).toBe(false);
  });

  it('reloads the doctype, the list and its member list when its team changes', () => {
    const client = new QueryClient();
    client.setQueryData(doctypeKeys.one('doctype-1'), { id: 'doctype-1' });
    client.setQueryData(doctypeKeys.list, { doctypes: [] });
    client.setQueryData(teamKeys.one('doctype-1'), { members: [], invitations: [] });
    client.setQueryData(teamKeys.one('doctype-2'), { members: [], invitations: [] });
    applyLiveEvent(client, { type: 'team', doctype: 'doctype-1' });
    expect(client.getQueryState(doctypeKeys.one('doctype-1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(doctypeKeys.list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(teamKeys.one('doctype-1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(teamKeys.one('doctype-2'))?.isInvalidated).toBe(false);
  });

  it('edits a loaded record in place and drops a deleted one from the page and the total', () => {
    const client = new QueryClient();
    const key = recordKeys.view('doctype-1', 'all', { q: '', filters: [], sort: null });
    const page = { records: [record], total: 5, totalExact: true, cursor: null };
    client.setQueryData<RecordPages>(key, { pages: [page], pageParams: [null] });
    applyLiveEvent(client, {
      type: 'record',
      doctype: 'doctype-1',
      record: { ...record, data: { field_a: 'y' } },
    });
    expect(client.getQueryData<RecordPages>(key)?.pages[0]?.records[0]?.data).toEqual({
      field_a: 'y',
    });
    applyLiveEvent(client, {
      type: 'record',
      doctype: 'doctype-1',
      record: { ...record, deleted: true },
    });
    expect(client.getQueryData<RecordPages>(key)?.pages).toEqual([
      { records: [], total: 4, totalExact: true, cursor: null },
    ]);
  });

  it('reloads every view, count and open record of the doctype after a bulk action', () => {
    const client = new QueryClient();
    const view = { q: '', filters: [], sort: null };
    const page = { records: [record], total: 1, totalExact: true, cursor: null };
    const pages = { pages: [page], pageParams: [null] };
    client.setQueryData<RecordPages>(recordKeys.view('doctype-1', 'all', view), pages);
    client.setQueryData<RecordPages>(recordKeys.view('doctype-1', 'upload-1', view), pages);
    client.setQueryData<RecordPages>(recordKeys.view('doctype-2', 'all', view), pages);
    client.setQueryData(recordKeys.count('doctype-1', 'all', view), { total: 1 });
    client.setQueryData(recordKeys.reviewCount('doctype-1', 'all'), { total: 1 });
    client.setQueryData(recordKeys.one('doctype-1', 'r1'), record);
    client.setQueryData<UploadList>(uploadKeys.list('doctype-1', ''), { uploads: [upload] });
    client.setQueryData(uploadKeys.one('upload-1'), upload);
    client.setQueryData(uploadKeys.one('upload-2'), { ...upload, target: 'doctype-2' });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    applyLiveEvent(client, { type: 'records', doctype: 'doctype-1', change: 'approved', count: 5 });
    expect(stale(recordKeys.view('doctype-1', 'all', view))).toBe(true);
    expect(stale(recordKeys.view('doctype-1', 'upload-1', view))).toBe(true);
    expect(stale(recordKeys.count('doctype-1', 'all', view))).toBe(true);
    expect(stale(recordKeys.reviewCount('doctype-1', 'all'))).toBe(true);
    expect(stale(recordKeys.one('doctype-1', 'r1'))).toBe(true);
    expect(stale(recordKeys.view('doctype-2', 'all', view))).toBe(false);
    // Approving changes no upload's count.
    expect(stale(uploadKeys.list('doctype-1', ''))).toBe(false);
    expect(stale(uploadKeys.one('upload-1'))).toBe(false);

    applyLiveEvent(client, { type: 'records', doctype: 'doctype-1', change: 'deleted', count: 5 });
    expect(stale(uploadKeys.list('doctype-1', ''))).toBe(true);
    expect(stale(uploadKeys.one('upload-1'))).toBe(true);
    expect(stale(uploadKeys.one('upload-2'))).toBe(false);
  });

  it('reloads the doctype, not its records, when its author’s plan changed its outputs', () => {
    const client = new QueryClient();
    const view = { q: '', filters: [], sort: null };
    client.setQueryData(doctypeKeys.one('doctype-1'), { id: 'doctype-1' });
    client.setQueryData(doctypeKeys.one('doctype-2'), { id: 'doctype-2' });
    client.setQueryData(doctypeKeys.list, { doctypes: [] });
    client.setQueryData<RecordPages>(recordKeys.view('doctype-1', 'all', view), {
      pages: [{ records: [record], total: 1, totalExact: true, cursor: null }],
      pageParams: [null],
    });
    applyLiveEvent(client, { type: 'doctype-outputs', doctype: 'doctype-1' });
    expect(client.getQueryState(doctypeKeys.one('doctype-1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(doctypeKeys.list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(doctypeKeys.one('doctype-2'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(recordKeys.view('doctype-1', 'all', view))?.isInvalidated).toBe(
      false,
    );
  });

  it('recounts the lessons of the doctype that learned, not the doctype itself', () => {
    const client = new QueryClient();
    client.setQueryData(lessonKeys.counts('doctype-1'), { fields: {} });
    client.setQueryData(lessonKeys.counts('doctype-2'), { fields: {} });
    client.setQueryData(doctypeKeys.one('doctype-1'), { id: 'doctype-1' });
    applyLiveEvent(client, { type: 'lessons', doctype: 'doctype-1' });
    expect(client.getQueryState(lessonKeys.counts('doctype-1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(lessonKeys.counts('doctype-2'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(doctypeKeys.one('doctype-1'))?.isInvalidated).toBe(false);
  });

  it('shows a new notification at once, then reloads the list for the truth', () => {
    const client = new QueryClient();
    const notification = {
      id: 'notification-2',
      created: 2,
      level: 'danger' as const,
      message: 'doctype/no-fields',
      timeout: null,
      doctype: 'doctype-1',
      upload: 'upload-1',
      filename: 'a.pdf',
      doctypeTitle: 'Invoices',
      read: false,
      deletable: true,
    };
    const older = { ...notification, id: 'notification-1', created: 1, read: true };
    client.setQueryData<NotificationList>(notificationsQueryKey, { notifications: [older] });
    applyLiveEvent(client, { type: 'notification', notification });
    applyLiveEvent(client, { type: 'notification', notification });
    expect(client.getQueryData<NotificationList>(notificationsQueryKey)).toEqual({
      notifications: [notification, older],
    });
    expect(client.getQueryState(notificationsQueryKey)?.isInvalidated).toBe(true);
  });
});

describe('refreshAfterGap', () => {
  it('marks stale every query an event changes, and no other', async () => {
    const client = new QueryClient();
    const live = [
      uploadKeys.one('upload-1'),
      uploadKeys.list('doctype-1', ''),
      uploadKeys.summaries,
      doctypeKeys.list,
      doctypeKeys.one('doctype-1'),
      teamKeys.one('doctype-1'),
      recordKeys.view('doctype-1', 'all', { q: '', filters: [], sort: null }),
      recordKeys.one('doctype-1', 'r1'),
      recordKeys.count('doctype-1', 'all', { q: '', filters: [], sort: null }),
      recordKeys.reviewCount('doctype-1', 'all'),
      lessonKeys.counts('doctype-1'),
      notificationsQueryKey,
      meQueryKey,
      billingKeys.usage,
      webhookKeys.list('doctype-1'),
      webhookKeys.invocations('webhook-1'),
    ];
    const untouched = [apiKeysQueryKey, webhookKeys.sample('doctype-1')];
    for (const key of [...live, ...untouched]) client.setQueryData(key, {});
    refreshAfterGap(client);
    const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    await vi.waitFor(() => expect(live.filter((key) => !isStale(key))).toEqual([]));
    expect(untouched.filter(isStale)).toEqual([]);
  });

  it('reads a doctype’s parts once the doctype has answered, and none of a gone one', async () => {
    const client = new QueryClient();
    const answers = new Map<string, (doctype: object | null) => void>();
    const stops = ['doctype-1', 'doctype-2'].map((id) =>
      new QueryObserver(client, {
        queryKey: doctypeKeys.one(id),
        queryFn: () => new Promise<object | null>((resolve) => answers.set(id, resolve)),
        initialData: { id },
      }).subscribe(() => {}),
    );
    const uploadsOf = (id: string) => uploadKeys.list(id, '');
    const openUpload = uploadKeys.one('upload-2');
    for (const id of ['doctype-1', 'doctype-2'])
      client.setQueryData(uploadsOf(id), { uploads: [] });
    client.setQueryData(openUpload, { ...upload, id: 'upload-2', target: 'doctype-2' });
    client.setQueryData(notificationsQueryKey, { notifications: [] });
    const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    try {
      refreshAfterGap(client);
      expect(isStale(notificationsQueryKey)).toBe(true);
      expect(isStale(uploadsOf('doctype-1'))).toBe(false);
      expect(answers.size).toBe(2);
      answers.get('doctype-1')!({ id: 'doctype-1' });
      answers.get('doctype-2')!(null);
      await vi.waitFor(() => expect(isStale(uploadsOf('doctype-1'))).toBe(true));
      expect(isStale(uploadsOf('doctype-2'))).toBe(false);
      expect(isStale(openUpload)).toBe(false);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
