import { describe, expect, it } from 'vitest';
import type { ExtractionDoctype } from '../../extractor.ts';
import { createOfflineExtractor } from './offline-extractor.ts';
import { makeDocxWithTable } from '../../../test/fixtures/docx.ts';
import { loadDocument } from '../../load/load-document.ts';
import { testDocument } from './test-pages.ts';

const deliveries = [
  ['Lieferschein', 'Quantity', 'Datum'],
  ['DN-1', '2', '2024-03-01'],
  ['DN-2', '5', '2024-03-02'],
  ['DN-3', '1', '2024-03-04'],
];

const invoice = testDocument([
  'Muster Handel GmbH',
  'Rechnungsnummer:    RE-881',
  'Datum:    12.03.2024',
  'Projekt:    Umbau Halle 3',
  '',
  'Bezeichnung          Menge     Einzelpreis     Gesamtpreis',
  'Schrauben            100       0,10            10,00',
  '',
  '',
  '',
  'Gesamtbetrag    10,00 €',
]);

describe('offline suggestFields', () => {
  it('suggests known labels in the requested language, typed by their values, plus unknown labels', async () => {
    const extractor = createOfflineExtractor();
    const german = await extractor.suggestFields(invoice, 'de');
    expect(german.mode).toBe('one:single');
    expect(german.fields).toEqual(
      expect.arrayContaining([
        {
          caption: 'Rechnungsnummer',
          description: 'Beschriftung „Rechnungsnummer“, z. B. RE-881',
          type: 'string',
        },
        {
          caption: 'Rechnungsdatum',
          description: 'Beschriftung „Datum“, z. B. 2024-03-12',
          type: 'date',
        },
        {
          caption: 'Gesamtbetrag',
          description: 'Beschriftung „Gesamtbetrag“, z. B. 10',
          type: 'number',
        },
        {
          caption: 'Projekt',
          description: 'Beschriftung „Projekt“, z. B. Umbau Halle 3',
          type: 'string',
        },
      ]),
    );
    const english = await extractor.suggestFields(invoice, 'en');
    expect(english.fields.map((field) => field.caption)).toEqual(
      expect.arrayContaining(['Invoice number', 'Invoice date', 'Total amount', 'Projekt']),
    );
  });

  it("suggests one field per concept in the user's language, however many languages label it", async () => {
    const dutch = testDocument([
      'Coolblue B.V.',
      'Factuurnummer:    992288600        IBAN:    NL50INGB0683251309',
      'Invoice number:    992288600',
      'Factuurdatum:    29.03.2014',
      'Totaal    4.904,94',
    ]);
    const { fields } = await createOfflineExtractor().suggestFields(dutch, 'en');
    const captions = fields.map((field) => field.caption);
    expect(captions.filter((caption) => caption === 'Invoice number')).toHaveLength(1);
    expect(captions).not.toContain('Factuurnummer');
    expect(captions).not.toContain('Factuurdatum');
    expect(captions).toEqual(expect.arrayContaining(['Invoice date', 'Total amount', 'IBAN']));
  });

  it("takes each example from its own label, not from the next label's value", async () => {
    const hotel = testDocument([
      'Guest Name: Sanjay Date: 31/12/2017',
      'Bill To:    Ship To:',
      'Room:    Deluxe        Nights:    2',
    ]);
    const { fields } = await createOfflineExtractor().suggestFields(hotel, 'en');
    const byCaption = new Map(fields.map((field) => [field.caption, field.description]));
    expect(byCaption.get('Guest Name')).toBe('Label "Guest Name", e.g. Sanjay');
    expect(byCaption.get('Room')).toBe('Label "Room", e.g. Deluxe');
    expect(byCaption.get('Nights')).toBe('Label "Nights", e.g. 2');
    expect(byCaption.has('Bill To')).toBe(false);
  });

  it('suggests the columns of a document that is a table, and one record per row', async () => {
    const table = testDocument([
      'Population by country, 2020',
      '',
      'Country        Capital        Population    Joined',
      'Austria        Vienna         8917000       1995-01-01',
      'Belgium        Brussels       11590000      1958-01-01',
      'Chile          Santiago       19120000      2010-05-07',
      'Denmark        Copenhagen     5831000       1961-05-30',
    ]);
    const suggestion = await createOfflineExtractor().suggestFields(table, 'de');
    expect(suggestion).toEqual({
      mode: 'multi',
      fields: [
        { caption: 'Country', description: 'Spalte „Country“, z. B. Austria', type: 'string' },
        { caption: 'Capital', description: 'Spalte „Capital“, z. B. Vienna', type: 'string' },
        {
          caption: 'Population',
          description: 'Spalte „Population“, z. B. 8917000',
          type: 'number',
        },
        { caption: 'Joined', description: 'Spalte „Joined“, z. B. 1995-01-01', type: 'date' },
      ],
    });
  });

  it('suggests a column of zero-padded codes ("01", "0094") as text, so its zeros are kept', async () => {
    const rows = Array.from({ length: 8 }, (_, index) => {
      const branch = String(index + 1).padStart(2, '0');
      const account = String(94 + index * 37).padStart(4, '0');
      return `${branch}             ${account}          ${(index + 1) * 3}`;
    });
    const table = testDocument(['Branch         Account        Count', ...rows]);
    const { mode, fields } = await createOfflineExtractor().suggestFields(table, 'en');
    expect(mode).toBe('multi');
    expect(fields.map(({ caption, type }) => [caption, type])).toEqual([
      ['Branch', 'string'],
      ['Account', 'string'],
      ['Count', 'number'],
    ]);
    expect(fields[0]?.description).toBe('Column "Branch", e.g. 01');
  });

  it('suggests a label whose value is a zero-padded code as text', async () => {
    const slip = testDocument(['Kasse Nord', 'Filiale:    0094', 'Bon:    1234']);
    const { fields } = await createOfflineExtractor().suggestFields(slip, 'de');
    const types = new Map(fields.map((field) => [field.caption, field.type]));
    expect(types.get('Filiale')).toBe('string');
    expect(types.get('Bon')).toBe('number');
  });

  it('does not take OCR noise in columns for a table', async () => {
    const noisy = testDocument([
      'KEDAI RUNCIT SDN BHD',
      ':    |    ;    .',
      'i    2    §    4',
      '|    7    -    1',
      ';    3    y    9',
      '.    5    }    2',
    ]);
    expect((await createOfflineExtractor().suggestFields(noisy, 'en')).mode).toBe('one:single');
  });

  it('reads pages that each close with their own total as a batch: one record per page', async () => {
    const receipt = (shop: string, total: string) => [
      shop,
      'Date:    12.03.2024',
      'Coffee    2.50',
      `Total:    ${total}`,
    ];
    const batch = testDocument(receipt('Bakery One', '2.50'), receipt('Cafe Two', '7.10'));
    expect((await createOfflineExtractor().suggestFields(batch, 'en')).mode).toBe('single');
    const longInvoice = testDocument(
      ['Muster Handel GmbH', 'Rechnungsnummer:    RE-881', 'Datum:    12.03.2024'],
      ['Übertrag', 'Gesamtbetrag    10,00 €'],
    );
    expect((await createOfflineExtractor().suggestFields(longInvoice, 'en')).mode).toBe(
      'one:single',
    );
  });

  it('keeps an invoice with line items one record per document, without a field per cell', async () => {
    const { mode, fields } = await createOfflineExtractor().suggestFields(invoice, 'en');
    expect(mode).toBe('one:single');
    expect(fields.map((field) => field.caption)).not.toContain('Quantity');
  });

  it("suggests the columns of a DOCX table, in the user's language where the vocabulary knows them", async () => {
    const ocr = await loadDocument(makeDocxWithTable(deliveries));
    const suggestion = await createOfflineExtractor().suggestFields(ocr, 'de');
    expect(suggestion.mode).toBe('multi');
    expect(suggestion.fields).toEqual([
      { caption: 'Lieferschein', description: 'Spalte „Lieferschein“, z. B. DN-1', type: 'string' },
      { caption: 'Menge', description: 'Spalte „Quantity“, z. B. 2', type: 'number' },
      { caption: 'Datum', description: 'Spalte „Datum“, z. B. 2024-03-01', type: 'date' },
    ]);
  });

  it('captions a column printed without a heading by its position', async () => {
    const [, ...rows] = deliveries;
    const ocr = await loadDocument(makeDocxWithTable([['', 'Quantity', 'Datum'], ...rows]));
    const { fields } = await createOfflineExtractor().suggestFields(ocr, 'de');
    expect(fields[0]).toEqual({
      caption: 'Spalte 1',
      description: 'Spalte ohne Überschrift, z. B. DN-1',
      type: 'string',
    });
  });
});

describe('offline calibrate', () => {
  const doctype = (
    mode: ExtractionDoctype['mode'],
    description = 'Number of the invoice',
  ): ExtractionDoctype => ({
    title: 'Invoice',
    mode,
    prompt: '',
    fields: [
      { key: 'field_1', caption: 'Invoice number', description, type: 'string' },
      { key: 'field_2', caption: 'Shoe size', description: '', type: 'number' },
    ],
  });

  it('adds a sentence naming the matched label and an example value, replacing an earlier note', async () => {
    const extractor = createOfflineExtractor();
    const fields = await extractor.calibrate(invoice, doctype('one:single'), 'en');
    expect(fields[0]).toEqual({
      key: 'field_1',
      caption: 'Invoice number',
      description:
        'Number of the invoice\nOn the sample: next to the label "Rechnungsnummer", e.g. RE-881.',
      type: 'string',
    });
    expect(fields[1]?.description).toBe('');
    const again = await extractor.calibrate(
      invoice,
      doctype('one:single', fields[0]?.description),
      'de',
    );
    expect(again[0]?.description).toBe(
      'Number of the invoice\nIm Beispiel: neben der Beschriftung „Rechnungsnummer“, z. B. RE-881.',
    );
  });

  it('writes no machine notation, and replaces the bracket notes of earlier versions', async () => {
    const older = 'Number of the invoice [found: by position, e.g. "RE-881"]';
    const [field] = await createOfflineExtractor().calibrate(
      invoice,
      doctype('one:single', older),
      'en',
    );
    expect(field?.description).toBe(
      'Number of the invoice\nOn the sample: next to the label "Rechnungsnummer", e.g. RE-881.',
    );
    expect(field?.description).not.toMatch(/[[\]{}]|found:|label:/);
  });

  it('names the table heading for multi-record doctypes', async () => {
    const fields = await createOfflineExtractor().calibrate(
      invoice,
      {
        title: 'Lines',
        mode: 'one:multi',
        prompt: '',
        fields: [
          { key: 'field_1', caption: 'Quantity', description: '', type: 'number' },
          { key: 'field_2', caption: 'Description', description: '', type: 'string' },
        ],
      },
      'de',
    );
    expect(fields.map((field) => field.description)).toEqual([
      'Im Beispiel: in der Spalte „Menge“, z. B. 100.',
      'Im Beispiel: in der Spalte „Bezeichnung“, z. B. Schrauben.',
    ]);
  });
});
