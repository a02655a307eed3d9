import { describe, expect, it } from 'vitest';
import { extractOffline } from './offline-extractor.ts';
import { descriptionQuantityAmount, tableDoctype, testDocument } from './test-pages.ts';

describe('confidence of table cells', () => {
  const confidences = (lines: readonly string[], key: string): number[] =>
    extractOffline({
      ocr: testDocument(lines),
      doctype: tableDoctype(descriptionQuantityAmount),
    }).records.map((record) => record.confidence[key]!);

  it('trusts a row less whose text has leader dots, or is far longer than its column’s others', () => {
    const [bolts, nuts, washers, leaders, notes] = confidences(
      [
        'Description                                   Quantity     Amount',
        'Bolts                                                2       4.10',
        'Nuts                                                 3       2.95',
        'Washers                                              1       1.20',
        'Screws ..........                                    5       3.10',
        'Hinges delivered in two boxes of ten pieces each     4       5.60',
      ],
      'field_1',
    );
    expect([bolts, nuts]).toEqual([washers, washers]);
    expect(leaders).toBeLessThan(washers! - 0.1);
    expect(notes).toBeLessThan(washers! - 0.1);
  });

  it('trusts a row less whose figure is orders of magnitude from its column’s others', () => {
    const lines = [
      'Description     Quantity     Amount',
      'Bolts                  2       4.10',
      'Nuts                   3       2.95',
      'Washers                1     120.00',
      'Hinges                 4       5.60',
    ];
    const amounts = confidences(lines, 'field_3');
    expect(amounts[2]).toBeLessThan(amounts[0]! - 0.1);
    expect([amounts[1], amounts[3]]).toEqual([amounts[0], amounts[0]]);
    // The row's other values are in doubt too: it may be a line of another table.
    const descriptions = confidences(lines, 'field_1');
    expect(descriptions[2]).toBeLessThan(descriptions[0]! - 0.1);
  });

  it('trusts the cells of a sparse table, whose rows any one figure starts, less than a dense one’s', () => {
    const measures = tableDoctype([
      ['Measure', 'string'],
      ['Age 3', 'number'],
      ['Age 4', 'number'],
      ['Grade 1', 'number'],
    ]);
    const labelConfidence = (lines: readonly string[]): number =>
      extractOffline({ ocr: testDocument(lines), doctype: measures }).records[0]!.confidence[
        'field_1'
      ]!;
    const sparse = labelConfidence([
      'Measure                   Age 3     Age 4     Grade 1',
      'Letter Naming             0.24',
      'Pre-Writing               0.14      NA        NA',
      'Applied Problems                    0.15',
    ]);
    const dense = labelConfidence([
      'Measure                   Age 3     Age 4     Grade 1',
      'Letter Naming             0.24      0.31      0.42',
      'Pre-Writing               0.14      0.18      0.25',
      'Applied Problems          0.11      0.15      0.21',
    ]);
    expect(sparse).toBeLessThan(dense - 0.2);
  });
});
