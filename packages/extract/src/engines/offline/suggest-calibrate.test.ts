import { describe, expect, it } from 'vitest';
import type { ExtractionDoctype } from '../../extractor.ts';
import { createOfflineExtractor } from './offline-extractor.ts';
import { testDocument } from './test-pages.ts';

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
  it('suggests known labels in the requested language, typed by their values, plus unknown labels and table columns', async () => {
    const extractor = createOfflineExtractor();
    const german = await extractor.suggestFields(invoice, 'de');
    expect(german).toEqual(
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
        { caption: 'Menge', description: 'Spalte „Menge“', type: 'number' },
      ]),
    );
    const english = await extractor.suggestFields(invoice, 'en');
    expect(english.map((field) => field.caption)).toEqual(
      expect.arrayContaining([
        'Invoice number',
        'Invoice date',
        'Total amount',
        'Quantity',
        'Unit price',
      ]),
    );
    expect(new Set(english.map((field) => field.caption)).size).toBe(english.length);
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

  it('adds the matched label and an example value to descriptions, replacing an earlier note', async () => {
    const extractor = createOfflineExtractor();
    const fields = await extractor.calibrate(invoice, doctype('one:single'));
    expect(fields[0]).toEqual({
      key: 'field_1',
      caption: 'Invoice number',
      description: 'Number of the invoice [label: "Rechnungsnummer", e.g. "RE-881"]',
      type: 'string',
    });
    expect(fields[1]?.description).toBe('');
    const again = await extractor.calibrate(invoice, doctype('one:single', fields[0]?.description));
    expect(again[0]?.description).toBe(fields[0]?.description);
  });

  it('names the table heading for multi-record doctypes', async () => {
    const fields = await createOfflineExtractor().calibrate(invoice, {
      title: 'Lines',
      mode: 'one:multi',
      prompt: '',
      fields: [
        { key: 'field_1', caption: 'Quantity', description: '', type: 'number' },
        { key: 'field_2', caption: 'Description', description: '', type: 'string' },
      ],
    });
    expect(fields.map((field) => field.description)).toEqual([
      '[label: "Menge", e.g. 100]',
      '[label: "Bezeichnung", e.g. "Schrauben"]',
    ]);
  });
});
