/**
 * How long the answer to a query that a page asks for ahead of its parts (on the click that opens
 * it, or as it starts rendering) is fresh: a part that mounts after the answer came shows it
 * instead of asking again, whichever of the two won the race. Short, as these lists are kept
 * current by live events and reloads (an invalidation or a poll refetches whatever the age).
 */
export const PREFETCHED_FRESH_MS = 5_000;
