/** A paragraph line or a table, in document order. */
export type DocxBlock = { kind: 'line'; text: string } | { kind: 'table'; rows: string[][] };

const LINE_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

interface TableBuilder {
  /** Where the table goes in `blocks`, taken when it opens so that tables nested in it follow it. */
  index: number;
  rows: string[][];
  cell: string[] | undefined;
  /** Columns the open cell spans. */
  span: number;
}

/**
 * Reads mammoth's HTML (well-formed, a small fixed tag set) into lines and tables. A table nested
 * in a cell is a table of its own, placed after the table that holds it (whose cell keeps only its
 * own text): documents use an outer table for layout, and the line items or key/value pairs they
 * carry are in the inner one. A cell spanning n columns is followed by n-1 empty cells so columns
 * stay aligned; a table without any text (a layout frame) is left out.
 */
export function docxHtmlBlocks(html: string): DocxBlock[] {
  const blocks: (DocxBlock | undefined)[] = [];
  const tables: TableBuilder[] = [];
  let line = '';
  const flushLine = (): void => {
    const text = collapse(line);
    line = '';
    if (!text) return;
    const table = tables.at(-1);
    if (table?.cell) table.cell.push(text);
    else if (!table) blocks.push({ kind: 'line', text });
  };
  for (const token of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>|([^<]+)/g)) {
    const [, closing, rawTag, attributes, text] = token;
    if (text !== undefined) {
      line += decodeEntities(text);
      continue;
    }
    const tag = rawTag!.toLowerCase();
    const table = tables.at(-1);
    if (LINE_TAGS.has(tag) || tag === 'br') flushLine();
    else if (tag === 'table' && !closing) {
      flushLine();
      tables.push({ index: blocks.push(undefined) - 1, rows: [], cell: undefined, span: 1 });
    } else if (tag === 'table' && table) {
      flushLine();
      tables.pop();
      if (table.rows.some((row) => row.some((cell) => cell !== '')))
        blocks[table.index] = { kind: 'table', rows: table.rows };
    } else if (tag === 'tr' && table && !closing) table.rows.push([]);
    else if ((tag === 'td' || tag === 'th') && table) {
      if (!closing) {
        table.cell = [];
        table.span = Math.min(100, Number(/colspan="(\d+)"/.exec(attributes ?? '')?.[1] ?? 1));
        continue;
      }
      flushLine();
      if (!table.rows.length) table.rows.push([]);
      const row = table.rows.at(-1)!;
      row.push(
        (table.cell ?? []).join(' '),
        ...Array<string>(Math.max(0, table.span - 1)).fill(''),
      );
      table.cell = undefined;
    }
  }
  flushLine();
  return blocks.filter((block) => block !== undefined);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
