import { describe, expect, it } from 'vitest';
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { OcrDocument } from '@docsift/core/ocr';
import type { ExtractResult } from '../extractor.ts';
import { testDocument } from '../engines/offline/test-pages.ts';
import { applyLessons } from './apply-lessons.ts';
import { learnValues, type LearnedField } from './learn-value.ts';
import { lessonSchema, type Lesson } from './lesson.ts';

/** One sender's invoice layout: a letterhead, a reference box and totals; the figures change. */
function senderInvoice(reference: string, net: string, gross: string) {
  return testDocument([
    'Kesselbauer Metallwerk GmbH    Hafenstrasse 12    Bremerhaven',
    '',
    'Vorgang              Belegdatum',
    `${reference}         03.02.2025`,
    '',
    'Schweissarbeiten Halle Nord         1    ' + net,
    '',
    'Zwischensumme netto                      ' + net,
    'Endbetrag inklusive Umsatzsteuer         ' + gross,
    'Zahlbar ohne Abzug an Kesselbauer Metallwerk',
  ]);
}

const otherSender = testDocument([
  'Lindqvist Design AB    Storgatan 4    Malmo',
  'Order reference    Invoice day',
  'ZZ-1             01.01.2025',
  'Fee                             1   900.00',
  'Amount                              900.00',
]);

const reference: Field = { key: 'f1', caption: 'Invoice number', description: '', type: 'string' };
const gross: Field = { key: 'f2', caption: 'Gross total', description: '', type: 'number' };
const fields = [reference, gross];

/** What an engine that got both fields wrong returned. */
const wrong: ExtractResult = {
  records: [
    { values: { f1: 'Belegdatum', f2: 12 }, sources: {}, confidence: { f1: 0.4, f2: 0.5 } },
  ],
};

function learned(
  field: Field,
  value: string | number | null,
  document = senderInvoice('VG-2025-0042', '1.000,00', '1.190,00'),
): Lesson {
  const lesson = learnValue(document, field, value);
  if (!lesson) throw new Error('nothing learned');
  // What the server stores must survive its schema.
  return lessonSchema.parse(JSON.parse(JSON.stringify(lesson)));
}

/** What one correction on the document teaches. */
function learnValue(document: OcrDocument, field: LearnedField, value: FieldValue): Lesson | null {
  return learnValues(document, [{ field, value }])[0] ?? null;
}

describe('learning from corrections', () => {
  const lessons = [learned(reference, 'VG-2025-0042'), learned(gross, 1190)];

  it('reads the corrected fields where the corrected document showed them on the next document of its layout', () => {
    const next = senderInvoice('VG-2025-0117', '2.480,50', '2.951,80');
    const [record] = applyLessons(next, 'one:single', fields, wrong, lessons).records;
    expect(record?.values).toEqual({ f1: 'VG-2025-0117', f2: 2951.8 });
    expect(record?.confidence.f2).toBeGreaterThan(0.5);
    // The box points at the value on the new document, for "show source".
    expect(record?.sources.f2?.page).toBe(1);
  });

  it('leaves documents of another layout as the engine read them', () => {
    const result = applyLessons(otherSender, 'one:single', fields, wrong, lessons);
    expect(result.records[0]?.values).toEqual({ f1: 'Belegdatum', f2: 12 });
  });

  it('anchors a value to the label that names its field when the same figure stands elsewhere too', () => {
    // 1.000,00 is both the item's price and the net sum: the lesson must follow the sum.
    const net: Field = { key: 'f3', caption: 'Net total', description: '', type: 'number' };
    const lesson = learned(net, 1000);
    expect(lesson.what).toMatchObject({
      kind: 'located',
      place: { kind: 'label', tokens: ['zwischensumme', 'netto'] },
    });
  });

  it("anchors a name to its block's heading past the block's other lines, not to a label with its own figure", () => {
    const buyer: Field = { key: 'f7', caption: 'Buyer name', description: '', type: 'string' };
    const block = (contact: string, name: string) => [
      'Kesselbauer Metallwerk GmbH    Hafenstrasse 12    Bremerhaven',
      '                                        Rechnungsempfaenger',
      '                                        Kundennummer:    4711',
      `                                        Einkauf, z. Hd. ${contact}`,
      `                                        ${name}`,
      'Bankverbindung Sparkasse Bremerhaven',
    ];
    const lesson = learned(
      buyer,
      'Werft Nord GmbH',
      testDocument([...block('Frau Dr. Beate Sommer', 'Werft Nord GmbH'), '']),
    );
    expect(lesson.what).toMatchObject({ place: { tokens: ['rechnungsempfaenger'] } });
    // A title line above the letterhead: the name's former spot on the page holds the contact.
    const next = testDocument([
      'Rechnung',
      ...block('Herrn Jan Ostermann', 'Hafenbetriebe Ost AG'),
    ]);
    const wrongBuyer = {
      records: [{ values: { f7: 'Kesselbauer Metallwerk GmbH' }, sources: {}, confidence: {} }],
    };
    expect(
      applyLessons(next, 'one:single', [buyer], wrongBuyer, [lesson]).records[0]?.values.f7,
    ).toBe('Hafenbetriebe Ost AG');
  });

  it('learns that a value is absent, and a value the document prints differently, for the layout', () => {
    expect(learned(reference, null).what).toEqual({ kind: 'absent' });
    const currency: Field = { key: 'f4', caption: 'Currency', description: '', type: 'string' };
    expect(learned(currency, 'EUR').what).toEqual({ kind: 'constant', value: 'EUR' });
    const next = senderInvoice('VG-2025-0118', '10,00', '11,90');
    const taught = applyLessons(next, 'one:single', [reference, currency], wrong, [
      learned(reference, null),
      learned(currency, 'EUR'),
    ]);
    expect(taught.records[0]?.values).toMatchObject({ f1: null, f4: 'EUR' });
  });

  it("learns a person's spelling of a name the reader misreads, and fixes the same misreading on the next document", () => {
    const seller: Field = { key: 'f5', caption: 'Seller', description: '', type: 'string' };
    const misread = testDocument(['Kesse1bauer Meta11werk GmbH', 'Total    10,00']);
    const lesson = learnValue(misread, seller, 'Kesselbauer Metallwerk GmbH');
    expect(lesson?.what).toEqual({ kind: 'spelling', value: 'Kesselbauer Metallwerk GmbH' });
    const read = (value: string) =>
      applyLessons(
        misread,
        'one:single',
        [seller],
        { records: [{ values: { f5: value }, sources: {}, confidence: { f5: 0.5 } }] },
        [lessonSchema.parse(lesson)],
      ).records[0]?.values.f5;
    expect(read('Kesse1bauer Metal1werk GmbH')).toBe('Kesselbauer Metallwerk GmbH');
    // Another name is not a misreading of this one.
    expect(read('Lindqvist Design AB')).toBe('Lindqvist Design AB');
  });

  it('answers several corrections of one document in their order', () => {
    const [forReference, forGross, forMissing] = learnValues(
      senderInvoice('VG-2025-0042', '1.000,00', '1.190,00'),
      [
        { field: reference, value: 'VG-2025-0042' },
        { field: gross, value: 1190 },
        { field: gross, value: 777 },
      ],
    );
    expect(forReference?.field).toBe('f1');
    expect(forGross).toMatchObject({ field: 'f2', what: { kind: 'located' } });
    expect(forMissing).toBeNull();
  });

  it('learns nothing of a number the document does not print', () => {
    expect(learnValue(senderInvoice('VG-1', '1,00', '1,19'), gross, 777)).toBeNull();
  });

  it('lets a later correction win over an earlier one', () => {
    const earlier = learned(gross, 1000);
    const later = learned(gross, 1190);
    const next = senderInvoice('VG-2025-0119', '50,00', '59,50');
    expect(
      applyLessons(next, 'one:single', fields, wrong, [later, earlier]).records[0]?.values.f2,
    ).toBe(59.5);
  });

  it('refuses a stored lesson that is not one', () => {
    expect(
      lessonSchema.safeParse({
        field: 'f1',
        fingerprint: [],
        what: {
          kind: 'located',
          place: {
            kind: 'label',
            tokens: [],
            occurrence: 0,
            occurrences: 1,
            offset: { left: 0, right: 0, down: 0 },
          },
          words: 0,
        },
      }).success,
    ).toBe(false);
  });
});
