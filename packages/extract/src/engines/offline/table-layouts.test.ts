import { describe, expect, it } from 'vitest';
import { extractedRows as rows, tableDoctype, testDocument } from './test-pages.ts';

const programBudget = tableDoctype([
  ['Program', 'string'],
  ['Budget', 'number'],
]);

/** Tables that gave no rows or lost their labels: what the layout alone tells of their columns and rows. */
describe('table layouts', () => {
  it('reads "29.2%" as the number of a column that names no money concept', () => {
    const ocr = testDocument([
      'Cycle      KI      Improved     Eliminate',
      '                   Speed        Stops',
      '2012_2     3.30    5.9%         29.2%',
      '2145_1     0.68    2.4%         9.5%',
    ]);
    const doctype = tableDoctype([
      ['Cycle', 'string'],
      ['KI', 'number'],
      ['Improved Speed', 'number'],
      ['Eliminate Stops', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['2012_2', 3.3, 5.9, 29.2],
      ['2145_1', 0.68, 2.4, 9.5],
    ]);
  });

  it('gives the fields listed before every named one the columns printed without a heading', () => {
    const ocr = testDocument([
      '                              Accel      Idle',
      'Savings potential   Low       5%         0.5%',
      '                    High      15%        2%',
      'Frequency           Low       30%        30%',
    ]);
    const doctype = tableDoctype([
      ['Factor', 'string'],
      ['Level', 'string'],
      ['Accel', 'number'],
      ['Idle', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Savings potential', 'Low', 5, 0.5],
      [null, 'High', 15, 2],
      ['Frequency', 'Low', 30, 30],
    ]);
  });

  it.each([
    ['a blank corner', ''],
    ["the table's title", 'Results of the period'],
  ])('reads a row label and one figure whose labels stand under %s', (_, corner) => {
    const ocr = testDocument([
      `${corner.padEnd(30)}Budget`,
      'Contact Center Services       8.6',
      'Printed Publications          3.9',
      'Outreach                      1.2',
    ]);
    expect(rows(ocr, programBudget)).toEqual([
      ['Contact Center Services', 8.6],
      ['Printed Publications', 3.9],
      ['Outreach', 1.2],
    ]);
  });

  it('reads no rows under one named heading whose other field has no column', () => {
    const ocr = testDocument(['Budget', '8.6', '3.9']);
    expect(rows(ocr, programBudget)).toEqual([]);
  });

  it('reads "$8.6M" as 8.6 in a number column that names no concept', () => {
    const ocr = testDocument([
      'Program                       Budget',
      'Contact Center Services       $8.6M',
      'Printed Publications          $3.9M',
    ]);
    expect(rows(ocr, programBudget)).toEqual([
      ['Contact Center Services', 8.6],
      ['Printed Publications', 3.9],
    ]);
  });

  it('takes a title line caught in the header band for no column when row labels run through it', () => {
    const ocr = testDocument([
      'Table 7: Participation in courses',
      '              in 2004                       Number of      Females',
      '                                            participants   (%)',
      'Vocational training, not apprenticeship     79 935         55',
      'Labour market training                      51 955         52',
    ]);
    const doctype = tableDoctype([
      ['Type of education', 'string'],
      ['Number of participants', 'number'],
      ['Females (%)', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Vocational training, not apprenticeship', 79935, 55],
      ['Labour market training', 51955, 52],
    ]);
  });

  it('reads a sparse table, where most cells are blank or "NA", one row per printed label', () => {
    const ocr = testDocument([
      'Measure                   Age 3     Age 4     Grade 1',
      'Color Identification      NA        NA        NA',
      'Letter Naming             0.24',
      'Pre-Writing               0.14      NA        NA',
      'Applied Problems                    0.15',
    ]);
    const doctype = tableDoctype([
      ['Measure', 'string'],
      ['Age 3', 'number'],
      ['Age 4', 'number'],
      ['Grade 1', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Color Identification', null, null, null],
      ['Letter Naming', 0.24, null, null],
      ['Pre-Writing', 0.14, null, null],
      ['Applied Problems', null, 0.15, null],
    ]);
  });

  it('reads a row that has data for some years only, its other cells a dash, as a row', () => {
    const ocr = testDocument([
      'Country       2007     2006     2005     2004',
      'Estonia       -        42       -        -',
      'Germany       35       43       47       -',
      'Italy         334      241      394      196',
      'Romania       -        37       -        -',
    ]);
    const doctype = tableDoctype([
      ['Country', 'string'],
      ['2007', 'number'],
      ['2006', 'number'],
      ['2005', 'number'],
      ['2004', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Estonia', null, 42, null, null],
      ['Germany', 35, 43, 47, null],
      ['Italy', 334, 241, 394, 196],
      ['Romania', null, 37, null, null],
    ]);
  });
});

describe('a table of text only', () => {
  it('reads cells wrapped over lines in several columns as one row, up to the next label', () => {
    const ocr = testDocument([
      'Source        Definition              Examples',
      'Major         Emissions of 10 tons    Utilities, refineries',
      '              per year or more        and steel makers',
      'Area          Emissions of less       Dry cleaners and gas',
      '              than 10 tons            stations',
      'Stationary    Fixed plants            Power stations',
      'sources',
    ]);
    const doctype = tableDoctype([
      ['Source', 'string'],
      ['Definition', 'string'],
      ['Examples', 'string'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Major', 'Emissions of 10 tons per year or more', 'Utilities, refineries and steel makers'],
      ['Area', 'Emissions of less than 10 tons', 'Dry cleaners and gas stations'],
      ['Stationary sources', 'Fixed plants', 'Power stations'],
    ]);
  });
});

describe('a table over pages', () => {
  const doctype = tableDoctype([
    ['Region', 'string'],
    ['Population', 'number'],
    ['Area', 'number'],
  ]);

  it('reads the rows a page prints without the headings as the table of the page before', () => {
    const ocr = testDocument(
      [
        'Region         Population     Area',
        'North          12 400         310',
        'South          9 800          275',
      ],
      ['East           7 150          198', 'West           5 020          142', '', 'Page 2'],
    );
    expect(rows(ocr, doctype)).toEqual([
      ['North', 12400, 310],
      ['South', 9800, 275],
      ['East', 7150, 198],
      ['West', 5020, 142],
    ]);
  });

  it('reads a page that prints the headings again on its own', () => {
    const ocr = testDocument(
      ['Region         Population     Area', 'North          12 400         310'],
      ['Region         Population     Area', 'East           7 150          198'],
    );
    expect(rows(ocr, doctype)).toEqual([
      ['North', 12400, 310],
      ['East', 7150, 198],
    ]);
  });
});
