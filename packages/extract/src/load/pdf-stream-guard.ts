import { constants, createInflate, inflateSync } from 'node:zlib';
import { AppError } from '@docsift/core/errors';
import { jpegSize } from './jpeg-size.ts';
import { type ParseBudget, type PdfValue, objectKey, parseValue, skipSpace } from './pdf-syntax.ts';

export interface PdfStreamLimits {
  maxPixels: number;
  maxDecompressedBytes: number;
}

interface PdfStream {
  dictionary: Map<string, PdfValue>;
  data: Uint8Array;
}

const OBJECT_HEADER = /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj\b/g;
/** Larger than zlib's 16 KiB default: counting a bomb's 200 MB takes 200 events, not 12,000. */
const COUNTING_CHUNK_BYTES = 1024 * 1024;
/**
 * Streams that inflate to at most this are inflated in one call: 1,000 small page contents then
 * take milliseconds, not a second of stream events.
 */
const IN_MEMORY_INFLATE_BYTES = 8 * 1024 * 1024;
/**
 * What reading the stream dictionaries may cost, in characters read: a real file reads each one
 * about once; a hostile one with nested or overlapping objects is refused at this bound.
 */
const SCAN_STEPS_PER_BYTE = 2;
const SCAN_BASE_STEPS = 1_000_000;
const FLATE_NAMES = new Set(['FlateDecode', 'Fl']);

/**
 * Checks a PDF's streams before pdf.js decodes any of them, reading the raw file rather than
 * trusting its cross-reference table: every image's declared Width x Height within `maxPixels`
 * ('file/too-many-pixels'), and the bytes the other streams (page contents, forms, fonts, object
 * streams; not attachments) inflate to, together, within `maxDecompressedBytes`
 * ('file/too-large'). Inflated bytes are counted as they stream and never held; counting stops
 * at the limit.
 *
 * Image data is not inflated: pdf.js reads only the bytes the declared size needs. What this scan
 * cannot see (streams of an encrypted file, filters other than Flate, inline images) is bounded
 * by pdf.js's own image limit and by the extraction process's memory ceiling.
 */
export async function assertSafePdfStreams(
  bytes: Uint8Array,
  limits: PdfStreamLimits,
): Promise<void> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const objects = objectOffsets(text);
  const parseBudget: ParseBudget = { steps: SCAN_STEPS_PER_BYTE * text.length + SCAN_BASE_STEPS };
  const resolved = new Map<number, PdfValue | undefined>();
  const resolve = (value: PdfValue | undefined): PdfValue | undefined => {
    if (!isReference(value)) return value;
    if (!resolved.has(value.ref)) {
      const offset = objects.get(value.ref);
      resolved.set(
        value.ref,
        offset === undefined ? undefined : parseValue(text, offset, parseBudget).value,
      );
    }
    return resolved.get(value.ref);
  };
  let budget = limits.maxDecompressedBytes;
  for (const stream of streams(text, bytes, objects, resolve, parseBudget)) {
    const { dictionary } = stream;
    const filters = filterChain(resolve(dictionary.get('Filter') ?? dictionary.get('F')), resolve);
    if (nameOf(resolve(dictionary.get('Subtype'))) === 'Image') {
      if (imagePixels(stream, filters, resolve) > limits.maxPixels)
        throw new AppError('file/too-many-pixels', {
          message: 'The PDF holds an image that is too large',
        });
      continue;
    }
    // An attachment is never decoded to read the pages: its size is not the pages' cost.
    if (nameOf(resolve(dictionary.get('Type'))) === 'EmbeddedFile') continue;
    const layers = flateLayers(filters);
    if (layers === 0) continue;
    budget -= await inflatedSize(stream.data, layers, budget + 1);
    if (budget < 0)
      throw new AppError('file/too-large', { message: 'The PDF unpacks to too much data' });
  }
}

/** Where each object's value starts, by "number generation"; a later revision wins. */
function objectOffsets(text: string): Map<number, number> {
  const offsets = new Map<number, number>();
  OBJECT_HEADER.lastIndex = 0;
  for (let match = OBJECT_HEADER.exec(text); match; match = OBJECT_HEADER.exec(text))
    offsets.set(objectKey(match[1]!, match[2]!), match.index + match[0].length);
  return offsets;
}

function* streams(
  text: string,
  bytes: Uint8Array,
  objects: Map<number, number>,
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
  budget: ParseBudget,
): Generator<PdfStream> {
  for (const offset of objects.values()) {
    // Only a dictionary can start a stream; other objects are not parsed here.
    if (!text.startsWith('<<', skipSpace(text, offset))) continue;
    const { value, end } = parseValue(text, offset, budget);
    if (budget.steps <= 0)
      throw new AppError('file/corrupt', { message: 'The PDF is too convoluted to check' });
    if (!(value instanceof Map)) continue;
    const keyword = skipSpace(text, end);
    if (!text.startsWith('stream', keyword)) continue;
    let start = keyword + 'stream'.length;
    if (text[start] === '\r') start += 1;
    if (text[start] === '\n') start += 1;
    yield {
      dictionary: value,
      data: bytes.subarray(start, streamEnd(text, start, resolve(value.get('Length')))),
    };
  }
}

/** The declared /Length when "endstream" follows it, else the next "endstream", as pdf.js does. */
function streamEnd(text: string, start: number, length: PdfValue | undefined): number {
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
    const declared = start + length;
    if (text.startsWith('endstream', skipSpace(text, declared))) return declared;
  }
  const found = text.indexOf('endstream', start);
  return found < 0 ? text.length : found;
}

/** Pixels a decoder allocates for an image: its dictionary's size, or its JPEG frame's if larger. */
function imagePixels(
  { dictionary, data }: PdfStream,
  filters: (string | undefined)[],
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
): number {
  const width = resolve(dictionary.get('Width') ?? dictionary.get('W'));
  const height = resolve(dictionary.get('Height') ?? dictionary.get('H'));
  const declared = typeof width === 'number' && typeof height === 'number' ? width * height : 0;
  const frame = filters[0] === 'DCTDecode' || filters[0] === 'DCT' ? jpegSize(data) : undefined;
  return Math.max(declared, frame ? frame.width * frame.height : 0);
}

/** The filter names of a stream, in the order they decode. */
function filterChain(
  filter: PdfValue | undefined,
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
): (string | undefined)[] {
  return (Array.isArray(filter) ? filter.map(resolve) : [filter]).map(nameOf);
}

/** How many Flate filters lead the filter chain: those are the ones inflated here. */
function flateLayers(filters: (string | undefined)[]): number {
  let layers = 0;
  while (layers < filters.length && FLATE_NAMES.has(filters[layers] ?? '')) layers += 1;
  return layers;
}

/**
 * Bytes `data` inflates to through `layers` Flate filters, counted up to `cap` (then it stops).
 * Most streams are small: they inflate at once, in memory; a large or damaged one is counted
 * as it streams.
 */
async function inflatedSize(data: Uint8Array, layers: number, cap: number): Promise<number> {
  let bytes = data;
  try {
    for (let layer = 0; layer < layers; layer += 1)
      bytes = inflateSync(bytes, {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: IN_MEMORY_INFLATE_BYTES,
      });
    return Math.min(bytes.length, cap);
  } catch {
    return streamedInflatedSize(data, layers, cap);
  }
}

/**
 * As inflatedSize, never holding more than a chunk. A damaged stream counts what inflated before
 * the damage, as pdf.js reads up to it too.
 */
function streamedInflatedSize(data: Uint8Array, layers: number, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const inflaters = Array.from({ length: layers }, () =>
      // A truncated stream is not an error: pdf.js reads what is there.
      createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: COUNTING_CHUNK_BYTES }),
    );
    for (let i = 0; i + 1 < inflaters.length; i += 1) inflaters[i]!.pipe(inflaters[i + 1]!);
    const last = inflaters.at(-1)!;
    let size = 0;
    const finish = () => {
      for (const inflater of inflaters) inflater.destroy();
      resolve(Math.min(size, cap));
    };
    last.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size >= cap) finish();
    });
    last.on('end', finish);
    for (const inflater of inflaters) inflater.on('error', finish);
    inflaters[0]!.end(data);
  });
}

function isReference(value: PdfValue | undefined): value is { ref: number } {
  return typeof value === 'object' && value !== null && 'ref' in value;
}

function nameOf(value: PdfValue | undefined): string | undefined {
  return typeof value === 'object' && value !== null && 'name' in value ? value.name : undefined;
}
