import { describe, expect, it } from 'vitest';
import {
  nextSort,
  readRecordView,
  recordQueryParams,
  recordScopeParams,
  rowsKey,
  writeRecordView,
} from './record-view.ts';

describe('record view in the address', () => {
  it('round-trips search, filters (values with colons) and sort', () => {
    const view = {
      q: 'acme',
      filters: [
        { field: 'field_a', op: 'includes' as const, value: 'x:y' },
        { field: 'field_b', op: '>=' as const, value: '10' },
      ],
      sort: { field: 'field_b', dir: 'desc' as const },
    };
    const params = writeRecordView(new URLSearchParams('preview=1'), view);
    expect(params.get('preview')).toBe('1');
    expect(readRecordView(params)).toEqual(view);
  });

  it('drops malformed filters and sorts and reads an empty address as the default view', () => {
    const params = new URLSearchParams('filter=nocolon&filter=field_a:like:x&sort=:up');
    expect(readRecordView(params)).toEqual({ q: '', filters: [], sort: null });
  });

  it('leaves out an empty search and clears what the new view no longer has', () => {
    const old = new URLSearchParams('q=old&filter=field_a:==:1&sort=field_a:asc');
    const params = writeRecordView(old, { q: '  ', filters: [], sort: null });
    expect(params.toString()).toBe('');
  });
});

describe('records query string', () => {
  it('names the upload unless all, and carries the view and the cursor', () => {
    const view = {
      q: 'x',
      filters: [{ field: 'field_a', op: '==' as const, value: '1' }],
      sort: null,
    };
    expect(recordQueryParams('all', view, null).toString()).toBe(
      'limit=100&q=x&filter=field_a%3A%3D%3D%3A1',
    );
    expect(recordQueryParams('upload-1', view, 'c2').get('upload')).toBe('upload-1');
    expect(recordQueryParams('upload-1', view, 'c2').get('cursor')).toBe('c2');
    // A count asks for the view alone.
    expect(recordScopeParams('upload-1', view).toString()).toBe(
      'upload=upload-1&q=x&filter=field_a%3A%3D%3D%3A1',
    );
  });

  it('leaves out a filter whose value is still empty, which the address keeps', () => {
    const view = {
      q: '',
      filters: [
        { field: 'field_a', op: '==' as const, value: '' },
        { field: 'field_b', op: 'not-includes' as const, value: '' },
        { field: 'field_c', op: 'includes' as const, value: 'acme' },
      ],
      sort: null,
    };
    expect(recordScopeParams('all', view).getAll('filter')).toEqual(['field_c:includes:acme']);
    expect(writeRecordView(new URLSearchParams(), view).getAll('filter')).toEqual([
      'field_a:==:',
      'field_b:not-includes:',
      'field_c:includes:acme',
    ]);
  });
});

describe('header sort cycle', () => {
  it('goes ascending, descending, then back to the default order', () => {
    const asc = nextSort(null, 'field_a');
    expect(asc).toEqual({ field: 'field_a', dir: 'asc' });
    const desc = nextSort(asc, 'field_a');
    expect(desc).toEqual({ field: 'field_a', dir: 'desc' });
    expect(nextSort(desc, 'field_a')).toBeNull();
    expect(nextSort(desc, 'field_b')).toEqual({ field: 'field_b', dir: 'asc' });
  });
});

describe('the rows a view holds', () => {
  const view = { q: 'acme', filters: [], sort: null };
  it('stay the same when only the sort changes', () => {
    expect(rowsKey({ ...view, sort: { field: 'field_a', dir: 'desc' } })).toBe(rowsKey(view));
  });
  it('change with the search, a filter or the review state', () => {
    const keys = [
      rowsKey(view),
      rowsKey({ ...view, q: 'acme gmbh' }),
      rowsKey({ ...view, filters: [{ field: 'field_a', op: '==', value: '1' }] }),
      rowsKey({ ...view, review: 'needs_review' }),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});
