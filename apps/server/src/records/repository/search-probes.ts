/**
 * What the trigram index is asked for a needle. Both indexes (FTS5's trigram table, pg_trgm's
 * GIN index) intersect the posting lists of every trigram they are given, and a trigram most
 * records contain (the "cus" of "customer") has a list as long as the table: at a million
 * records PostgreSQL spent 53 ms of a 55 ms page intersecting them. A needle is therefore
 * looked up by its rare trigrams alone when the view's first records show it has some; the
 * exact condition still decides, so the choice changes the cost, never the answer.
 */

/** Needles shorter than a trigram: the index cannot narrow them. */
export function isTrigramLong(needle: string): boolean {
  return [...needle].length >= 3;
}

/**
 * The needle's distinct trigrams of ASCII letters and digits, in order. Only these are
 * offered as probes: pg_trgm takes a LIKE pattern's non-alphanumeric characters as word breaks
 * (a probe "r 4" gives it no trigram, so it would read the whole index), and which characters
 * it counts as letters beyond ASCII depends on the database's locale.
 */
export function probeTrigrams(needle: string): string[] {
  const trigrams = new Set<string>();
  for (const word of needle.match(/[a-z0-9]{3,}/g) ?? [])
    for (let i = 0; i + 3 <= word.length; i++) trigrams.add(word.slice(i, i + 3));
  return [...trigrams];
}

/** A trigram found in at most this share of the sample counts as rare. */
export const RARE_TRIGRAM_SHARE = 0.02;
/** Two or three rare lists intersect to few candidates; more add reads, not narrowing. */
export const MAX_PROBES = 3;

/**
 * The probes for `needle`, given how many of `scanned` sampled records contain each of its
 * trigrams: its rarest trigrams, or the whole needle when none is rare (then only the
 * combination narrows, and the index must be given all of it).
 */
export function chooseProbes(
  needle: string,
  hits: ReadonlyMap<string, number>,
  scanned: number,
): string[] {
  const rare = probeTrigrams(needle)
    .filter((trigram) => (hits.get(trigram) ?? scanned) <= RARE_TRIGRAM_SHARE * scanned)
    .sort((a, b) => hits.get(a)! - hits.get(b)!);
  return rare.length > 0 ? rare.slice(0, MAX_PROBES) : [needle];
}
