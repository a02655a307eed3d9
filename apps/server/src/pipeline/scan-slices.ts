/**
 * The pages a scan has read so far, kept in storage between its slice jobs (which may run on
 * different worker nodes): slice N is `<file>.ocr.pages-<first page>.json`. The last slice
 * joins them into the upload's OCR JSON and removes them.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { OcrDocument, OcrPage } from '@docsift/core/ocr';
import { ocrDocumentSchema } from '@docsift/core/ocr';
import type { Storage } from '../platform/storage/storage.ts';

type SliceStorage = Pick<Storage, 'put' | 'get' | 'delete' | 'list'>;

const SLICE_SUFFIX = /\.ocr\.pages-\d+\.json$/;

function sliceKey(source: string, first: number): string {
  return `${source}.ocr.pages-${first}.json`;
}

/** The stored file a slice key belongs to, or null for any other key (orphan clean-up keeps slices of known files). */
export function sliceSourceOf(key: string): string | null {
  return SLICE_SUFFIX.test(key) ? key.replace(SLICE_SUFFIX, '') : null;
}

/** Stores a slice's pages (replacing an earlier attempt's). */
export async function saveSlice(storage: SliceStorage, source: string, pages: OcrPage[]) {
  const key = sliceKey(source, pages[0]!.number);
  await storage.delete(key);
  await storage.put(key, Readable.from([Buffer.from(JSON.stringify({ pages }))]));
}

/** The stored slices before `first`, in order, followed by `last`: the whole document. */
export async function joinSlices(
  storage: SliceStorage,
  source: string,
  first: number,
  last: OcrPage[],
): Promise<OcrDocument> {
  const pages: OcrPage[] = [];
  for (let next = 1; next < first;) {
    const slice = ocrDocumentSchema.parse(
      JSON.parse(await text(await storage.get(sliceKey(source, next)))),
    );
    const end = slice.pages.at(-1)?.number;
    // A slice always holds its first page; anything else is a damaged chain.
    if (end == null || end < next) throw new Error(`scan slice at page ${next} is empty`);
    pages.push(...slice.pages);
    next = end + 1;
  }
  return { pages: [...pages, ...last] };
}

/** Removes every stored slice of the file (after joining them, or when the scan stops for good). */
export async function removeSlices(storage: SliceStorage, source: string): Promise<void> {
  const folder = `${path.posix.dirname(source)}/`;
  for await (const { key } of storage.list(folder))
    if (sliceSourceOf(key) === source) await storage.delete(key);
}
