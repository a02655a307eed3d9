import { describe, expect, it } from 'vitest';
import { countBatchPages, estimateKind, estimateUpload } from './upload-estimate.ts';

describe('upload estimate', () => {
  it('tells PDFs, one-page files and files the server refuses apart by type and name', () => {
    expect(estimateKind({ name: 'scan.PDF', type: '' })).toBe('pdf');
    expect(estimateKind({ name: 'scan', type: 'application/pdf' })).toBe('pdf');
    expect(estimateKind({ name: 'photo.jpg', type: 'image/jpeg' })).toBe('one-page');
    expect(estimateKind({ name: 'letter.docx', type: '' })).toBe('one-page');
    expect(estimateKind({ name: 'orders.CSV', type: '' })).toBe('one-page');
    expect(estimateKind({ name: 'orders', type: 'text/csv' })).toBe('one-page');
    expect(estimateKind({ name: 'orders.xlsx', type: '' })).toBe('one-page');
    expect(estimateKind({ name: 'orders.ods', type: '' })).toBe('one-page');
    expect(estimateKind({ name: 'notes.txt', type: 'text/plain' })).toBe('refused');
  });

  it('counts an image and a DOCX as one page each and a refused file as none', async () => {
    const files = [
      new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' }),
      new File(['PK'], 'letter.docx'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ];
    expect(await countBatchPages(files)).toEqual([1, 1, 0]);
  });

  it('warns when the balance does not cover one credit per page', () => {
    expect(estimateUpload([3, 1, 0], 4)).toEqual({ credits: 4, balance: 4, isShort: false });
    expect(estimateUpload([3, 2], 4)).toEqual({ credits: 5, balance: 4, isShort: true });
    expect(estimateUpload([], 0)).toEqual({ credits: 0, balance: 0, isShort: false });
  });
});
