/**
 * The rule-based peer of peer.ts: pdfreader's text items, rows by y, a heading row found by
 * the fields' captions, and each later cell given to the nearest heading in x. Deliberately
 * plain, as a table reader written against pdfreader's README would be; it is the bar the
 * offline engine must clear on every table document.
 */
import { PdfReader } from 'pdfreader';
import type { PlainRecord } from './score.ts';

export interface PeerItem {
  page: number;
  x: number;
  y: number;
  w: number;
  text: string;
}

/** Items of one line, closer than this in y (pdfreader's units, about a line's height). */
const ROW_TOLERANCE = 0.3;
/** How far left of its heading (units) a value may start. */
const COLUMN_SLACK = 0.5;
/** pdfreader's `w` overstates the drawn width: a line's next word starts near x + 0.7 w. */
const WIDTH_SCALE = 0.7;

export function readPdfItems(bytes: Buffer): Promise<PeerItem[]> {
  return new Promise((resolve, reject) => {
    const items: PeerItem[] = [];
    let page = 0;
    new PdfReader().parseBuffer(bytes, (error, entry) => {
      if (error) reject(new Error(String(error)));
      else if (!entry) resolve(items);
      else if (entry.page !== undefined) page = entry.page;
      else if (entry.text !== undefined && entry.text.trim() !== '')
        items.push({ page, x: entry.x, y: entry.y, w: entry.w, text: entry.text.trim() });
    });
  });
}

/** A text item's extent in x. */
interface Cell {
  x: number;
  end: number;
  text: string;
}

/** Rows of one page's items, top to bottom, each left to right. */
function rowsOf(items: readonly PeerItem[]): Cell[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PeerItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - item.y) < ROW_TOLERANCE) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) =>
    [...row]
      .sort((a, b) => a.x - b.x)
      .map((item) => ({ x: item.x, end: item.x + item.w * WIDTH_SCALE, text: item.text })),
  );
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The header mapping: headings that name a line item's usual fields in English, German,
 * French and Dutch invoices, by a word of the field's caption. Table documents' captions are
 * their own headings and need none.
 */
const headingSynonyms: readonly [RegExp, readonly string[]][] = [
  [
    /code|number|no\b/,
    ['code', 'art nr', 'artikelnummer', 'artikel nr', 'ref', 'reference', 'sku'],
  ],
  [
    /description|name/,
    [
      'description',
      'bezeichnung',
      'beschreibung',
      'artikel',
      'leistung',
      'designation',
      'libelle',
      'omschrijving',
      'product',
      'item',
    ],
  ],
  [/quantity/, ['quantity', 'qty', 'menge', 'anzahl', 'quantite', 'qte', 'aantal']],
  [
    /price/,
    ['unit price', 'price', 'preis', 'einzelpreis', 'prix unitaire', 'prix', 'prijs', 'rate'],
  ],
  [
    /total|amount/,
    ['total', 'amount', 'betrag', 'gesamt', 'gesamtpreis', 'summe', 'montant', 'bedrag'],
  ],
];

/** Whether a heading names the caption (a multi-row caption "A / B" by its last part). */
function names(cell: string, caption: string): boolean {
  const heading = normal(cell);
  const wanted = normal(caption.split(' / ').at(-1)!);
  const synonyms = headingSynonyms.flatMap(([word, list]) => (word.test(wanted) ? list : []));
  return [wanted, ...synonyms].some(
    (name) =>
      heading === name ||
      (Math.min(heading.length, name.length) >= 3 &&
        (heading.includes(name) || name.includes(heading))),
  );
}

/**
 * The caption → heading mapping a row gives: each caption takes the first run of adjacent
 * items (the words of a heading come as one item or several) that names it.
 */
function headingsOf(row: readonly Cell[], captions: readonly string[]): Map<string, Cell> {
  const headings = new Map<string, Cell>();
  const taken = new Set<number>();
  for (const caption of captions) {
    search: for (let first = 0; first < row.length; first += 1)
      for (let last = first; last < row.length && !taken.has(last); last += 1) {
        if (taken.has(first)) break;
        const run = row.slice(first, last + 1);
        if (!names(run.map((cell) => cell.text).join(' '), caption)) continue;
        for (let i = first; i <= last; i += 1) taken.add(i);
        headings.set(caption, {
          x: run[0]!.x,
          end: Math.max(...run.map((cell) => cell.end)),
          text: caption,
        });
        break search;
      }
  }
  return headings;
}

/**
 * Records from every row below the best heading row of each page (the previous page's heading
 * carries on where a page has none). A row is a record when it fills half the headed columns.
 */
export function peerRecords(
  items: readonly PeerItem[],
  captions: readonly string[],
): PlainRecord[] {
  const records: PlainRecord[] = [];
  let headings = new Map<string, Cell>();
  for (const page of new Set(items.map((item) => item.page))) {
    const pageRows = rowsOf(items.filter((item) => item.page === page));
    const best = pageRows
      .map((cells, index) => ({ index, headings: headingsOf(cells, captions) }))
      .reduce((top, next) => (next.headings.size > top.headings.size ? next : top), {
        index: -1,
        headings: new Map<string, Cell>(),
      });
    const isHeaded = best.headings.size >= Math.min(2, captions.length);
    if (isHeaded) headings = best.headings;
    if (headings.size === 0) continue;
    for (const cells of pageRows.slice(isHeaded ? best.index + 1 : 0)) {
      const record: PlainRecord = {};
      for (const cell of cells) {
        const caption = headingOf(headings, cell.x);
        const before = record[caption];
        record[caption] = before === undefined ? cell.text : `${String(before)} ${cell.text}`;
      }
      if (Object.keys(record).length * 2 >= headings.size) records.push(record);
    }
  }
  return records;
}

/**
 * The column of an item starting at `x`: the last heading that starts before it (a little
 * slack for a value set slightly left of a centred heading), as x thresholds are set in
 * pdfreader's own table examples.
 */
function headingOf(headings: ReadonlyMap<string, Cell>, x: number): string {
  const byStart = [...headings].sort(([, a], [, b]) => a.x - b.x);
  const before = byStart.filter(([, cell]) => cell.x <= x + COLUMN_SLACK);
  return (before.at(-1) ?? byStart[0]!)[0];
}
