import { beforeAll, describe, expect, it } from 'vitest';
import { docxParagraph, docxTable } from '../../test/fixtures/docx.ts';
import { ensureFixtures, type FixtureName } from '../../test/fixtures/make-fixtures.ts';
import { loadDocument } from './load-document.ts';

let fixtures: Record<FixtureName, string>;
beforeAll(async () => {
  fixtures = await ensureFixtures();
});

describe('loadDocument on DOCX', () => {
  it('keeps paragraphs as lines and tables as rows, in text and in tables', async () => {
    const { pages } = await loadDocument(fixtures.docx);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page!.source).toBe('docx');
    expect(page!.tables).toEqual([docxTable]);
    expect(page!.text.split('\n')).toEqual([
      docxParagraph,
      ...docxTable.map((row) => row.join(' | ')),
      'Thank you & goodbye',
    ]);
  });

  it('gives words synthetic boxes: one row per line, left to right', async () => {
    const [page] = (await loadDocument(fixtures.docx)).pages;
    const words = page!.words;
    expect(words.map((word) => word.text)).toEqual(
      page!.text.split(/\s+/).filter((text) => text !== '|'),
    );
    const widget = words.find((word) => word.text === 'Widget')!;
    const price = words.find((word) => word.text === '100.00')!;
    expect(price.bbox[1]).toBe(widget.bbox[1]);
    expect(price.bbox[0]).toBeGreaterThan(widget.bbox[2]);
    const item = words.find((word) => word.text === 'Item')!;
    expect(widget.bbox[1]).toBeGreaterThan(item.bbox[3]);
    for (const word of words) expect(word.bbox[2]).toBeLessThanOrEqual(page!.width);
  });
});
