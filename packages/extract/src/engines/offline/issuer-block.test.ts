import { describe, expect, it } from 'vitest';
import { layoutDocument } from './document-layout.ts';
import { issuerAddress, issuerName } from './issuer-block.ts';
import { testDocument, testPage } from './test-pages.ts';

function issuerOf(lines: readonly string[]): { name: unknown; address: unknown } {
  const [layout] = layoutDocument(testDocument(lines));
  if (!layout) throw new Error('no page');
  const issuer = issuerName(layout);
  const address = issuer ? issuerAddress(layout, issuer.lineIndex, issuer.words) : null;
  return { name: issuer?.located.value, address: address?.value };
}

describe('issuer block', () => {
  it('passes over letters OCR made of a logo above a name without a legal form', () => {
    const names = ['PERNIAGAAN ZHENG HUI', 'KEDAI RUNCIT MAJU', 'BISTRO ANGKASA'];
    for (const [index, name] of names.entries()) {
      for (const confidence of [0, 0.1, 0.3]) {
        const page = testPage([
          '   An Join',
          name,
          `NO.${index + 5} JALAN PERMAS 9/5`,
          'TEL: 07-386 7524',
        ]);
        // The logo's letters are read with next to no confidence, the printed lines surely.
        const words = page.words.map((word) =>
          word.bbox[1] === page.words[0]?.bbox[1] ? { ...word, conf: confidence } : word,
        );
        const [layout] = layoutDocument({ pages: [{ ...page, source: 'ocr', words }] });
        expect(layout && issuerName(layout)?.located.value, `${name} ${confidence}`).toBe(name);
      }
    }
  });

  describe('a letter whose footer gives the domain of its sender', () => {
    /** Recipient in the address window on the left, sender's block on the right, `footer` at the bottom. */
    const letter = (footer: string): string[] => [
      'Invoice 103767',
      '',
      'Adatum Corporation              CRONUS DE',
      'Station Road, 21                Hofstrasse 12',
      '48436 Duesseldorf               20097 Hamburg',
      ...Array.from({ length: 14 }, () => ''),
      'Subtotal     573.00',
      `VAT Registration No. DE777777777     ${footer}`,
    ];

    it('names the sender the header name that spells the domain, before a recipient with a legal form', () => {
      for (const footer of ['info@cronus.com', 'www.cronus.de', 'https://shop.cronus.co.uk'])
        expect(issuerOf(letter(footer)).name, footer).toBe('CRONUS DE');
    });

    it("keeps the legal form's name where the footer's domain spells no name in the header", () => {
      for (const footer of ['cronus@gmail.com', 'info@fabrikam.com', 'Phone 040 123456'])
        expect(issuerOf(letter(footer)).name, footer).toBe('Adatum Corporation');
    });

    it('takes no domain from above the footer, where the recipient may print its own', () => {
      const lines = letter('Phone 040 123456');
      lines[6] = 'ap@cronus.com';
      expect(issuerOf(lines).name).toBe('Adatum Corporation');
    });
  });

  it('takes a name from the title line it opens, and never a label or a date for one', () => {
    for (const title of ['Invoice', 'Tax Invoice', 'Rechnung'])
      expect(
        issuerOf([
          `Northwind Traders ${title}`,
          'Account number:',
          'August 3, 2014',
          'Invoice Number:     42183017',
        ]).name,
        title,
      ).toBe('Northwind Traders');
    const body = Array.from({ length: 8 }, (_, index) => `Item ${index + 1}     9.99`);
    expect(
      issuerOf(['Account number:', 'August 3, 2014', 'Contoso Pharmaceuticals', ...body]).name,
    ).toBe('Contoso Pharmaceuticals');
  });

  it('closes a comma read as a word of its own onto the word before it in the address', () => {
    expect(
      issuerOf([
        'C W KHOO HARDWARE SDN BHD',
        'NO.50 , JALAN PBS 14/11, KAWASAN PERINDUSTRIAN',
        'TEL : 03-87686092',
      ]).address,
    ).toBe('NO.50, JALAN PBS 14/11, KAWASAN PERINDUSTRIAN');
  });

  it('takes every segment of the line above a name that stands within its width', () => {
    expect(
      issuerOf([
        '    WESTERN    EASTERN',
        '  STATIONERY SDN. BHD',
        '42-46, JLN SULTAN AZLAN SHAH',
        '51200 KUALA LUMPUR',
      ]).name,
    ).toBe('WESTERN EASTERN STATIONERY SDN. BHD');
  });

  it('drops a bracket that never closes before the name, and a spaced registration number before the address', () => {
    expect(
      issuerOf([
        '[KEDAI PAPAN YEW CHUAN SDN BHD',
        'WORKSHOP',
        '( 801580-T ) LOT 276 JALAN BANTING',
        '43800 DENGKIL, SELANGOR.',
        'TEL : 03-87686092',
      ]),
    ).toEqual({
      name: 'KEDAI PAPAN YEW CHUAN SDN BHD',
      address: 'LOT 276 JALAN BANTING 43800 DENGKIL, SELANGOR.',
    });
  });

  it('starts the address after a registration line that follows an unnumbered line', () => {
    expect(
      issuerOf([
        'KEDAI PAPAN YEW CHUAN SDN BHD',
        'WORKSHOP',
        '(CC.NO. 1208604-T)',
        'LOT 276 JALAN BANTING',
        '43800 DENGKIL, SELANGOR.',
        'TEL : 03-87686092',
      ]).address,
    ).toBe('LOT 276 JALAN BANTING 43800 DENGKIL, SELANGOR.');
  });

  it('skips a registration number under the name but keeps a short first address line with a house number', () => {
    expect(
      issuerOf([
        'KEDAI PAPAN YEW CHUAN',
        '(0005683085-K)',
        'LOT 276 JALAN BANTING',
        '43800 DENGKIL, SELANGOR.',
        'TEL : 03-87686092',
      ]),
    ).toEqual({
      name: 'KEDAI PAPAN YEW CHUAN',
      address: 'LOT 276 JALAN BANTING 43800 DENGKIL, SELANGOR.',
    });
  });

  it('skips tax lines under the name, starts the address at its first numbered line and ends it before a bare phone number', () => {
    expect(
      issuerOf([
        'THREE STOOGES',
        'BISTRO & CAFE',
        'No: 109, SS21/1A,',
        'DAMANSARA UTAMA',
        '013-336 3999',
      ]),
    ).toEqual({
      name: 'THREE STOOGES',
      address: 'No: 109, SS21/1A, DAMANSARA UTAMA',
    });
    expect(
      issuerOf([
        'SANJUNG SDN BHD',
        '(GST Registration No.: 001751072768)',
        'Car Park Office, Basement 1,',
        '47400 Petaling Jaya',
      ]).address,
    ).toBe('Car Park Office, Basement 1, 47400 Petaling Jaya');
  });

  it('drops a registration number printed before the address on its line', () => {
    expect(
      issuerOf(['GOLDEN BAKERY SDN BHD', '(0102043319-W) No.2, Jalan Mawar,', '43000 Kajang'])
        .address,
    ).toBe('No.2, Jalan Mawar, 43000 Kajang');
  });

  it('does not take a lower-case line above a name in capitals, nor look for the name past the title', () => {
    expect(
      issuerOf(['tan woon yann', 'BOOK TA K SDN BHD', 'NO 5, JALAN SAGU', 'TAX INVOICE']).name,
    ).toBe('BOOK TA K SDN BHD');
    expect(
      issuerOf(['PANDAH INDAH RESTAURANT', 'M4-A-8, JALAN PANDAH', '* GUEST CHECK *', 'Table 6'])
        .name,
    ).toBe('PANDAH INDAH RESTAURANT');
  });

  it('trims marks from the ends of address lines and ends the address at a phone number whose label OCR garbled', () => {
    expect(
      issuerOf([
        'KEDAI MAJU SDN BHD',
        '| NO.12, JALAN SS4C/5, |',
        '47301 PETALING JAYA ¥',
        'i: 012-2060 778',
        'BILL NO: 00127403',
      ]).address,
    ).toBe('NO.12, JALAN SS4C/5, 47301 PETALING JAYA');
  });

  it('keeps the first name where registration and tax lines, no names, stand between it and the address', () => {
    expect(
      issuerOf([
        'B & BEST RESTAURANT',
        '(001610235-P)',
        'GST NO : 001800839168',
        '',
        '',
        '',
        'NO.12, JALAN SS4C/5',
        '47301 PETALING JAYA',
      ]).name,
    ).toBe('B & BEST RESTAURANT');
  });

  it('takes no name from marks smaller than the text of the page', () => {
    const page = testPage([
      'FAD',
      'KEDAI MAJU',
      'RESTAURANT',
      'NO 5, JALAN SAGU',
      '47301 PETALING',
    ]);
    const mark = page.words[0];
    if (mark) mark.bbox[1] = mark.bbox[3] - 6;
    const [layout] = layoutDocument({ pages: [page] });
    if (!layout) throw new Error('no page');
    expect(issuerName(layout)?.located.value).toBe('KEDAI MAJU');
  });
});
