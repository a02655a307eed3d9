import { describe, expect, it } from 'vitest';
import { layoutDocument } from './document-layout.ts';
import { extractHeaderRecord, findHeaderValues } from './extract-header-record.ts';
import { profileField } from './field-profile.ts';
import { testDocument, testPage } from './test-pages.ts';

function headerValue(
  lines: readonly string[],
  caption: string,
  description = '',
  type: 'string' | 'number' | 'date' | 'boolean' = 'string',
): unknown {
  const profile = profileField({ key: 'f', caption, description, type }, 'header');
  return (
    findHeaderValues(layoutDocument(testDocument(lines)), [profile], {})[0]?.located?.value ?? null
  );
}

describe('header values', () => {
  it("repairs OCR's misreadings in a name and an address, and leaves a text layer's as printed", () => {
    const lines = ['0cean 8ay Trading Sdn Bhd', 'Lot 5, Floor T2,5ky Avenue', 'Tel: 03-1234 5678'];
    const profiles = [
      profileField({ key: 'name', caption: 'Company', description: '', type: 'string' }, 'header'),
      profileField(
        { key: 'address', caption: 'Address', description: '', type: 'string' },
        'header',
      ),
    ];
    const values = (source: 'ocr' | 'text-layer') =>
      extractHeaderRecord(layoutDocument({ pages: [{ ...testPage(lines), source }] }), profiles, {})
        .values;
    expect(values('ocr')).toEqual({
      name: 'Ocean Bay Trading Sdn Bhd',
      address: 'Lot 5, Floor T2,Sky Avenue',
    });
    expect(values('text-layer')).toEqual({ name: lines[0], address: lines[1] });
  });

  it('reads the Dutch net total "Exclusief BTW", not the gross subtotal printed beside it', () => {
    const lines = [
      'Exclusief BTW     € 4.053,67          Subtotaal     € 4.904,94',
      'BTW 21%           € 851,27',
      'Totaal            € 4.904,94',
    ];
    expect(headerValue(lines, 'Net amount', 'Total amount excluding tax', 'number')).toBe(4053.67);
    expect(headerValue(lines, 'Total amount', 'Invoice grand total including tax', 'number')).toBe(
      4904.94,
    );
  });

  it('reads the amount after a bracketed rate and base; a bracketed amount alone is the (negative) value', () => {
    const vat = (line: string) => headerValue([line], 'VAT total', 'Total VAT amount', 'number');
    expect(vat('Value Added Tax (19.00% of €121.50) €23.09')).toBe(23.09);
    expect(vat('VAT (12.50)')).toBe(-12.5);
  });

  it('reads the tax after the base its rate is taken of, in English, German and French', () => {
    const vat = (line: string) => headerValue([line], 'VAT total', 'Total VAT amount', 'number');
    expect(vat('VAT @ 20% on 100.00 20.00')).toBe(20);
    expect(vat('MwSt. 19 % auf 100,00 € 19,00 €')).toBe(19);
    expect(vat('TVA 20% sur 100,00 EUR 20,00 EUR')).toBe(20);
    // Without a rate the first amount is the value, whatever follows it.
    expect(vat('VAT of 7.50 see note 2.00')).toBe(7.5);
  });

  it('takes the payment for the total where the total read is before tax and the tax adds up to it', () => {
    const lines = [
      'ACME TRADING SDN BHD',
      'Total Sales (Excluding GST)      180.00',
      'Total GST :                       10.80',
      'Rounding :                         0.00',
      'CASH :                           190.80',
      'Change :                           0.00',
    ];
    expect(headerValue(lines, 'total', 'Total amount including tax', 'number')).toBe(190.8);
  });

  it('takes the amount payable as the total where the total read is only a part of it', () => {
    const lines = [
      'Total 0% supplies:                 20.67',
      'Total 6% supplies (Inc. GST):      73.52',
      'Total Payable:                     94.19',
    ];
    expect(headerValue(lines, 'total', 'Total amount paid', 'number')).toBe(94.19);
    const credit = ['Total TTC    -100,00 EUR', 'Acompte    -10,00', 'Net à payer    -90,00 EUR'];
    expect(headerValue(credit, 'Gross total', 'Total including VAT', 'number')).toBe(-100);
  });

  it('answers a Yes/No field by whether the document names it, unless a yes or no is printed', () => {
    const paid = (lines: readonly string[]) => headerValue(lines, 'Paid by card', '', 'boolean');
    const receipt = ['CORNER SHOP', 'TEA     1     3.20', 'TOTAL     3.20'];
    expect(paid([...receipt, 'VISA     3.20', 'XXXX XXXX XXXX 1234'])).toBe(true);
    expect(paid([...receipt, 'Kreditkarte     3,20'])).toBe(true);
    expect(paid([...receipt, 'CASH     5.00', 'CHANGE     1.80'])).toBe(false);
    expect(paid(['INVOICE 12', 'Paid by card:    No', 'Total     3.20'])).toBe(false);
    expect(paid(['INVOICE 12', 'Paid by card:    Yes', 'Total     3.20'])).toBe(true);
  });

  it('reads a due date from the sentence that asks to remit until it', () => {
    const lines = [
      'Invoice 508 of 2020-11-21',
      'Due payable: 571.04',
      'Please remit until 2020-12-12.',
    ];
    expect(headerValue(lines, 'Due date', 'Payment due date', 'date')).toBe('2020-12-12');
  });

  it("reads an insurer's premium as the net total and its insurance tax as the VAT", () => {
    const lines = [
      'Privathaftpflicht                 50,00 €',
      'Gesamtbeitrag                     50,00 €',
      'Versicherungsteuer 19 %            9,50 €',
      'Rechnungsbetrag                   59,50 €',
    ];
    expect(headerValue(lines, 'Net total', 'Total without VAT', 'number')).toBe(50);
    expect(headerValue(lines, 'VAT total', 'Total VAT amount', 'number')).toBe(9.5);
  });

  it('reads the value after a label whose qualification closes with a colon, not a figure inside it', () => {
    const lines = ['Room 12, 3 nights', '', 'Total for 3 nights:          240.00'];
    expect(headerValue(lines, 'total', 'Total amount including tax', 'number')).toBe(240);
  });

  it('prefers a company name with a legal form to text under a weak label', () => {
    const lines = [
      'ACME HARDWARE TRADING',
      'No 7, Jalan Ipoh',
      'Company Reg No. 1002231061-T',
      'Cashier Ali',
      '',
      'Total    6.00',
    ];
    expect(headerValue(lines, 'company', 'Name of the company that issued the receipt')).toBe(
      'ACME HARDWARE TRADING',
    );
  });

  it('reads each party name from the "Name:" line of the block its heading opens', () => {
    const lines = [
      'Invoice data rendered from XML',
      '',
      'Seller',
      'Global ID:        4000000000',
      'Name:             Supplier Works Ltd',
      'Address:          1 Main Street',
      '',
      'Buyer',
      'Number:           8888888',
      'Name:             Customer Trading GmbH',
      'Address:          Bahnhofstrasse 1',
    ];
    expect(headerValue(lines, 'Seller name', 'Name of the seller')).toBe('Supplier Works Ltd');
    expect(headerValue(lines, 'Buyer name', 'Name of the buyer')).toBe('Customer Trading GmbH');
  });

  it('reads the seller under the German "Rechnungsersteller" label', () => {
    const lines = [
      'Rechnungsersteller',
      'Lieferant GmbH',
      'Lieferstrasse 1',
      '',
      'Rechnung 2024-17',
    ];
    expect(headerValue(lines, 'Seller name', 'Name of the seller')).toBe('Lieferant GmbH');
  });

  it('takes a total named with its tax included over one that excludes it', () => {
    const lines = [
      'Total Sales (Inclusive GST)    15.90',
      'Total Sales (Excluding GST)    15.00',
      'CASH    51.00',
    ];
    expect(headerValue(lines, 'total', '', 'number')).toBe(15.9);
  });

  it('does not read a total from another label below it, nor take description words the concept excludes as labels', () => {
    expect(
      headerValue(
        ['Total', 'Rounding    0.01'],
        'total',
        'Total amount paid (grand total incl. tax/rounding)',
        'number',
      ),
    ).toBeNull();
    expect(headerValue(['Total', 'RM 12.50'], 'total', '', 'number')).toBe(12.5);
  });

  it('never reads a row of table-header labels as a text value, but still the real text beside or under its label', () => {
    const table = [
      'Invoice number:    INV-7',
      '',
      'Description         Qty    Unit price    Amount',
      'Widget A            2      100.00        200.00',
    ];
    expect(headerValue(table, 'Description')).toBe('Widget A');
    expect(headerValue(['Description    Qty    Amount (EUR)'], 'Description')).toBeNull();
    expect(headerValue(['Remarks', 'Date    Amount', 'Deliver to the back door'], 'Remarks')).toBe(
      'Deliver to the back door',
    );
    expect(headerValue(['Description:    Monthly hosting service'], 'Description')).toBe(
      'Monthly hosting service',
    );
  });

  it("takes the doctype's own captions in a heading row for labels, not for a value", () => {
    const profiles = ['Description', 'Colour'].map((caption, index) =>
      profileField({ key: `f${index}`, caption, description: '', type: 'string' }, 'header'),
    );
    const values = (lines: string[]) =>
      findHeaderValues(layoutDocument(testDocument(lines)), profiles, {}).map(
        (finding) => finding.located?.value ?? null,
      );
    expect(values(['Description    Colour'])).toEqual([null, null]);
    expect(values(['Description    Colour', 'Widget A       Red'])).toEqual(['Widget A', 'Red']);
  });
});

describe('totals', () => {
  it('counts the words that affirm a total ("inclusive of GST") as part of its label', () => {
    const lines = [
      'Total                              341.00',
      'Total GST                           20.46',
      'Total Sales (Inclusive of GST) :   361.46',
    ];
    expect(headerValue(lines, 'Total', 'Total amount paid', 'number')).toBe(361.46);
  });

  it('takes the invoice total for the amount due only where no amount due is printed', () => {
    const totals = [
      'TOTAL HT      TOTAL TVA      TOTAL TTC',
      'Late payment terms apply.',
      '100,00        10,00          110,00',
      '',
    ];
    const due = "Date d'échéance : 02/03/2022     NET A PAYER     100,00 EUR";
    expect(headerValue([...totals, due], 'Amount due', '', 'number')).toBe(100);
    expect(headerValue(totals, 'Amount due', '', 'number')).toBe(110);
  });
});

describe('label wordings', () => {
  it('reads credit-note numbers, document dates, due dates in a sentence and French amounts due', () => {
    const credit = ['Credit note no.    CN-2024-7', 'Document date:     12.03.2024'];
    expect(headerValue(credit, 'Invoice number', 'Invoice or credit note number')).toBe(
      'CN-2024-7',
    );
    expect(headerValue(credit, 'Invoice date', '', 'date')).toBe('2024-03-12');
    const french = [
      'Facture n°562 du 02 Juillet 2015',
      'Date limite de paiement le 05 Juillet 2015',
      'Somme à payer                      29.99 € TTC',
    ];
    expect(headerValue(french, 'Due date', '', 'date')).toBe('2015-07-05');
    expect(headerValue(french, 'Amount due', '', 'number')).toBe(29.99);
  });

  it('tells a "Factuur datum" heading from the "Factuur" (number) heading beside it', () => {
    const lines = [
      'Klant          Factuur datum     Factuur          Vervaldatum',
      'SCO0303        8-9-2022          VF1005193039     22-9-2022',
    ];
    expect(headerValue(lines, 'Invoice number')).toBe('VF1005193039');
  });
});

describe('values', () => {
  it('leaves a number sign glued to the number out of the identifier', () => {
    expect(headerValue(['Facture n°562044387 du 02 Juillet 2015'], 'Invoice number')).toBe(
      '562044387',
    );
  });

  it('reads a typed value from the cell under its heading where headings run together', () => {
    const lines = [
      'BTW %    Grondslag BTW bedrag    Totaal',
      '21 %         41,31    8,68          49,99',
    ];
    expect(headerValue(lines, 'Tax amount', 'VAT amount', 'number')).toBe(8.68);
  });
});

describe('party headings', () => {
  it('reads the block under a party heading, not another column across the gap beside it', () => {
    const lines = [
      'Rechnungsempfänger          Kundennummer    GE2020211',
      'Kunden AG Mitte             Beträge in      EUR',
      'Kundenstraße 15',
    ];
    expect(headerValue(lines, 'Buyer name', 'Name of the buyer')).toBe('Kunden AG Mitte');
  });

  it('reads the buyer from the first line under a customer-address heading', () => {
    const lines = [
      'Fournisseur SARL              Adresse du Client',
      '12 rue du Port',
      '75001 PARIS                   Boulangerie Martin',
      '                              8 avenue des Fleurs',
    ];
    expect(headerValue(lines, 'Buyer name', 'Name of the buyer')).toBe('Boulangerie Martin');
  });

  it('does not read the line under a label whose value is glued to it ("Customer:2")', () => {
    const lines = ['Customer:2', 'Your order AB321', 'Invoice # 508'];
    expect(headerValue(lines, 'Buyer name', 'Name of the buyer')).toBeNull();
  });
});

describe('receipt totals', () => {
  const receipt = (total: string, cash: string, change: string): string[] => [
    'KEDAI RUNCIT SDN BHD',
    '',
    `Total           ${total}`,
    'Rounding adj    -0.01',
    `Cash            ${cash}`,
    `Change          ${change}`,
  ];

  it('takes cash less change as the total where it is the total after rounding', () => {
    expect(headerValue(receipt('30.91', '51.00', '20.10'), 'Total', '', 'number')).toBe(30.9);
  });

  it('keeps the printed total where cash less change is far from it', () => {
    expect(headerValue(receipt('30.91', '100.00', '20.10'), 'Total', '', 'number')).toBe(30.91);
  });

  it('keeps the printed total where the rounding is printed with the payment, not above it', () => {
    const lines = [
      'PHARMACY HEALTH SDN BHD',
      '',
      'TOTAL            13.78',
      'CASH             20.00',
      'ROUNDING ADJ      0.02',
      'CHANGE DUE        6.20',
    ];
    expect(headerValue(lines, 'Total', '', 'number')).toBe(13.78);
  });

  it('trusts the reading of a total the payment repeats and doubts one the payment contradicts', () => {
    const recognitionOfTotal = (change: string): number | undefined => {
      const document = testDocument([
        'TOTAL            13.78',
        'CASH             20.00',
        `CHANGE            ${change}`,
      ]);
      for (const word of document.pages[0]?.words ?? []) word.conf = 0.6;
      const total = profileField(
        { key: 'f', caption: 'Total', description: '', type: 'number' },
        'header',
      );
      return findHeaderValues(layoutDocument(document), [total], {})[0]?.located?.recognition;
    };
    expect(recognitionOfTotal('6.22')).toBe(1);
    expect(recognitionOfTotal('1.22')).toBe(0.3);
  });

  it('takes a net total printed under the tax for the total, but not a net total above the tax', () => {
    const receipt = [
      'SUB TOTAL         KR',
      'GST 6%             0.84',
      'ROUNDING ADJ       0.01',
      'NET TOTAL         14,85',
      'Cash              20.00',
    ];
    expect(headerValue(receipt, 'Total', 'Total amount paid', 'number')).toBe(14.85);
    const invoice = ['Net total       100.00', 'VAT 19%          19.00', 'Payable by 30 June'];
    expect(headerValue(invoice, 'Total', 'Total amount paid', 'number')).toBeNull();
  });

  it('reads "Total (GST incl.)" as the total although "Total GST" is the tax amount\'s label', () => {
    const lines = ['SUBTOTAL          13.00', 'GST 6%             0.78', 'TOTAL (GST INCL)  13.78'];
    expect(headerValue(lines, 'Total', 'Total amount paid', 'number')).toBe(13.78);
  });
});
