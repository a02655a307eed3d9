/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8, CC are not. */
const START_OF_FRAME = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
const START_OF_SCAN = 0xda;

/**
 * The width and height a JPEG's frame header declares, read without decoding: a decoder allocates
 * for these, whatever size the PDF's image dictionary claims. Undefined when there is no frame.
 */
export function jpegSize(data: Uint8Array): { width: number; height: number } | undefined {
  if (data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    // Fill bytes (0xFF runs) before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (START_OF_FRAME.has(marker))
      return {
        height: (data[at + 5]! << 8) | data[at + 6]!,
        width: (data[at + 7]! << 8) | data[at + 8]!,
      };
    if (marker === START_OF_SCAN) return undefined;
    at += 2 + ((data[at + 2]! << 8) | data[at + 3]!);
  }
  return undefined;
}
