/**
 * The guard counts what every filter decodes to, not only Flate (issue 9 item 3: LZW,
 * RunLength, ASCII85/ASCIIHex, inline images and encrypted streams reached pdf.js uncounted and
 * ran for 36-212 s before the memory ceiling stopped them). The bombs are refused in
 * hostile-inputs.test.ts; here each kind is refused at a small limit, honest files pass, and the
 * text reader reads what the guard decoded (the same encodings).
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import {
  ascii85,
  filterBombs,
  lzwEncode,
  lzwZeros,
  makeFilteredContentPdf,
  makeInlineImagePdf,
} from '../../test/fixtures/hostile-pdf.ts';
import { makeEncryptedPdf } from '../../test/fixtures/encrypted-pdf.ts';
import { loadDocument } from './load-document.ts';
import { assertSafePdfStreams } from './pdf-stream-guard.ts';

const limits = { maxPixels: 100_000_000, maxDecompressedBytes: 8 * 1024 * 1024 };
const content = Buffer.from(
  Array.from(
    { length: 40 },
    (_, n) => `BT /F1 10 Tf 72 ${700 - n * 15} Td (Line ${n} of the filtered page) Tj ET\n`,
  ).join(''),
  'latin1',
);

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await assertSafePdfStreams(bytes, limits);
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'passed';
}

describe('assertSafePdfStreams', () => {
  it.each([
    ['LZW', '/LZWDecode', () => lzwEncode(content)],
    ['ASCII85', '/ASCII85Decode', () => ascii85(content)],
    ['ASCIIHex', '/ASCIIHexDecode', () => Buffer.from(`${content.toString('hex')}>`)],
  ])('passes a %s page, whose text is then read', async (_name, filter, encode) => {
    const pdf = makeFilteredContentPdf(filter, encode());
    expect(await refusal(pdf)).toBe('passed');
    const { pages } = await loadDocument(new Uint8Array(pdf));
    expect(pages[0]!.text.replace(/ +/g, ' ')).toContain('Line 39 of the filtered page');
  });

  it.each(Object.keys(filterBombs) as (keyof typeof filterBombs)[])(
    'refuses a %s bomb past the limit as file/too-large',
    async (name) => {
      expect(await refusal(await filterBombs[name](16 * 1024 * 1024))).toBe('file/too-large');
    },
  );

  it('refuses an inline image past the pixel limit, and passes a small one', async () => {
    expect(await refusal(await makeInlineImagePdf(20_000, 20_000))).toBe('file/too-many-pixels');
    expect(await refusal(await makeInlineImagePdf(100, 100))).toBe('passed');
  });

  // Built here by the Standard Security Handler's algorithms: a wrong key in the guard decrypts
  // the bomb to noise that decodes to almost nothing, and passes it.
  it.each([
    ['AES-128 (V4, R4)', 128],
    ['AES-256 (V5, R6)', 256],
  ] as const)(
    'reads a %s file that opens without a password, and refuses a bomb inside',
    async (_name, keyBits) => {
      const encrypted = (extraContent?: { filter: string; data: Buffer }) =>
        makeEncryptedPdf({
          userPassword: '',
          ownerPassword: 'owner',
          keyBits,
          isAes: true,
          text: 'Invoice 42 of 2024',
          ...(extraContent && { extraContent }),
        });
      const harmless = encrypted();
      expect(await refusal(harmless)).toBe('passed');
      const { pages } = await loadDocument(new Uint8Array(harmless));
      expect(pages[0]).toMatchObject({ source: 'text-layer', text: 'Invoice 42 of 2024' });
      const bomb = encrypted({ filter: '/LZWDecode', data: lzwZeros(9 * 1024 * 1024) });
      expect(await refusal(bomb)).toBe('file/too-large');
    },
  );

  it('decrypts a file that opens without a password before counting', async () => {
    const encrypted = makeEncryptedPdf({
      userPassword: '',
      ownerPassword: 'owner',
      keyBits: 128,
      text: 'Invoice',
      extraContent: { filter: '/LZWDecode', data: lzwZeros(9 * 1024 * 1024) },
    });
    expect(await refusal(encrypted)).toBe('file/too-large');
  });
});
