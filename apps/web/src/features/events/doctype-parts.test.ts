import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildUpload } from '../../lib/testing/upload.fixture.ts';
import { doctypeKeys } from '../doctypes/doctypes-api.ts';
import { recordKeys } from '../records/records-api.ts';
import { uploadKeys } from '../uploads/uploads-api.ts';
import { doctypeOfQuery } from './doctype-parts.ts';

describe('doctypeOfQuery', () => {
  it('names the doctype of its parts, by their key or an upload’s target, and no other', () => {
    const client = new QueryClient();
    const doctypeOf = (key: readonly unknown[]) =>
      doctypeOfQuery(client.getQueryCache().build(client, { queryKey: key }));
    client.setQueryData(uploadKeys.one('upload-1'), buildUpload({ target: 'doctype-2' }));
    expect(doctypeOf(uploadKeys.list('doctype-1', 'a'))).toBe('doctype-1');
    expect(doctypeOf(recordKeys.one('doctype-1', 'r1'))).toBe('doctype-1');
    expect(doctypeOf(uploadKeys.one('upload-1'))).toBe('doctype-2');
    expect(doctypeOf(uploadKeys.one('upload-unread'))).toBeNull();
    expect(doctypeOf(doctypeKeys.one('doctype-1'))).toBeNull();
    expect(doctypeOf(uploadKeys.summaries)).toBeNull();
  });
});
