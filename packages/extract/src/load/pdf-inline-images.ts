/**
 * Inline images (BI … ID … EI, ISO 32000-1 8.9.7) live inside page contents, where no stream
 * dictionary declares them: their size is read from the decoded content as it streams past.
 */

/** An inline image's dictionary is short; this much of one chunk is kept for the next. */
const MAX_HEADER_BYTES = 512;
const BEGIN = Buffer.from('BI');
const DATA = /[\0\t\n\f\r ]ID[\0\t\n\f\r ]/;
const WIDTH = /\/(?:Width|W)[\0\t\n\f\r ]*(\d+)/;
const HEIGHT = /\/(?:Height|H)[\0\t\n\f\r ]*(\d+)/;

/**
 * Watches decoded content chunk by chunk and throws `refuse()` at an inline image declaring
 * more than `maxPixels`; an image header split across chunks is seen whole.
 */
export function inlineImageWatcher(
  maxPixels: number,
  refuse: () => Error,
): (chunk: Uint8Array) => void {
  let carried: Buffer = Buffer.alloc(0);
  return (chunk) => {
    const bytes = Buffer.concat([carried, chunk]);
    // Buffer.indexOf runs natively: 200 MB of drawing operators pass in a fraction of a second.
    for (let at = bytes.indexOf(BEGIN); at >= 0; at = bytes.indexOf(BEGIN, at + 2)) {
      if (at > 0 && !isWhitespace(bytes[at - 1]!)) continue;
      const header = bytes.subarray(at + 2, at + 2 + MAX_HEADER_BYTES).toString('latin1');
      const end = DATA.exec(header)?.index;
      if (end === undefined) continue;
      const entries = header.slice(0, end);
      const width = Number(WIDTH.exec(entries)?.[1] ?? 0);
      const height = Number(HEIGHT.exec(entries)?.[1] ?? 0);
      if (width * height > maxPixels) throw refuse();
    }
    carried = Buffer.from(bytes.subarray(Math.max(0, bytes.length - MAX_HEADER_BYTES)));
  };
}

function isWhitespace(byte: number): boolean {
  return byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;
}
