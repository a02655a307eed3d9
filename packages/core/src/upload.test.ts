import { describe, expect, it } from 'vitest';
import type { Upload } from './upload.ts';
import {
  createUploadsResponseSchema,
  listUploadsQuerySchema,
  needsReparse,
  uploadSchema,
} from './upload.ts';

const upload: Upload = {
  id: 'upload-abc',
  type: 'upload',
  author: 'user-1',
  created: 1_700_000_000_000,
  updated: 1_700_000_000_000,
  target: 'doctype-xyz',
  state: 'done',
  filename: 'invoice.pdf',
  file: { source: 'doctype/doctype-xyz/1700000000000_invoice.pdf', ocr: null },
  contentType: 'application/pdf',
  size: 1234,
  expiresAt: 1_700_604_800,
  error: null,
  doctypeHash: 'h1',
  recordCount: 3,
};

describe('upload schema', () => {
  it('accepts a complete upload and refuses foreign ids and unknown states', () => {
    expect(uploadSchema.parse(upload)).toEqual(upload);
    expect(uploadSchema.safeParse({ ...upload, id: 'doctype-abc' }).success).toBe(false);
    expect(uploadSchema.safeParse({ ...upload, target: 'upload-abc' }).success).toBe(false);
    expect(uploadSchema.safeParse({ ...upload, state: 'local:working' }).success).toBe(false);
  });

  it('describes per-file failures beside the stored uploads', () => {
    const body = {
      uploads: [upload],
      errors: [{ filename: 'x.bin', code: 'file/unsupported-type', message: 'Unsupported' }],
    };
    expect(createUploadsResponseSchema.parse(body)).toEqual(body);
  });

  it('requires a doctype target to list uploads', () => {
    expect(listUploadsQuerySchema.safeParse({ target: 'doctype-1', q: ' inv ' }).data).toEqual({
      target: 'doctype-1',
      q: 'inv',
    });
    expect(
      listUploadsQuerySchema.safeParse({ target: '../etc/passwd' }).error?.issues[0]?.message,
    ).toBe('target_invalid');
    expect(listUploadsQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('needsReparse', () => {
  it('is true only for a done upload without error parsed with another hash', () => {
    expect(needsReparse(upload, 'h2')).toBe(true);
    expect(needsReparse(upload, 'h1')).toBe(false);
    expect(needsReparse({ ...upload, state: 'uploaded' }, 'h2')).toBe(false);
    expect(needsReparse({ ...upload, error: { code: 'scan/failed', message: 'x' } }, 'h2')).toBe(
      false,
    );
    expect(needsReparse({ ...upload, doctypeHash: null }, 'h2')).toBe(true);
  });
});
