import type { Upload, UploadState } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import {
  hasOcrFailed,
  mayDeleteUpload,
  menuEntriesFor,
  showsErrorDropdown,
  showsRecordCount,
  showsReparse,
  showsSpinner,
  uploadViewState,
} from './upload-state.ts';
import { buildUpload } from '../../lib/testing/upload.fixture.ts';

const scanError = {
  code: 'scan/failed',
  message: 'Something went wrong while scanning your document.',
};

const upload = (state: UploadState, overrides: Partial<Upload> = {}) =>
  buildUpload({ state, ...overrides });

describe('showsSpinner', () => {
  it.each<[UploadState, boolean]>([
    ['uploading', true],
    ['uploaded', true],
    ['scanning', true],
    ['parsing', true],
    ['done', false],
  ])('without error in state %s: %s', (state, expected) => {
    expect(showsSpinner(upload(state))).toBe(expected);
  });

  it('never spins for an upload with an error unless working locally', () => {
    for (const state of ['uploaded', 'scanning', 'parsing', 'done'] as const) {
      expect(showsSpinner(upload(state, { error: scanError }))).toBe(false);
      expect(showsSpinner(upload(state, { error: scanError }), true)).toBe(true);
    }
  });

  it('spins for a done upload while an action runs on it (local:working)', () => {
    expect(showsSpinner(upload('done'), true)).toBe(true);
  });
});

describe('showsRecordCount', () => {
  it('hides the count only in state uploaded', () => {
    expect(showsRecordCount(upload('uploaded'))).toBe(false);
    for (const state of ['uploading', 'scanning', 'parsing', 'done'] as const)
      expect(showsRecordCount(upload(state))).toBe(true);
  });
});

describe('menuEntriesFor', () => {
  it.each<[UploadState, string[]]>([
    ['uploaded', ['scan', 'ocr', 'calibrate', 'delete']],
    ['done', ['parse', 'ocr', 'calibrate', 'delete']],
    ['scanning', ['delete']],
    ['parsing', ['delete']],
    ['uploading', ['delete']],
  ])('in state %s offers %j', (state, entries) => {
    expect(menuEntriesFor(upload(state), true)).toEqual(entries);
  });

  it('leaves delete out for a viewer who may not delete the upload', () => {
    expect(menuEntriesFor(upload('done'), false)).toEqual(['parse', 'ocr', 'calibrate']);
  });
});

describe('mayDeleteUpload', () => {
  it('lets the uploader and the doctype’s author delete, not another member', () => {
    const uploaded = { author: 'member-1' };
    expect(mayDeleteUpload(uploaded, 'member-1', 'author')).toBe(true);
    expect(mayDeleteUpload(uploaded, 'author', 'author')).toBe(true);
    expect(mayDeleteUpload(uploaded, 'member-2', 'author')).toBe(false);
  });
});

describe('showsReparse', () => {
  it('shows for a done upload without error parsed with another doctype hash', () => {
    expect(showsReparse(upload('done', { doctypeHash: 'old' }), 'new')).toBe(true);
  });

  it('hides when the hash matches, on error, or before done', () => {
    expect(showsReparse(upload('done', { doctypeHash: 'same' }), 'same')).toBe(false);
    expect(showsReparse(upload('done', { doctypeHash: 'old', error: scanError }), 'new')).toBe(
      false,
    );
    expect(showsReparse(upload('parsing', { doctypeHash: 'old' }), 'new')).toBe(false);
  });
});

describe('error state', () => {
  it('shows the error dropdown only with an error', () => {
    expect(showsErrorDropdown(upload('done'))).toBe(false);
    expect(showsErrorDropdown(upload('parsing', { error: scanError }))).toBe(true);
  });

  it('treats an error before any OCR result as a failed scan', () => {
    expect(hasOcrFailed(upload('scanning', { error: scanError }))).toBe(true);
    expect(
      hasOcrFailed(
        upload('parsing', { error: { code: 'doctype/no-fields', message: 'No fields' } }),
      ),
    ).toBe(false);
  });
});

describe('uploadViewState', () => {
  it('shows the no-uploads area only in the all view without uploads', () => {
    expect(uploadViewState({ upload: null, uploadCount: 0, fieldCount: 2 })).toBe('no-uploads');
    expect(uploadViewState({ upload: null, uploadCount: 3, fieldCount: 2 })).toBe('records');
  });

  it('shows processing while the chosen upload spins', () => {
    expect(uploadViewState({ upload: upload('scanning'), uploadCount: 1, fieldCount: 2 })).toBe(
      'processing',
    );
    expect(
      uploadViewState({ upload: upload('done'), uploadCount: 1, fieldCount: 2, isWorking: true }),
    ).toBe('processing');
  });

  it('shows the OCR-failed area for a failed scan, even without fields', () => {
    expect(
      uploadViewState({
        upload: upload('scanning', { error: scanError }),
        uploadCount: 1,
        fieldCount: 0,
      }),
    ).toBe('ocr-failed');
  });

  it('shows the no-fields area before records when the doctype has no fields', () => {
    expect(uploadViewState({ upload: null, uploadCount: 2, fieldCount: 0 })).toBe('no-fields');
    expect(
      uploadViewState({
        upload: upload('parsing', { error: { code: 'doctype/no-fields', message: '' } }),
        uploadCount: 1,
        fieldCount: 0,
      }),
    ).toBe('no-fields');
    expect(uploadViewState({ upload: upload('done'), uploadCount: 1, fieldCount: 3 })).toBe(
      'records',
    );
  });
});
