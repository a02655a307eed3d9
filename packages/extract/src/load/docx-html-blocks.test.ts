import { describe, expect, it } from 'vitest';
import { docxHtmlBlocks } from './docx-html-blocks.ts';

describe('docxHtmlBlocks', () => {
  it('reads paragraphs, headings and list items as lines, in document order with tables', () => {
    const html =
      '<h1>Delivery &amp; invoice</h1><p>First<br />second</p>' +
      '<table><tr><th><p>Item</p></th><th><p>Price</p></th></tr><tr><td><p>Widget</p></td><td><p>1&#44;50</p></td></tr></table>' +
      '<ul><li>Point</li></ul>';
    expect(docxHtmlBlocks(html)).toEqual([
      { kind: 'line', text: 'Delivery & invoice' },
      { kind: 'line', text: 'First' },
      { kind: 'line', text: 'second' },
      {
        kind: 'table',
        rows: [
          ['Item', 'Price'],
          ['Widget', '1,50'],
        ],
      },
      { kind: 'line', text: 'Point' },
    ]);
  });

  it('pads a cell spanning columns with empty cells and joins a cell of several paragraphs', () => {
    const html =
      '<table><tr><td colspan="2"><p>Wide</p></td><td><p>a</p><p>b</p></td></tr></table>';
    expect(docxHtmlBlocks(html)).toEqual([{ kind: 'table', rows: [['Wide', '', 'a b']] }]);
  });

  it('flattens a nested table into the cell that holds it', () => {
    const html =
      '<table><tr><td><table><tr><td>x</td><td>y</td></tr></table></td><td>z</td></tr></table>';
    expect(docxHtmlBlocks(html)).toEqual([{ kind: 'table', rows: [['x y', 'z']] }]);
  });
});
