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

  it('reads a table nested in a cell as a table of its own, after the table that holds it', () => {
    const html =
      '<table><tr><td><p>Order 17</p><table><tr><td>Item</td><td>Qty</td></tr><tr><td>Bolt</td><td>4</td></tr></table>' +
      '<p>Thanks</p></td><td>z</td></tr></table><p>After</p>';
    expect(docxHtmlBlocks(html)).toEqual([
      { kind: 'table', rows: [['Order 17 Thanks', 'z']] },
      {
        kind: 'table',
        rows: [
          ['Item', 'Qty'],
          ['Bolt', '4'],
        ],
      },
      { kind: 'line', text: 'After' },
    ]);
  });

  it('leaves out a layout table with no text of its own and keeps nested tables in document order', () => {
    const keyValue = (key: string, inner = ''): string =>
      `<table><tr><td>${key}</td><td>${key.toLowerCase()}${inner}</td></tr></table>`;
    const html = `<table><tr><td>${keyValue('A', keyValue('B'))}</td><td>${keyValue('C')}</td></tr></table>`;
    expect(docxHtmlBlocks(html)).toEqual([
      { kind: 'table', rows: [['A', 'a']] },
      { kind: 'table', rows: [['B', 'b']] },
      { kind: 'table', rows: [['C', 'c']] },
    ]);
  });
});
