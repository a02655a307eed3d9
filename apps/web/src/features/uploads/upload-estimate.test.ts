import { describe, expect, it } from 'vitest';
import { MAX_PDF_PAGES } from '@docsift/core/limits';
import {
  countBatchPages,
  estimateKind,
  estimateUpload,
  isSurelyCovered,
} from './upload-estimate.ts';

describe('upload estimate', () => {
  it('tells PDFs, workbooks, one-page files and files the server refuses apart by type and name', () => {
    expect(estimateKind({ name: 'scan.PDF', type: '' })).toBe('pdf');
    expect(estimateKind({ name: 'scan', type: 'application/pdf' })).toBe('pdf');
    expect(estimateKind({ name: 'photo.jpg', type: 'image/jpeg' })).toBe('one-page');
    expect(estimateKind({ name: 'letter.docx', type: '' })).toBe('one-page');
    expect(estimateKind({ name: 'orders.CSV', type: '' })).toBe('one-page');
    expect(estimateKind({ name: 'orders', type: 'text/csv' })).toBe('one-page');
    expect(estimateKind({ name: 'orders.XLSX', type: '' })).toBe('xlsx');
    expect(estimateKind({ name: 'orders.ods', type: '' })).toBe('ods');
    expect(
      estimateKind({ name: 'orders', type: 'application/vnd.oasis.opendocument.spreadsheet' }),
    ).toBe('ods');
    expect(estimateKind({ name: 'notes.txt', type: 'text/plain' })).toBe('refused');
  });

  it('counts an image and a DOCX as one page each and a refused file as none', async () => {
    const files = [
      new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' }),
      new File(['PK'], 'letter.docx'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ];
    expect(await countBatchPages(files, new AbortController().signal)).toEqual([1, 1, 0]);
  });

  it('stops counting once the dialog no longer waits for it', async () => {
    const stopped = new AbortController();
    stopped.abort();
    expect(await countBatchPages([new File(['PK'], 'letter.docx')], stopped.signal)).toEqual([]);
  });

  it('warns when the balance does not cover one credit per page', () => {
    expect(estimateUpload([3, 1, 0], 4)).toEqual({ credits: 4, balance: 4, isShort: false });
    expect(estimateUpload([3, 2], 4)).toEqual({ credits: 5, balance: 4, isShort: true });
    expect(estimateUpload([], 0)).toEqual({ credits: 0, balance: 0, isShort: false });
  });

  it('knows a batch covered without counting its pages when the balance covers a PDF at its object count', async () => {
    // Only the end of a PDF is read: a cross-reference section declaring 4 objects.
    const pdf = new File(['xref\ntrailer\n<< /Size 4 >>\nstartxref\n0\n%%EOF\n'], 'scan.pdf');
    const docx = new File(['PK'], 'letter.docx');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await isSurelyCovered([pdf, docx, text], 5)).toBe(true);
    expect(await isSurelyCovered([pdf, docx, text], 4)).toBe(false);
    // A PDF whose end does not say: as many pages as a PDF the server takes may have.
    const damaged = new File(['%PDF-1.4 cut off'], 'damaged.pdf');
    expect(await isSurelyCovered([damaged], MAX_PDF_PAGES)).toBe(true);
    expect(await isSurelyCovered([damaged], MAX_PDF_PAGES - 1)).toBe(false);
  });
});
