/**
 * How much of a document one job reads, and how long its work may take for the pages it has. A
 * scan reads a slice of pages per job and queues the rest as a new job, so another user's
 * document waits for one slice, not for a whole 500-page scan. A slice's or a parse's deadline
 * measures its work from when an extraction process takes it, never its wait for one (issue 25:
 * nine 4-page scans at once timed out in the pool's queue); work that runs out of time is tried
 * once more with a longer deadline, then fails for good: a third try would take as long again.
 */
/** Most pages one scan job reads (SCAN_SLICE_PAGES may lower it); its deadline is sized for them. */
export const MAX_SCAN_SLICE_PAGES = 20;
/** A scan job starts no page after this long, so a slice of scanned pages ends in about this time. */
export const SCAN_SLICE_MS = 5_000;
/**
 * Pages the first slice of a long document reads: it takes an extraction process as a new
 * document does, and two of them held both processes for a whole slice (57 s under load) while
 * another user's one-page document waited.
 */
export const LONG_SCAN_FIRST_PAGES = 1;

/** Generous for one scanned page (render and OCR) on a busy machine; text pages take milliseconds. */
const SCAN_SECONDS_PER_PAGE = 30;
/** Parse time per page: the offline extractor needs far less, an LLM about this much. */
const PARSE_SECONDS_PER_PAGE = 6;
/** Copying the file, starting a process, opening the document, saving the result. */
const BASE_SECONDS = 60;
const PARSE_BASE_SECONDS = 300;
/** The page limit of a document (extract's default, 'file/too-many-pages'). */
const MOST_PAGES = 500;

/** The work deadline of a slice of at most `pages` pages, counted from when a process takes it. */
export function scanWorkMs(pages: number): number {
  return (BASE_SECONDS + Math.min(pages, MAX_SCAN_SLICE_PAGES) * SCAN_SECONDS_PER_PAGE) * 1000;
}

/**
 * A scan or parse job's own deadline: only a backstop for a job stuck outside its work, since
 * its work may wait for an extraction process behind everyone else's (scans, parses, the
 * wizard's) for as long as the machine is busy.
 */
export const JOB_BACKSTOP_SECONDS = 6 * 60 * 60;

/** The work deadline of extracting records from `pages` pages, counted from when a process takes it. */
export function parseWorkMs(pages: number): number {
  return (PARSE_BASE_SECONDS + Math.min(pages, MOST_PAGES) * PARSE_SECONDS_PER_PAGE) * 1000;
}
