import { describe, expect, it } from 'vitest';
import { workingUploads } from './working-uploads.ts';

describe('workingUploads', () => {
  it('marks an upload working only while its action runs, also when it fails', async () => {
    let release!: () => void;
    const pending = workingUploads.during(
      'upload-1',
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    expect(workingUploads.has('upload-1')).toBe(true);
    expect(workingUploads.has('upload-2')).toBe(false);
    release();
    await pending;
    expect(workingUploads.has('upload-1')).toBe(false);
    await expect(
      workingUploads.during('upload-1', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(workingUploads.has('upload-1')).toBe(false);
  });
});
