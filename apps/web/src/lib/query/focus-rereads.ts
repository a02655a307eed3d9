/**
 * Which queries TanStack reads again by itself when the window regains the focus or the network
 * comes back: all but those whose rereads another part of the app orders (features/events reads a
 * doctype's parts after the doctype, which may be gone). Asked at each focus, so it holds for
 * queries made before the order was given.
 */
import type { Query } from '@tanstack/react-query';

const none = () => false;
let orderedElsewhere: (query: Query) => boolean = none;

export const isRereadOnFocus = (query: Query): boolean => !orderedElsewhere(query);

/** Leaves the rereads of the queries `test` picks to the caller until the returned function is called. */
export function orderRereadsOf(test: (query: Query) => boolean): () => void {
  orderedElsewhere = test;
  return () => {
    if (orderedElsewhere === test) orderedElsewhere = none;
  };
}
