import { describe, expect, it } from 'vitest';
import type { BBox } from '@docsift/core/ocr';
import {
  descriptionQuantityAmount,
  extractedRows as rows,
  itemFields,
  shiftLines,
  tableDoctype,
  testDocument,
} from './test-pages.ts';

describe('table rows', () => {
  it('gives each heading under a group heading its own column, even where cells run together', () => {
    const ocr = testDocument([
      'Age           Group A              Group B',
      '           Men       Women      Men       Women',
      '1-4        1,200     1,300      2,100     2,200',
      '5-9    1,111,400 1,222,500  2,222,600 2,333,700',
      '10-14      3,800     3,900      4,000     4,100',
    ]);
    const doctype = tableDoctype([
      ['Age', 'string'],
      ['Group A / Men', 'number'],
      ['Group A / Women', 'number'],
      ['Group B / Men', 'number'],
      ['Group B / Women', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['1-4', 1200, 1300, 2100, 2200],
      ['5-9', 1111400, 1222500, 2222600, 2333700],
      ['10-14', 3800, 3900, 4000, 4100],
    ]);
  });

  it('parts a figure from the next column’s text where a narrow gutter keeps them on one segment', () => {
    // Three spaces (1.25 letter heights): wider than a word space, narrower than a column gap.
    const ocr = testDocument([
      'Age           Total population      Age           Total population',
      'Under 1 year          3,533,692   40 to 44 years          2,468,083',
      '1 year                3,269,557   45 to 49 years          2,375,849',
    ]);
    const doctype = tableDoctype([
      ['Age', 'string'],
      ['Total population', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Under 1 year', 3533692],
      ['1 year', 3269557],
      ['40 to 44 years', 2468083],
      ['45 to 49 years', 2375849],
    ]);
  });

  it('finds a column by its own heading under a group heading, not by a word the heading shares', () => {
    const ocr = testDocument([
      'Region                     Population',
      '          Share (total)    Share (adults)      Total',
      'North              0.12              0.10      1,200',
      'South              0.15              0.14      2,100',
    ]);
    const doctype = tableDoctype([
      ['Region', 'string'],
      ['Population / Share (total)', 'number'],
      ['Population / Share (adults)', 'number'],
      ['Population / Total', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['North', 0.12, 0.1, 1200],
      ['South', 0.15, 0.14, 2100],
    ]);
  });

  it('reads a table folded into blocks side by side block after block, the last one shorter', () => {
    const ocr = testDocument([
      'Age        Total        Age        Total        Age         Total',
      '0 years    3,533        4 years    3,141        8 years     3,394',
      '1 year     3,269        5 years    3,162        9 years     3,760',
      '2 years    3,223        6 years    3,109',
      '3 years    3,179        7 years    3,273',
      '                                              Total       26,557',
    ]);
    const doctype = tableDoctype([
      ['Age', 'string'],
      ['Total', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((age) => [
        age === 1 ? '1 year' : `${age} years`,
        [3533, 3269, 3223, 3179, 3141, 3162, 3109, 3273, 3394, 3760][age],
      ]),
    );
  });

  it('reads repeated headings under groups the fields name as columns of one table', () => {
    const ocr = testDocument([
      'Region       Spring 2005         Spring 2010',
      '            Number    Percent    Number    Percent',
      'North       1,200     12.5       1,300     13.1',
      'South       2,100     21.0       2,250     22.4',
    ]);
    const doctype = tableDoctype([
      ['Region', 'string'],
      ['Spring 2005 / Number', 'number'],
      ['Spring 2005 / Percent', 'number'],
      ['Spring 2010 / Number', 'number'],
      ['Spring 2010 / Percent', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['North', 1200, 12.5, 1300, 13.1],
      ['South', 2100, 21, 2250, 22.4],
    ]);
  });

  it('keeps a word beside no heading in the cell it was printed in, not in the nearest column', () => {
    const ocr = testDocument([
      'Pos    References          Description           Quantity     Amount',
      '1                          Bolts                 2            2.00',
      '       4009999999999 (EAN)',
      '2                          Nuts                  3            6.00',
      '       4008888888888 (EAN)',
    ]);
    const doctype = tableDoctype(descriptionQuantityAmount);
    expect(rows(ocr, doctype)).toEqual([
      ['Bolts', 2, 2],
      ['Nuts', 3, 6],
    ]);
  });

  it('finds the line amount under a German compound heading ("Nettobetrag")', () => {
    const ocr = testDocument([
      'Pos    Beschreibung        Menge     Einzelpreis     Nettobetrag',
      '1      Schrauben           2         1,50            3,00',
      '2      Muttern             3         2,00            6,00',
    ]);
    const doctype = tableDoctype([
      ['Description', 'string'],
      ['Quantity', 'number'],
      ['Line net amount', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Schrauben', 2, 3],
      ['Muttern', 3, 6],
    ]);
  });

  it('reads German headings that name the item description and its price before tax ("Entgelt")', () => {
    const ocr = testDocument([
      'Pos    Artikelbeschreibung     Menge     Preis/       Entgelt',
      '                                         Einheit',
      '1      Schrauben               2         1,50         3,00',
      '2      Muttern                 3         2,00         6,00',
    ]);
    expect(rows(ocr, tableDoctype(itemFields))).toEqual([
      ['Schrauben', 2, 1.5, 3],
      ['Muttern', 3, 2, 6],
    ]);
  });

  it('splits headings printed as one where the rows keep a gutter, ends at the tax table and gives "Artikel" to the item code', () => {
    const ocr = testDocument([
      'Artikel    Omschrijving          Prijs  BTW Hoeveelheid      Bedrag',
      'E103184    Onderhoudsset         49,99  21 %    1 PCS         49,99',
      'E103560    Flyer                  0,00  21 %    1 PCS          0,00',
      'Prijzen zijn inclusief BTW          Factuur totaal EUR        49,99',
      '                               BTW %    Grondslag BTW bedrag    Totaal',
      '                               21 %     41,31      8,68        49,99',
    ]);
    const doctype = tableDoctype([
      ['Description', 'string'],
      ['Item code', 'string'],
      ['Unit price', 'number'],
      ['Quantity', 'number'],
      ['Line total', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Onderhoudsset', 'E103184', 49.99, 1, 49.99],
      ['Flyer', 'E103560', 0, 1, 0],
    ]);
  });

  it('splits headings printed as one over a gutter the rows keep, a note across it notwithstanding', () => {
    const ocr = testDocument([
      'Description     Quantity Unit price     Amount',
      'Bolts               2     1.00          2.00',
      'Nuts                3     2.00          6.00',
      '',
      'Prices include VAT and are payable on receipt',
    ]);
    expect(rows(ocr, tableDoctype(itemFields))).toEqual([
      ['Bolts', 2, 1, 2],
      ['Nuts', 3, 2, 6],
    ]);
  });

  it('splits headings printed as one over the gutter of a table of one row', () => {
    const ocr = testDocument([
      'No.   Description     Quantity    Unit price      VAT % Line amount',
      '1     Desk chair      3           191.00          19         573.00',
      '                                  Subtotal                   573.00',
    ]);
    expect(rows(ocr, tableDoctype(itemFields, 'one:multi'))).toEqual([['Desk chair', 3, 191, 573]]);
  });

  it('reads the description under "Beschreibung", not the line numbers under "Position"', () => {
    const ocr = testDocument([
      'Position   Material/Beschreibung     Menge     Preis      Betrag',
      '10         Schreibtischstuhl         3 ST      191,00     573,00',
      '20         Lampe                     1 ST       20,00      20,00',
    ]);
    expect(rows(ocr, tableDoctype(itemFields))).toEqual([
      ['Schreibtischstuhl', 3, 191, 573],
      ['Lampe', 1, 20, 20],
    ]);
  });

  it('gives a body column under no heading to the nearest heading without a column of its own', () => {
    const ocr = testDocument([
      'Key                    Town                 Zip',
      'K1     Rome                                 00100',
      'K2     Springfield                          62701',
      'K3     Lyon                                 69001',
    ]);
    const doctype = tableDoctype(
      (['Key', 'Town', 'Zip'] as const).map((caption) => [caption, 'string']),
    );
    expect(rows(ocr, doctype)).toEqual([
      ['K1', 'Rome', '00100'],
      ['K2', 'Springfield', '62701'],
      ['K3', 'Lyon', '69001'],
    ]);
  });

  it('leaves out the closing row of a statistical table that pools its groups', () => {
    const ocr = testDocument([
      'State        n        Literate     Illiterate',
      'Kerala       1200     93.1         6.9',
      'Bihar        1500     61.8         38.2',
      'Pooled       2700     75.9         24.1',
    ]);
    const doctype = tableDoctype([
      ['State', 'string'],
      ['n', 'number'],
      ['Literate', 'number'],
      ['Illiterate', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Kerala', 1200, 93.1, 6.9],
      ['Bihar', 1500, 61.8, 38.2],
    ]);
  });

  it('keeps a period that wraps over two lines in its cell, and a row without figures out of the next', () => {
    const ocr = testDocument([
      'Region        Period              Visits     Reached',
      'North         1.12.2009           8          1,000',
      'East          2.12.2009 to',
      '              19.12.2009',
      'South         20.12.2009 to       6          1,453',
      '              3.1.2010',
      'West          4.1.2010 to         13         4,153',
      '              1.2.2010',
    ]);
    const doctype = tableDoctype([
      ['Region', 'string'],
      ['Period', 'string'],
      ['Visits', 'number'],
      ['Reached', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['North', '1.12.2009', 8, 1000],
      ['South', '20.12.2009 to 3.1.2010', 6, 1453],
      ['West', '4.1.2010 to 1.2.2010', 13, 4153],
    ]);
  });

  it('leaves a note set further below the last row than the rows are apart out of its cell', () => {
    const ocr = testDocument([
      'Country            Cases      Deaths',
      'Austria            3,375      12',
      'Belgium            3,973      15',
      'Bosnia and         1,649      3',
      'Herzegovina',
      'Norway             1,212      4',
      'See notes at end of table.',
    ]);
    // The note sits a third of a line lower than the body's leading: still within a wrapped
    // line's gap, as footnotes in small type under a table are.
    const page = ocr.pages[0]!;
    const noteTop = Math.max(...page.words.map((word) => word.bbox[1]));
    for (const word of page.words)
      if (word.bbox[1] === noteTop) word.bbox = shiftedDown(word.bbox, 5);
    const doctype = tableDoctype([
      ['Country', 'string'],
      ['Cases', 'number'],
      ['Deaths', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Austria', 3375, 12],
      ['Belgium', 3973, 15],
      ['Bosnia and Herzegovina', 1649, 3],
      ['Norway', 1212, 4],
    ]);
  });

  it('gives each ruled row the lines of its label wrapped above and below its centred figures', () => {
    const ocr = testDocument([
      'Topic                  Enquiries',
      'Employment,',
      'social affairs             1,783',
      'and equal',
      'opportunities',
      'Air passengers',
      'rights                     1,726',
      'Customs and                  556',
      'taxation',
    ]);
    // Rules under the headings and under each row: above lines 1, 5, 7 and under line 8.
    ocr.pages[0]!.rules = [1, 5, 7, 9].map((line): BBox => [
      0,
      38 + line * 16,
      300,
      39 + line * 16,
    ]);
    const doctype = tableDoctype([
      ['Topic', 'string'],
      ['Enquiries', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Employment, social affairs and equal opportunities', 1783],
      ['Air passengers rights', 1726],
      ['Customs and taxation', 556],
    ]);
  });

  it('gives a label line to the row of figures it stands nearer, above or below', () => {
    const ocr = testDocument([
      'District Totals       FY 2010    FY 2011',
      'Cases Charged         197        177',
      'Defendants',
      '                      287        208',
      'Sentenced',
      'No Prison Term        121        102',
      'beyond probation',
    ]);
    // The two label lines hug their figures, as in a cell centred vertically on its row.
    shiftLines(ocr.pages[0]!, (line) => (line === 2 ? 6 : line === 4 ? -6 : 0));
    const doctype = tableDoctype([
      ['District Totals', 'string'],
      ['FY 2010', 'number'],
      ['FY 2011', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Cases Charged', 197, 177],
      ['Defendants Sentenced', 287, 208],
      ['No Prison Term beyond probation', 121, 102],
    ]);
  });

  it('reads labels wrapped above the figures on their last line, rows set apart by a little space', () => {
    const lines = [
      'Area           Cases     Rate',
      'Northern',
      'coastal',
      'districts      120       4.5',
      'Technical',
      'Assistance     80        3.1',
      'Metropolitan',
      'centres and',
      'their suburbs  340       7.9',
    ];
    const ocr = testDocument(lines);
    // Each row stands a quarter of a line further down than the lines of its label.
    const rowStarts = [1, 4, 6];
    shiftLines(ocr.pages[0]!, (line) => 4 * rowStarts.filter((start) => start <= line).length);
    const doctype = tableDoctype([
      ['Area', 'string'],
      ['Cases', 'number'],
      ['Rate', 'number'],
    ]);
    // "Assistance" opens in capitals, but the other rows show where this table's labels end.
    expect(rows(ocr, doctype)).toEqual([
      ['Northern coastal districts', 120, 4.5],
      ['Technical Assistance', 80, 3.1],
      ['Metropolitan centres and their suburbs', 340, 7.9],
    ]);
  });

  it('leaves a heading over a group of rows out of the label of the row under it', () => {
    const ocr = testDocument([
      'Schools               Pupils     Teachers',
      'Actual',
      'Public schools        49.3       3.2',
      'Private schools       5.5        0.4',
    ]);
    // The heading stands as close to the first row as a centred cell's top line would.
    shiftLines(ocr.pages[0]!, (line) => (line === 1 ? 6 : 0));
    const doctype = tableDoctype([
      ['Schools', 'string'],
      ['Pupils', 'number'],
      ['Teachers', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Public schools', 49.3, 3.2],
      ['Private schools', 5.5, 0.4],
    ]);
  });

  it('reads "1,00%" in a column whose caption names a percentage', () => {
    const ocr = testDocument([
      'The surcharge depends on the age at the time of the claim:',
      '      Age at claim        Surcharge %',
      '      18-75               1,00%',
      '      76-80               0,50%',
      '',
      'Further terms of the policy follow in the next section.',
    ]);
    const doctype = tableDoctype([
      ['Age at claim', 'string'],
      ['Surcharge %', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['18-75', 1],
      ['76-80', 0.5],
    ]);
  });

  it('goes on past a section heading where the headings are numbers that the rows under it also print', () => {
    const ocr = testDocument([
      'Statistic              1        2        3',
      'Public schools',
      'Enrollment             0.3      0.6      0.8',
      'Graduates              1.0      1.5      1.6',
      'Private schools',
      'Enrollment             3.4      4.6      3.7',
      'Graduates              0.9      1.6      2.8',
    ]);
    const doctype = tableDoctype([
      ['Statistic', 'string'],
      ['1', 'number'],
      ['2', 'number'],
      ['3', 'number'],
    ]);
    expect(rows(ocr, doctype).slice(-2)).toEqual([
      ['Enrollment', 3.4, 4.6, 3.7],
      ['Graduates', 0.9, 1.6, 2.8],
    ]);
  });

  it('ends a table where the same headings start a second table on the page', () => {
    const ocr = testDocument([
      'Table 1: men',
      'Description       Quantity     Unit price     Amount',
      'Bolts             2            1.00           2.00',
      'Nuts              3            2.00           6.00',
      '',
      'Table 2: women',
      'Description       Quantity     Unit price     Amount',
      'Screws            4            3.00           12.00',
    ]);
    expect(rows(ocr, tableDoctype(itemFields))).toEqual([
      ['Bolts', 2, 1, 2],
      ['Nuts', 3, 2, 6],
    ]);
  });

  it('goes on past an item’s note that holds a heading’s words, which is no second header', () => {
    const ocr = testDocument([
      'Pos   Description          Quantity     Unit price     Amount',
      '1     Laser printer        2            300.00         600.00',
      '      4711 (EAN)     Quantity as ordered',
      '      • Description: Printer total',
      '2     Toner                3            120.00         360.00',
      '3     Paper                10           9.00           90.00',
    ]);
    expect(rows(ocr, tableDoctype(itemFields))).toEqual([
      ['Laser printer', 2, 300, 600],
      ['Toner', 3, 120, 360],
      ['Paper', 10, 9, 90],
    ]);
  });

  it('keeps a number inside a description line as text, not as a cell that starts a row', () => {
    const ocr = testDocument([
      'Description                          Quantity     Amount',
      'Service contract                     1            100.00',
      '- coverage part 2 62.000 units',
      'Spare part                           2            20.00',
    ]);
    const doctype = tableDoctype(descriptionQuantityAmount);
    expect(rows(ocr, doctype)).toEqual([
      ['Service contract', 1, 100],
      ['Spare part', 2, 20],
    ]);
  });
});

describe('tables over page breaks', () => {
  it('goes on with the rows on the next page, unless that page opens with headings of its own', () => {
    const items = [
      'Description          Quantity     Unit price     Amount',
      'Bolts                2            1.00           2.00',
    ];
    const goesOn = ['Nuts                 3            2.00           6.00'];
    const otherTable = [
      'Charge type          Basis        Rate           Tax',
      'Freight              10.00        19 %           1.90',
    ];
    const doctype = tableDoctype(itemFields, 'one:multi');
    expect(rows(testDocument(items, goesOn), doctype)).toEqual([
      ['Bolts', 2, 1, 2],
      ['Nuts', 3, 2, 6],
    ]);
    expect(rows(testDocument(items, otherTable), doctype)).toEqual([['Bolts', 2, 1, 2]]);
  });
});

describe('tables that end at headings of their own', () => {
  it('ends the items where a tax table opens under them', () => {
    const ocr = testDocument([
      'Description       Quantity     Unit price     Amount',
      'Bolts             2            1.00           2.00',
      'Nuts              3            2.00           6.00',
      'VAT rate          Basis        Tax            Gross',
      '19 %              8.00         1.52           9.52',
    ]);
    expect(rows(ocr, tableDoctype(itemFields, 'one:multi'))).toEqual([
      ['Bolts', 2, 1, 2],
      ['Nuts', 3, 2, 6],
    ]);
  });
});

describe('wrapped descriptions', () => {
  it('joins a compound wrapped at its hyphens in a narrow cell', () => {
    const ocr = testDocument([
      'Pos   Beschreibung    Menge     Preis     Betrag',
      '1     4-              1         8,41      8,41',
      '      Fahrten',
      '      -Karte',
      '      Berlin AB',
    ]);
    expect(rows(ocr, tableDoctype(itemFields, 'one:multi'))).toEqual([
      ['4-Fahrten-Karte Berlin AB', 1, 8.41, 8.41],
    ]);
  });

  it('keeps the dash that opens a wrapped line with its words, though it stands under the next heading', () => {
    const ocr = testDocument([
      'Pos   Art-Nr   Beschreibung        Menge    Preis     Betrag',
      '1     A1       Navigationssystem   2        5,04      10,08',
      '            - Garantie',
      '2     A2       Vollkasko           2        23,10     46,20',
    ]);
    expect(rows(ocr, tableDoctype(itemFields, 'one:multi'))).toEqual([
      ['Navigationssystem - Garantie', 2, 5.04, 10.08],
      ['Vollkasko', 2, 23.1, 46.2],
    ]);
  });

  it('keeps a wrapped line that opens with a bracket with its item, though a colon follows', () => {
    const ocr = testDocument([
      'Description          Quantity     Unit price     Amount',
      'Artistic design      1            160.00         160.00',
      '(hours): one sample',
      'Balloons             400          0.79           316.00',
    ]);
    expect(rows(ocr, tableDoctype(itemFields, 'one:multi'))).toEqual([
      ['Artistic design (hours)', 1, 160, 160],
      ['Balloons', 400, 0.79, 316],
    ]);
  });
});

function shiftedDown([x0, y0, x1, y1]: BBox, by: number): BBox {
  return [x0, y0 + by, x1, y1 + by];
}
