import type { Upload } from '@docsift/core/upload';
import type { Query, QueryClient } from '@tanstack/react-query';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { isNotFound } from '../../lib/http/api-error.ts';
import { orderRereadsOf } from '../../lib/query/focus-rereads.ts';
import { doctypeKeys } from '../doctypes/doctypes-api.ts';
import { lessonKeys } from '../fields/lessons-api.ts';
import { webhookKeys } from '../integration/webhooks-api.ts';
import { recordKeys } from '../records/records-api.ts';
import { teamKeys } from '../teams/teams-api.ts';
import { uploadKeys } from '../uploads/uploads-api.ts';

/** The first part of the key of every query whose second part is the doctype it is part of. */
const doctypeKeyedRoots: ReadonlySet<unknown> = new Set(
  [
    uploadKeys.lists(''),
    recordKeys.lists(''),
    recordKeys.ones(''),
    recordKeys.values('', ''),
    recordKeys.allCounts(''),
    recordKeys.reviewCounts(''),
    recordKeys.history('', ''),
    teamKeys.one(''),
    lessonKeys.counts(''),
    webhookKeys.list(''),
    webhookKeys.sample(''),
  ].map((key) => key[0]),
);

/**
 * The doctype whose part a query reads (its uploads, records, team…): its key names it, an
 * upload's data its target. Null for the doctype's own query and for what is no doctype's.
 */
export function doctypeOfQuery(query: Query): string | null {
  const [root, id] = query.queryKey;
  if (doctypeKeyedRoots.has(root)) return typeof id === 'string' ? id : null;
  if (root === uploadKeys.all[0]) return (query.state.data as Upload | undefined)?.target ?? null;
  return null;
}

const isDoctypeQuery = (query: Query) => query.queryKey[0] === doctypeKeys.one('')[0];

/** Whether the query reads a doctype itself or a part of one. */
export const isOfDoctype = (query: Query) =>
  isDoctypeQuery(query) || doctypeOfQuery(query) !== null;

/** Whether the query reads a part of a doctype whose own query found it gone (404, held as null). */
export function isPartOfGoneDoctype(queryClient: QueryClient, query: Query): boolean {
  const doctype = doctypeOfQuery(query);
  return doctype !== null && queryClient.getQueryData(doctypeKeys.one(doctype)) === null;
}

/**
 * From now until the returned function is called, a 404 for a part of a doctype makes its own
 * query read again: the doctype may be gone for this user (deleted, or they left its team), which
 * that query tells and its page then shows. A part gone alone (a deleted record) changes nothing.
 */
export function rereadDoctypeOnPartNotFound(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (!isNotFound(event.action.error)) return;
    const doctype = doctypeOfQuery(event.query);
    // Several parts failing together ask once.
    if (doctype !== null)
      void queryClient.invalidateQueries(
        { queryKey: doctypeKeys.one(doctype), exact: true },
        { cancelRefetch: false },
      );
  });
}

/**
 * Reads, by `read`, the doctypes' own queries, then, once they have answered, their parts, but not
 * those of a doctype found gone: deleted or left meanwhile, each would answer 404 (issue 29).
 */
export async function readDoctypesThenParts(
  queryClient: QueryClient,
  read: (predicate: (query: Query) => boolean) => Promise<unknown>,
): Promise<void> {
  await read(isDoctypeQuery);
  await read((query) => doctypeOfQuery(query) !== null && !isPartOfGoneDoctype(queryClient, query));
}

/**
 * The window regained focus, or the network came back: TanStack reads again what is shown and
 * stale, but a doctype's parts (lib/query/focus-rereads.ts), read here after their doctype (read
 * even if fresh, as a page's doctype is for a second).
 */
export function refetchPartsAfterDoctypes(queryClient: QueryClient): () => void {
  const refetch = () =>
    readDoctypesThenParts(queryClient, (predicate) =>
      queryClient.refetchQueries(
        {
          predicate: (query) => predicate(query) && (isDoctypeQuery(query) || query.isStale()),
          type: 'active',
        },
        { cancelRefetch: false },
      ),
    );
  const stops = [
    orderRereadsOf((query) => doctypeOfQuery(query) !== null),
    ...[focusManager, onlineManager].map((manager) =>
      manager.subscribe((isBack: boolean) => {
        if (isBack) void refetch();
      }),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
