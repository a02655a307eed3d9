import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import { makeDocx } from '../../test/fixtures/docx.ts';
import { deflatedMember, writeZip } from '../../test/fixtures/zip-writer.ts';
import { assertSafeZip } from './zip-guard.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('assertSafeZip', () => {
  it('accepts a normal DOCX', () => {
    expect(codeOf(() => assertSafeZip(makeDocx(), 1024 * 1024))).toBeUndefined();
  });

  it('rejects a zip whose directory declares more than the limit, before inflating', () => {
    const zip = writeZip([deflatedMember('word/document.xml', 'x'.repeat(10_000))]);
    expect(codeOf(() => assertSafeZip(zip, 5_000))).toBe('file/too-large');
  });

  it('rejects a member that inflates to more than its directory claims', () => {
    const member = deflatedMember('word/document.xml', 'x'.repeat(100_000));
    const zip = writeZip([{ ...member, declaredSize: 100 }]);
    expect(codeOf(() => assertSafeZip(zip, 1024 * 1024))).toBe('file/too-large');
  });

  it('rejects a truncated zip as file/corrupt', () => {
    const zip = makeDocx();
    expect(codeOf(() => assertSafeZip(zip.subarray(0, zip.length - 30), 1024 * 1024))).toBe(
      'file/corrupt',
    );
    expect(codeOf(() => assertSafeZip(zip.subarray(0, 200), 1024 * 1024))).toBe('file/corrupt');
  });
});
