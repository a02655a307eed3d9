import type { Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { mergeUploadList, newerUpload } from './newest-upload.ts';
import { buildUpload } from '../../lib/testing/upload.fixture.ts';

const upload = (id: string, state: Upload['state'], updated: number) =>
  buildUpload({ id, state, updated });

describe('newerUpload', () => {
  it('keeps a newer parsing over a done snapshot taken before the parse started', () => {
    const parsing = upload('upload-1', 'parsing', 20);
    expect(newerUpload(parsing, upload('upload-1', 'done', 10))).toBe(parsing);
  });

  it('takes the incoming copy when it is newer, equally new, or the first one', () => {
    const done = upload('upload-1', 'done', 30);
    expect(newerUpload(upload('upload-1', 'parsing', 20), done)).toBe(done);
    const refetched = { ...upload('upload-1', 'parsing', 20) };
    expect(newerUpload(upload('upload-1', 'parsing', 20), refetched)).toBe(refetched);
    expect(newerUpload(undefined, done)).toBe(done);
  });
});

describe('mergeUploadList', () => {
  it('keeps newer items from the cache, in the order and membership of the incoming list', () => {
    const parsing = upload('upload-1', 'parsing', 20);
    const current = {
      uploads: [parsing, upload('upload-2', 'done', 5), upload('upload-gone', 'done', 5)],
    };
    const fresh = upload('upload-2', 'scanning', 6);
    const added = upload('upload-3', 'uploaded', 1);
    const merged = mergeUploadList(current, {
      uploads: [added, fresh, upload('upload-1', 'done', 10)],
    });
    expect(merged.uploads).toEqual([added, fresh, parsing]);
  });

  it('takes the incoming list as is when nothing is cached', () => {
    const incoming = { uploads: [upload('upload-1', 'done', 10)] };
    expect(mergeUploadList(undefined, incoming)).toBe(incoming);
  });
});
