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
  rows: string[][];
  cell: string[] | undefined;
  /** Columns the open cell spans. */
  span: number;
}

/**
 * Reads mammoth's HTML (well-formed, a small fixed tag set) into lines and tables. Nested tables
 * are flattened into the cell that holds them; a cell spanning n columns is followed by n-1 empty cells
 * so columns stay aligned.
 */
export function docxHtmlBlocks(html: string): DocxBlock[] {
  const blocks: DocxBlock[] = [];
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
      tables.push({ rows: [], cell: undefined, span: 1 });
    } else if (tag === 'table' && table) {
      flushLine();
      tables.pop();
      const outer = tables.at(-1);
      if (outer?.cell) outer.cell.push(...table.rows.map((row) => row.join(' ')));
      else blocks.push({ kind: 'table', rows: table.rows });
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
  return blocks;
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
