/**
 * The PDF stream filters that can make data larger (ISO 32000-1, 7.4) as incremental decoders,
 * for counting what a stream decodes to before pdf.js decodes it: chunks in, chunks out, no
 * whole stream held. Image codecs (DCT, JPX, JBIG2, CCITT) are not here: an image's cost is its
 * declared pixels, checked apart. Predictors are ignored: they shrink a row by one byte.
 */
import type { Writable } from 'node:stream';
import { constants, createInflate, inflateSync } from 'node:zlib';

/** Turns input chunks into output chunks; damaged input ends the output, as pdf.js stops there. */
interface ChunkDecoder {
  write(chunk: Uint8Array): Uint8Array;
}

/** Filters decoded by a ChunkDecoder, by every name a PDF may give them (abbreviated for inline images). */
const DECODERS = new Map<string, (earlyChange: number) => ChunkDecoder>([
  ['ASCIIHexDecode', () => asciiHexDecoder()],
  ['AHx', () => asciiHexDecoder()],
  ['ASCII85Decode', () => ascii85Decoder()],
  ['A85', () => ascii85Decoder()],
  ['LZWDecode', (earlyChange) => lzwDecoder(earlyChange)],
  ['LZW', (earlyChange) => lzwDecoder(earlyChange)],
  ['RunLengthDecode', () => runLengthDecoder()],
  ['RL', () => runLengthDecoder()],
]);

const FLATE_NAMES = new Set(['FlateDecode', 'Fl']);

/** Whether this filter's output is counted here (Flate, LZW, RunLength, ASCII85, ASCIIHex). */
export function isCountedFilter(name: string | undefined): boolean {
  return name != null && (FLATE_NAMES.has(name) || DECODERS.has(name));
}

/** A decoder for a counted filter other than Flate (which zlib decodes); `earlyChange` is LZW's parameter. */
function chunkDecoder(name: string, earlyChange = 1): ChunkDecoder {
  const create = DECODERS.get(name);
  if (!create) throw new Error(`no decoder for ${name}`);
  return create(earlyChange);
}

/** A stream's filter and, for LZW, its EarlyChange parameter. */
export interface StreamFilter {
  name: string;
  earlyChange: number;
}

/** Input given to a ChunkDecoder at a time: LZW turns 4 KiB into at most 14 MB. */
const PIECE_BYTES = 4096;
/** Larger than zlib's 16 KiB default: counting a bomb's 200 MB takes 200 chunks, not 12,000. */
const INFLATE_CHUNK_BYTES = 1024 * 1024;
/**
 * Streams that decode to at most this are decoded in one call: 1,000 small page contents then
 * take milliseconds, not a second of stream events.
 */
const IN_MEMORY_BYTES = 8 * 1024 * 1024;

/**
 * Bytes `data` decodes to through `filters` (all counted ones), counted up to `cap` (then it
 * stops). Most streams are small and decode at once in memory; a large one is counted as it
 * streams, one chunk at a time. A damaged stream counts what decoded before the damage, as
 * pdf.js reads up to it too.
 */
export async function decodedSize(
  data: Uint8Array,
  filters: StreamFilter[],
  cap: number,
  /** Sees the decoded bytes in order, chunk by chunk; may throw to stop the count. */
  inspect?: (chunk: Uint8Array) => void,
): Promise<number> {
  const decoded = decodeInMemory(data, filters);
  if (decoded) {
    inspect?.(decoded);
    return Math.min(decoded.length, cap);
  }
  let size = 0;
  for await (const chunk of decodedChunks(data, filters)) {
    inspect?.(chunk);
    size += chunk.length;
    if (size >= cap) break;
  }
  return Math.min(size, cap);
}

/** `data` decoded through `filters` when no layer grows past IN_MEMORY_BYTES; else null. */
function decodeInMemory(data: Uint8Array, filters: StreamFilter[]): Uint8Array | null {
  let bytes = data;
  for (const { name, earlyChange } of filters) {
    if (FLATE_NAMES.has(name)) {
      try {
        bytes = inflateSync(bytes, {
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: IN_MEMORY_BYTES,
        });
      } catch {
        // Too large, or damaged: the streamed count tells which, and how much came first.
        return null;
      }
      continue;
    }
    const decoder = chunkDecoder(name, earlyChange);
    const parts: Uint8Array[] = [];
    let size = 0;
    for (let at = 0; at < bytes.length; at += PIECE_BYTES) {
      const part = decoder.write(bytes.subarray(at, at + PIECE_BYTES));
      size += part.length;
      if (size > IN_MEMORY_BYTES) return null;
      parts.push(part);
    }
    bytes = Buffer.concat(parts);
  }
  return bytes;
}

/** The decoded stream, pulled chunk by chunk: a consumer that stops pulling stops every layer. */
async function* decodedChunks(
  data: Uint8Array,
  filters: StreamFilter[],
): AsyncGenerator<Uint8Array> {
  let chunks: AsyncIterable<Uint8Array> = (async function* () {
    yield data;
  })();
  for (const { name, earlyChange } of filters)
    chunks = FLATE_NAMES.has(name)
      ? inflated(chunks)
      : pieceDecoded(chunks, chunkDecoder(name, earlyChange));
  yield* chunks;
}

async function* pieceDecoded(
  input: AsyncIterable<Uint8Array>,
  decoder: ChunkDecoder,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of input)
    for (let at = 0; at < chunk.length; at += PIECE_BYTES)
      yield decoder.write(chunk.subarray(at, at + PIECE_BYTES));
}

/** Resolves on 'drain', or on 'close' when the count is done and the inflater destroyed meanwhile. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

async function* inflated(input: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  // A truncated stream is not an error: pdf.js reads what is there.
  const inflater = createInflate({
    finishFlush: constants.Z_SYNC_FLUSH,
    chunkSize: INFLATE_CHUNK_BYTES,
  });
  const feed = async () => {
    for await (const chunk of input) {
      if (inflater.destroyed) return;
      if (!inflater.write(chunk)) await drained(inflater);
    }
    inflater.end();
  };
  // Ends with the inflater (destroyed below, or failed on damage): nothing to report.
  feed().catch(() => {});
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } catch {
    // Damaged data: what inflated before it is all pdf.js sees too.
  } finally {
    inflater.destroy();
  }
}

const HEX_VALUE = new Int8Array(256).fill(-1);
for (let i = 0; i < 16; i += 1) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(i)] = i;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(i)] = i;
}

const EMPTY = new Uint8Array(0);

function asciiHexDecoder(): ChunkDecoder {
  let high = -1;
  let isEnded = false;
  return {
    write(chunk) {
      if (isEnded) return EMPTY;
      const out = Buffer.allocUnsafe(Math.ceil(chunk.length / 2) + 1);
      let size = 0;
      for (const byte of chunk) {
        if (byte === 0x3e /* > */) {
          if (high >= 0) out[size++] = high << 4;
          isEnded = true;
          break;
        }
        const value = HEX_VALUE[byte]!;
        if (value < 0) continue;
        if (high < 0) high = value;
        else {
          out[size++] = (high << 4) | value;
          high = -1;
        }
      }
      return out.subarray(0, size);
    },
  };
}

function ascii85Decoder(): ChunkDecoder {
  let group = 0;
  let digits = 0;
  let isEnded = false;
  return {
    write(chunk) {
      if (isEnded) return EMPTY;
      // 'z' is the only way to grow: 1 byte to 4.
      const out = Buffer.allocUnsafe(chunk.length * 4 + 4);
      let size = 0;
      for (const byte of chunk) {
        if (byte === 0x7e /* ~ */) {
          // A partial group of n digits gives n - 1 bytes.
          if (digits > 1) {
            for (let pad = digits; pad < 5; pad += 1) group = group * 85 + 84;
            for (let i = 0; i < digits - 1; i += 1) out[size++] = (group >>> (24 - 8 * i)) & 0xff;
          }
          isEnded = true;
          break;
        }
        if (byte === 0x7a /* z */ && digits === 0) {
          out.fill(0, size, size + 4);
          size += 4;
          continue;
        }
        if (byte < 0x21 || byte > 0x75) continue;
        group = group * 85 + (byte - 0x21);
        digits += 1;
        if (digits === 5) {
          out.writeUInt32BE(group >>> 0, size);
          size += 4;
          group = 0;
          digits = 0;
        }
      }
      return out.subarray(0, size);
    },
  };
}

function runLengthDecoder(): ChunkDecoder {
  /** Literal bytes still to copy, or the length of a run whose byte comes next (negative). */
  let pending = 0;
  let isEnded = false;
  return {
    write(chunk) {
      // At most 128 bytes out of each 2 in.
      const out = Buffer.allocUnsafe(chunk.length * 64 + 128);
      let size = 0;
      let at = 0;
      while (at < chunk.length && !isEnded) {
        if (pending > 0) {
          const take = Math.min(pending, chunk.length - at);
          out.set(chunk.subarray(at, at + take), size);
          size += take;
          at += take;
          pending -= take;
        } else if (pending < 0) {
          out.fill(chunk[at]!, size, size - pending);
          size -= pending;
          at += 1;
          pending = 0;
        } else {
          const length = chunk[at++]!;
          if (length === 128) isEnded = true;
          else pending = length < 128 ? length + 1 : -(257 - length);
        }
      }
      return out.subarray(0, size);
    },
  };
}

const LZW_CLEAR = 256;
const LZW_END = 257;
const LZW_MAX_CODES = 4096;
const LZW_LONGEST = LZW_MAX_CODES;

/** LZW as pdf.js reads it: 9 to 12 bit codes, widened `earlyChange` codes early (1 by default). */
function lzwDecoder(earlyChange: number): ChunkDecoder {
  const prefix = new Int32Array(LZW_MAX_CODES);
  const suffix = new Uint8Array(LZW_MAX_CODES);
  const length = new Uint16Array(LZW_MAX_CODES);
  for (let code = 0; code < 256; code += 1) {
    suffix[code] = code;
    length[code] = 1;
    prefix[code] = -1;
  }
  // Where each code's string was last written in the output of the write() numbered `block`: a
  // long string is copied from there natively instead of walked back byte by byte.
  const writtenAt = new Int32Array(LZW_MAX_CODES);
  const writtenIn = new Int32Array(LZW_MAX_CODES).fill(-1);
  let block = 0;
  let nextCode = 258;
  let width = 9;
  let previous = -1;
  let previousAt = -1;
  let bits = 0;
  let bitCount = 0;
  let isEnded = false;

  /** Writes the string of `code` at `out[at]`. */
  const emit = (code: number, out: Buffer, at: number): void => {
    if (writtenIn[code] === block) {
      out.copyWithin(at, writtenAt[code]!, writtenAt[code]! + length[code]!);
    } else {
      let end = at + length[code]!;
      for (let current = code; current >= 0; current = prefix[current]!)
        out[--end] = suffix[current]!;
    }
    writtenAt[code] = at;
    writtenIn[code] = block;
  };

  return {
    write(chunk) {
      // Each code gives at most LZW_LONGEST bytes; a 4 KiB piece holds at most 3,641 codes.
      const out = Buffer.allocUnsafe(Math.ceil((chunk.length * 8) / 9 + 1) * LZW_LONGEST);
      let size = 0;
      block += 1;
      previousAt = -1;
      for (const byte of chunk) {
        if (isEnded) break;
        bits = ((bits << 8) | byte) & 0xffffff;
        bitCount += 8;
        while (bitCount >= width && !isEnded) {
          bitCount -= width;
          const code = (bits >>> bitCount) & ((1 << width) - 1);
          if (code === LZW_CLEAR) {
            nextCode = 258;
            width = 9;
            previous = -1;
            continue;
          }
          // The end, or a code past the table: pdf.js stops there too.
          const isKnown = code < nextCode;
          if (code === LZW_END || (!isKnown && (code !== nextCode || previous < 0))) {
            isEnded = true;
            break;
          }
          const start = size;
          if (isKnown) {
            emit(code, out, size);
            size += length[code]!;
          } else {
            // A code one past the table (KwKwK) is the previous string plus its own first byte.
            emit(previous, out, size);
            size += length[previous]!;
            out[size++] = out[start]!;
          }
          if (previous >= 0 && nextCode < LZW_MAX_CODES) {
            prefix[nextCode] = previous;
            suffix[nextCode] = out[start]!;
            length[nextCode] = length[previous]! + 1;
            // The new string is the previous one and this one's first byte: written just now.
            writtenAt[nextCode] = previousAt;
            writtenIn[nextCode] = previousAt < 0 ? -1 : block;
            nextCode += 1;
            const boundary = nextCode + earlyChange;
            if ((boundary & (boundary - 1)) === 0) width = Math.min(Math.log2(boundary) + 1, 12);
          }
          previous = code;
          previousAt = start;
        }
      }
      return out.subarray(0, size);
    },
  };
}
