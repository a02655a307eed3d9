import { AppError } from '@docsift/core/errors';
import { standardDecrypter, type StreamDecrypter } from './pdf-decryption.ts';
import { decodedSize, isCountedFilter, type StreamFilter } from './pdf-filters.ts';
import { inlineImageWatcher } from './pdf-inline-images.ts';
import { jpegSize } from './jpeg-size.ts';
import { type ParseBudget, type PdfValue, objectKey, parseValue, skipSpace } from './pdf-syntax.ts';

export interface PdfStreamLimits {
  maxPixels: number;
  maxDecompressedBytes: number;
}

interface PdfStream {
  /** objectKey() of the object holding it: its number and generation decrypt it. */
  key: number;
  dictionary: Map<string, PdfValue>;
  data: Uint8Array;
}

type Resolve = (value: PdfValue | undefined) => PdfValue | undefined;

const OBJECT_HEADER = /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj\b/g;
/**
 * What reading the stream dictionaries may cost, in characters read: a real file reads each one
 * about once; a hostile one with nested or overlapping objects is refused at this bound.
 */
const SCAN_STEPS_PER_BYTE = 2;
const SCAN_BASE_STEPS = 1_000_000;

/**
 * Checks a PDF's streams before pdf.js decodes any of them, reading the raw file rather than
 * trusting its cross-reference table: every image's declared Width x Height within `maxPixels`
 * ('file/too-many-pixels'), inline images in the page contents too, and the bytes the other
 * streams (page contents, forms, fonts, object streams; not attachments) decode to, together,
 * within `maxDecompressedBytes` ('file/too-large'). Every filter that can grow data is counted
 * (Flate, LZW, RunLength, ASCII85, ASCIIHex, chained in any order), as it streams, never held;
 * counting stops at the limit. A file encrypted for the empty password is decrypted first, as
 * pdf.js opens it; one that needs a password pdf.js refuses before decoding anything.
 *
 * Image data is not decoded: pdf.js reads only the bytes the declared size needs.
 */
export async function assertSafePdfStreams(
  bytes: Uint8Array,
  limits: PdfStreamLimits,
): Promise<void> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const objects = objectOffsets(text);
  const parseBudget: ParseBudget = { steps: SCAN_STEPS_PER_BYTE * text.length + SCAN_BASE_STEPS };
  const resolved = new Map<number, PdfValue | undefined>();
  const resolve: Resolve = (value) => {
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
  const found = [...streams(text, bytes, objects, resolve, parseBudget)];
  const decrypt = decrypterOf(text, found, resolve, parseBudget);
  let budget = limits.maxDecompressedBytes;
  for (const stream of found) {
    const { dictionary } = stream;
    // The cross-reference stream is never encrypted, and says how the others are.
    if (nameOf(resolve(dictionary.get('Type'))) === 'XRef') continue;
    const filters = filterChain(stream, resolve);
    const isImage = nameOf(resolve(dictionary.get('Subtype'))) === 'Image';
    // An attachment is never decoded to read the pages: its size is not the pages' cost.
    if (nameOf(resolve(dictionary.get('Type'))) === 'EmbeddedFile') continue;
    const counted = countedLayers(filters);
    if (!isImage && counted === null) continue;
    const data = decrypt
      ? decrypt(stream.data, objectNumber(stream.key), stream.key % 65_536)
      : stream.data;
    if (isImage) {
      if (imagePixels({ ...stream, data }, filters, resolve) > limits.maxPixels)
        throw tooManyPixels();
      continue;
    }
    budget -= await decodedSize(
      data,
      counted!,
      budget + 1,
      inlineImageWatcher(limits.maxPixels, tooManyPixels),
    );
    if (budget < 0)
      throw new AppError('file/too-large', { message: 'The PDF unpacks to too much data' });
  }
}

function objectNumber(key: number): number {
  return Math.floor(key / 65_536);
}

function tooManyPixels(): AppError {
  return new AppError('file/too-many-pixels', {
    message: 'The PDF holds an image that is too large',
  });
}

/**
 * How the file's streams are decrypted: null when it is not encrypted or cannot be opened
 * without a password (then pdf.js refuses it before decoding a stream).
 */
function decrypterOf(
  text: string,
  found: PdfStream[],
  resolve: Resolve,
  budget: ParseBudget,
): StreamDecrypter | null {
  const trailers: PdfValue[] = found
    .filter(({ dictionary }) => nameOf(resolve(dictionary.get('Type'))) === 'XRef')
    .map(({ dictionary }) => dictionary);
  const keyword = text.lastIndexOf('trailer');
  if (keyword >= 0)
    trailers.push(parseValue(text, keyword + 'trailer'.length, budget).value ?? null);
  for (const trailer of trailers) {
    if (!(trailer instanceof Map)) continue;
    const encrypt = resolve(trailer.get('Encrypt'));
    if (!(encrypt instanceof Map)) continue;
    const ids = resolve(trailer.get('ID'));
    const firstId = Array.isArray(ids) ? resolve(ids[0]) : undefined;
    const fileId =
      typeof firstId === 'object' && firstId !== null && 'bytes' in firstId
        ? firstId.bytes
        : undefined;
    return standardDecrypter(encrypt, fileId);
  }
  return null;
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
  resolve: Resolve,
  budget: ParseBudget,
): Generator<PdfStream> {
  for (const [key, offset] of objects) {
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
      key,
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
  filters: StreamFilter[],
  resolve: Resolve,
): number {
  const width = resolve(dictionary.get('Width') ?? dictionary.get('W'));
  const height = resolve(dictionary.get('Height') ?? dictionary.get('H'));
  const declared = typeof width === 'number' && typeof height === 'number' ? width * height : 0;
  const first = filters[0]?.name;
  const frame = first === 'DCTDecode' || first === 'DCT' ? jpegSize(data) : undefined;
  return Math.max(declared, frame ? frame.width * frame.height : 0);
}

/** A stream's filters, in the order they decode, with LZW's EarlyChange from their parameters. */
function filterChain({ dictionary }: PdfStream, resolve: Resolve): StreamFilter[] {
  const filter = resolve(dictionary.get('Filter') ?? dictionary.get('F'));
  const parameters = resolve(dictionary.get('DecodeParms') ?? dictionary.get('DP'));
  const names = Array.isArray(filter) ? filter.map(resolve) : filter ? [filter] : [];
  return names.map((name, index) => {
    const own = resolve(Array.isArray(parameters) ? parameters[index] : parameters);
    const earlyChange = own instanceof Map ? resolve(own.get('EarlyChange')) : undefined;
    return { name: nameOf(name) ?? '', earlyChange: earlyChange === 0 ? 0 : 1 };
  });
}

/**
 * The filters that lead the chain and are counted here (none for a plain stream, whose bytes
 * count as they are); an image codec or an unknown filter ends the count. Null when the chain
 * starts with one: nothing of it is counted.
 */
function countedLayers(filters: StreamFilter[]): StreamFilter[] | null {
  // A /Crypt filter names how the stream was encrypted: decrypting came first.
  const decoding = filters.filter(({ name }) => name !== 'Crypt');
  const end = decoding.findIndex(({ name }) => !isCountedFilter(name));
  if (end === 0) return null;
  return end < 0 ? decoding : decoding.slice(0, end);
}

function isReference(value: PdfValue | undefined): value is { ref: number } {
  return typeof value === 'object' && value !== null && 'ref' in value;
}

function nameOf(value: PdfValue | undefined): string | undefined {
  return typeof value === 'object' && value !== null && 'name' in value ? value.name : undefined;
}
