import { exportBodySchema } from '@docsift/core/record';
import { describe, expect, it } from 'vitest';
import { chosenRecordsBody, exportBody, isDownloadOffered } from './export-request.ts';

const field = { key: 'field_a', caption: 'A', description: '', type: 'string' as const };

describe('isDownloadOffered', () => {
  it('needs fields, and a chosen upload that is done', () => {
    expect(isDownloadOffered({ fields: [field] }, null)).toBe(true);
    expect(isDownloadOffered({ fields: [field] }, { state: 'done' })).toBe(true);
    expect(isDownloadOffered({ fields: [field] }, { state: 'scanning' })).toBe(false);
    expect(isDownloadOffered({ fields: [] }, null)).toBe(false);
  });
});

describe('exportBody', () => {
  it('carries the view the table shows, in the form the server validates', () => {
    const body = exportBody('csv', 'upload-1', {
      q: ' müller ',
      filters: [{ field: 'field_a', op: '>=', value: 'item 2' }],
      sort: { field: 'field_a', dir: 'desc' },
    });
    expect(body).toEqual({
      format: 'csv',
      upload: 'upload-1',
      filters: ['field_a:>=:item 2'],
      sort: 'field_a:desc',
      q: 'müller',
    });
    expect(exportBodySchema.parse(body)).toEqual(body);
    expect(exportBody('json', 'all', { q: '', filters: [], sort: null })).toEqual({
      format: 'json',
      upload: 'all',
      filters: [],
      sort: null,
    });
    const withReview = exportBody(
      'csv',
      'all',
      { q: '', filters: [], sort: null },
      { includeReview: true },
    );
    expect(withReview).toMatchObject({ includeReview: true });
    expect(exportBodySchema.parse(withReview)).toEqual(withReview);
  });

  it('asks for the source columns and a German csv only when chosen, the style for csv alone', () => {
    const view = { q: '', filters: [], sort: null };
    const german = exportBody('csv', 'all', view, { includeSource: true, csvStyle: 'german' });
    expect(german).toMatchObject({ includeSource: true, csvStyle: 'german' });
    expect(exportBodySchema.parse(german)).toEqual(german);
    expect(exportBody('csv', 'all', view, { csvStyle: 'standard' })).not.toHaveProperty('csvStyle');
    const json = exportBody('json', 'all', view, { includeSource: true, csvStyle: 'german' });
    expect(json).toMatchObject({ includeSource: true });
    expect(json).not.toHaveProperty('csvStyle');
    expect(exportBody('csv', 'all', view, { includeSource: false })).not.toHaveProperty(
      'includeSource',
    );
  });
});

describe('chosenRecordsBody', () => {
  it('names the chosen records alone, in the view’s order, not its search or filters', () => {
    const view = {
      q: 'müller',
      filters: [{ field: 'field_a', op: '>=' as const, value: '2' }],
      sort: { field: 'field_a', dir: 'asc' as const },
      review: 'needs_review' as const,
    };
    const body = chosenRecordsBody('json', ['record-2', 'record-1'], view, {
      includeReview: true,
    });
    expect(body).toEqual({
      format: 'json',
      filters: [],
      sort: 'field_a:asc',
      recordIds: ['record-2', 'record-1'],
      includeReview: true,
    });
    expect(exportBodySchema.parse(body)).toEqual(body);
    expect(chosenRecordsBody('csv', ['record-1'], view)).not.toHaveProperty('includeReview');
  });
});
