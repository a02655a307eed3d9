import { describe, expect, it } from 'vitest';
import { cellGridBlocks } from './cell-grid-blocks.ts';

const table = [
  ['Item', 'Quantity', 'Price'],
  ['Widget A', '2', '100.00'],
];

describe('cellGridBlocks', () => {
  it('finds the tables between the paragraphs, in document order', () => {
    const text = ['Delivery note', 'Item | Quantity | Price', 'Widget A | 2 | 100.00', 'Thanks'];
    expect(cellGridBlocks({ text: text.join('\n'), tables: [table] })).toEqual([
      { kind: 'line', text: 'Delivery note' },
      { kind: 'table', rows: table },
      { kind: 'line', text: 'Thanks' },
    ]);
  });

  it('keeps a paragraph that only looks like a row when the table comes later', () => {
    const text = ['Item | Quantity | Price', 'Note', ...table.map((row) => row.join(' | '))];
    expect(cellGridBlocks({ text: text.join('\n'), tables: [table] })).toEqual([
      { kind: 'line', text: 'Item | Quantity | Price' },
      { kind: 'line', text: 'Note' },
      { kind: 'table', rows: table },
    ]);
  });

  it('places a nested table after the one holding it, as the loader writes them', () => {
    const outer = [['Seller', '']];
    const inner = [['Total', '952.00']];
    const text = ['Seller | ', 'Total | 952.00'].join('\n');
    expect(cellGridBlocks({ text, tables: [outer, inner] })).toEqual([
      { kind: 'table', rows: outer },
      { kind: 'table', rows: inner },
    ]);
  });

  it('reads a spreadsheet, all one table, as that table', () => {
    const sheet = [
      ['Name', 'City'],
      ['Müller', 'Köln'],
    ];
    expect(cellGridBlocks({ text: 'Name | City\nMüller | Köln', tables: [sheet] })).toEqual([
      { kind: 'table', rows: sheet },
    ]);
  });

  it('reads a document without tables as its lines, and an empty one as nothing', () => {
    expect(cellGridBlocks({ text: 'One\nTwo' })).toEqual([
      { kind: 'line', text: 'One' },
      { kind: 'line', text: 'Two' },
    ]);
    expect(cellGridBlocks({ text: '' })).toEqual([]);
  });
});
