import { describe, expect, it } from 'vitest';
import type { OcrDocument } from '@docsift/core/ocr';
import { layoutDocument } from './document-layout.ts';
import { findHeaderValues } from './extract-header-record.ts';
import { headerCandidates } from './ranking/header-candidates.ts';
import { profileField } from './field-profile.ts';
import { testPage } from './test-pages.ts';

const profile = profileField(
  { key: 'total', caption: 'total', description: 'Total amount paid', type: 'number' },
  'header',
);

function total(lines: readonly string[], source: 'ocr' | 'text-layer' = 'ocr'): unknown {
  const ocr: OcrDocument = { pages: [{ ...testPage(lines), source }] };
  return findHeaderValues(layoutDocument(ocr), [profile], {})[0]?.located?.value ?? null;
}

/** Receipts of generated items: prices in cents, so sums are exact. */
function items(seed: number): { lines: string[]; sum: number } {
  const names = ['TEA', 'COFFEE', 'BREAD', 'RICE', 'SOAP', 'PEN', 'TAPE'];
  const lines: string[] = [];
  let cents = 0;
  for (let index = 0; index < 2 + (seed % 4); index++) {
    const price = 100 + ((seed * 37 + index * 53) % 900);
    cents += price;
    lines.push(`${names[(seed + index) % names.length]}     1     ${(price / 100).toFixed(2)}`);
  }
  return { lines, sum: cents / 100 };
}

const money = (value: number): string => value.toFixed(2);

describe('receipt totals', () => {
  it('does not take an item count under the total for the total, however OCR spells "items"', () => {
    for (const spelling of ['Items', 'ltems', 'Itemis', 'ltemis', 'Iterns']) {
      for (let seed = 1; seed <= 6; seed++) {
        const { lines, sum } = items(seed);
        const receipt = [
          'CORNER SHOP',
          ...lines,
          `Total Incl GST     ${money(sum)}`,
          `Payment     ${money(sum)}`,
          `Total ${spelling}:     ${lines.length}`,
        ];
        expect(total(receipt), `${spelling} ${seed}`).toBe(sum);
      }
    }
  });

  it('reads no total from a tax summary whose heading OCR garbled', () => {
    for (const heading of ['GST Summary', 'G5T Susmary', 'GST Sumnary']) {
      const { lines, sum } = items(3);
      const receipt = [
        'CORNER SHOP',
        ...lines,
        `Total Sales (Inclusive GST) RM     ${money(sum)}`,
        '',
        `${heading}     Amount (RM)     Tax (RM)`,
        `SR @ 6%     ${money(sum / 1.06)}     ${money(sum - sum / 1.06)}`,
      ];
      expect(total(receipt), heading).toBe(sum);
    }
  });

  it('takes the subtotal where no total is printed and nothing is added under it', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { lines, sum } = items(seed);
      expect(total(['CORNER SHOP', ...lines, `Subtotal :     ${money(sum)}`])).toBe(sum);
    }
  });

  it('does not take the subtotal where a tax is added under it', () => {
    const { lines, sum } = items(2);
    const receipt = ['CORNER SHOP', ...lines, `Subtotal     ${money(sum)}`, 'GST 6%     0.42'];
    expect(total(receipt)).toBeNull();
  });

  it('reads no total of zero', () => {
    const { lines, sum } = items(4);
    const receipt = [
      'CORNER SHOP',
      ...lines,
      `Rounding Adj.     RM${money(sum)}`,
      'Total     RM0.00',
    ];
    expect(total(receipt)).toBeNull();
  });

  it('keeps exact spelling on a text layer: a word one letter off an item count is not one', () => {
    const { lines, sum } = items(5);
    const receipt = ['CORNER SHOP', ...lines, `Total Itens     ${money(sum)}`];
    expect(total(receipt, 'text-layer')).toBe(sum);
  });

  it('takes the total after a rounding from the payment, however the lines are worded', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { lines, sum } = items(seed);
      const rounded = Math.round(sum * 20) / 20;
      const adjustment = money(rounded - sum);
      const cash = Math.ceil(rounded / 10) * 10 + 10;
      const change = money(cash - rounded);
      const wordings = [
        [
          `Total Amt Incl. GST 6%:     ${money(sum)}`,
          `Rounding Adjustment:     ${adjustment}`,
          `Total Amt Payable:     ${money(rounded)}`,
          `Paid Amount     ${money(cash)}`,
          `Change:     ${change}`,
        ],
        [
          `Total     ${money(sum)}`,
          `Round Adj     ${adjustment}`,
          `Net Total     ${money(rounded)}`,
          `Cash     ${money(cash)}`,
          `Change     ${change}`,
        ],
        [
          `Total     ${money(sum)}`,
          `Round Off     ${adjustment}`,
          `Grand Total     ${money(rounded)}`,
          `Amount Tendered     ${money(cash)}`,
          `Change     ${change}`,
        ],
      ];
      for (const wording of wordings)
        expect(total(['CORNER SHOP', ...lines, ...wording]), `${seed} ${wording[1]}`).toBe(rounded);
    }
  });

  it('takes the total the cash pays where no change is printed, over a total before the discount', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { lines, sum } = items(seed);
      const discount = 0.5 + (seed % 3) / 10;
      const paid = money(sum - discount);
      const receipt = [
        'CORNER SHOP',
        ...lines,
        `Total     ${money(sum)}`,
        `Discount:     ${money(discount)}`,
        `Total Inclusive GST:     ${paid}`,
        `CASH     ${paid}`,
      ];
      expect(total(receipt), `${seed}`).toBe(Number(paid));
    }
  });

  it('takes the amount due where no other total is printed', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { lines, sum } = items(seed);
      for (const label of ['Total Due', 'Amount Due', 'Balance Due'])
        expect(
          total(['CORNER SHOP', ...lines, `${label}     ${money(sum)}`, `Visa     ${money(sum)}`]),
        ).toBe(sum);
    }
  });

  it('takes the total under a rounding that follows another total, without a payment to check it', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { lines, sum } = items(seed);
      const rounded = Math.round(sum * 20) / 20;
      if (rounded === sum) continue;
      const adjustment = money(rounded - sum);
      for (const [before, after] of [
        ['Total Amount', 'Rounded Total'],
        ['Total', 'Total Payable'],
        ['Total Incl GST', 'Nett Total'],
      ]) {
        const receipt = [
          'CORNER SHOP',
          ...lines,
          `${before}     ${money(sum)}`,
          `Rounding Adj     ${adjustment}`,
          `${after}     ${money(rounded)}`,
          'Total Qty:     2',
        ];
        expect(total(receipt), `${seed} ${after}`).toBe(rounded);
      }
    }
  });

  it('proposes the figure under a rounding that is the total moved by it, however its line is worded or spelt', () => {
    const rounded = (lines: readonly string[]): unknown[] => {
      const ocr: OcrDocument = { pages: [{ ...testPage(lines), source: 'ocr' }] };
      return (headerCandidates(layoutDocument(ocr), [profile], {}, findHeaderValues)[0] ?? [])
        .filter(({ source }) => source === 'rounded')
        .map(({ located }) => located.value);
    };
    for (let seed = 1; seed <= 6; seed++) {
      const { lines, sum } = items(seed);
      const target = Math.round(sum * 20) / 20;
      if (target === sum) continue;
      // The sign of the adjustment as printed, or lost ("0.01" for -0.01).
      for (const adjustment of [money(target - sum), money(Math.abs(target - sum))]) {
        for (const under of [`TO T AL:     ${money(target)}`, `CASH     ${money(target)}`]) {
          const receipt = [
            'CORNER SHOP',
            ...lines,
            `Total (Inclusive of GST):     ${money(sum)}`,
            `Rounding Adj :     ${adjustment}`,
            under,
          ];
          expect(rounded(receipt), `${seed} ${adjustment} ${under}`).toEqual([target]);
        }
      }
    }
    // A figure under the rounding that the adjustment does not make is no rounded total.
    const { lines, sum } = items(3);
    const receipt = ['CORNER SHOP', ...lines, `Total     ${money(sum)}`, 'Rounding Adj     0.02'];
    expect(rounded([...receipt, `CASH     ${money(sum + 0.05)}`])).toEqual([]);
  });

  it('keeps the total where the line under the rounding is no rounding of it', () => {
    const { lines, sum } = items(2);
    const receipt = [
      'CORNER SHOP',
      ...lines,
      `Total     ${money(sum)}`,
      'Rounding     0.00',
      'Total Savings     5.00',
    ];
    expect(total(receipt)).toBe(sum);
  });

  // The arithmetic proposes a candidate; whether it wins is the ranker's to learn (on the corpus'
  // receipts read by PP-OCR it is rarely right, so the ranker seldom takes it).
  describe('a total OCR misread by one character', () => {
    /** The receipt as OCR read it: the words of `doubted` lines less surely than the rest. */
    function scannedLayouts(lines: readonly string[], doubted: readonly string[]) {
      const page = { ...testPage(lines), source: 'ocr' as const };
      const unsure = new Set(doubted.flatMap((line) => line.split(/\s+/)));
      const words = page.words.map((word) => ({
        ...word,
        conf: unsure.has(word.text) ? 0.6 : 0.95,
      }));
      const ocr: OcrDocument = { pages: [{ ...page, words }] };
      return layoutDocument(ocr);
    }
    function scanned(lines: readonly string[], doubted: readonly string[]): unknown {
      const layouts = scannedLayouts(lines, doubted);
      return findHeaderValues(layouts, [profile], {})[0]?.located?.value ?? null;
    }
    /** The values the arithmetic proposes for the total. */
    function proposed(lines: readonly string[], doubted: readonly string[]): unknown[] {
      const layouts = scannedLayouts(lines, doubted);
      return (headerCandidates(layouts, [profile], {}, findHeaderValues)[0] ?? [])
        .filter(({ source }) => source === 'misread')
        .map(({ located }) => located.value);
    }
    /** One digit changed, the last one dropped, or a digit added: what OCR does to a total. */
    const misreadings = (amount: string): string[] =>
      [
        amount.replace(/\d(?=\.)/, (digit) => String((Number(digit) + 1) % 10)),
        amount.slice(0, -1),
        `${amount.slice(0, 1)}0${amount.slice(1)}`,
      ].filter((text) => Number(text) !== Number(amount)); // "5.7" for 5.70 is no misreading

    it('proposes what subtotal, tax and rounding add up to, where they were read more surely', () => {
      for (let seed = 1; seed <= 6; seed++) {
        const { lines, sum } = items(seed);
        const tax = Math.round(sum * 6) / 100;
        const rounded = Math.round((sum + tax) * 20) / 20;
        const rounding = money(rounded - sum - tax);
        for (const misread of misreadings(money(rounded))) {
          const totalLine = `NET TOTAL     ${misread}`;
          const receipt = [
            'CORNER SHOP',
            ...lines,
            `SUB TOTAL     ${money(sum)}`,
            `GST 6%     ${money(tax)}`,
            `ROUNDING ADJ     ${rounding}`,
            totalLine,
          ];
          expect(proposed(receipt, [totalLine]), `${seed} ${misread}`).toEqual([rounded]);
        }
      }
    });

    it('proposes the payment less the change, where both were read more surely', () => {
      for (let seed = 1; seed <= 6; seed++) {
        const { lines, sum } = items(seed);
        for (const misread of misreadings(money(sum))) {
          const totalLine = `TOTAL     ${misread}`;
          const receipt = [
            'CORNER SHOP',
            ...lines,
            totalLine,
            'CASH     100.00',
            `CHANGE     ${money(100 - sum)}`,
          ];
          expect(proposed(receipt, [totalLine]), `${seed} ${misread}`).toEqual([sum]);
        }
      }
    });

    it('proposes the amount whose share at the printed tax rate is the tax, added or included', () => {
      for (let seed = 1; seed <= 6; seed++) {
        const { lines, sum } = items(seed);
        const tax = Math.round(((sum * 6) / 106) * 100) / 100;
        // A tax in cents pins its total down to about a tenth: a misread cent stays unnoticed.
        const noticeable = misreadings(money(sum)).filter(
          (text) => Math.abs(Number(text) - sum) >= 1,
        );
        for (const misread of noticeable) {
          const totalLine = `Total:     ${misread}`;
          const receipt = [
            'CORNER SHOP',
            ...lines,
            `(Inclusive) GST 6%     ${money(tax)}`,
            totalLine,
          ];
          expect(proposed(receipt, [totalLine]), `${seed} ${misread}`).toEqual([sum]);
        }
      }
    });

    it('keeps the total where the amount that contradicts it was read less surely', () => {
      for (let seed = 1; seed <= 6; seed++) {
        const { lines, sum } = items(seed);
        const [misreadCash = ''] = misreadings(money(sum));
        const cashLine = `CASH     ${misreadCash}`;
        const receipt = [
          'CORNER SHOP',
          ...lines,
          `TOTAL     ${money(sum)}`,
          cashLine,
          'CHANGE     0.00',
        ];
        expect(scanned(receipt, [cashLine]), `${seed}`).toBe(sum);
      }
    });
  });
});
