/**
 * The pages the server reads an XLSX or ODS as (docs/credits.md): one per sheet holding a
 * non-empty cell, at least one; none for a workbook it refuses (no workbook part, more sheets
 * than MAX_PDF_PAGES, a missing sheet part, parts inflating past MAX_DECOMPRESSED_BYTES). Read
 * from the zip in the browser a chunk at a time: a sheet is read until its first non-empty cell,
 * so a workbook of full sheets costs a few kilobytes per sheet.
 *
 * An XLSX cell is empty as the server reads it (no value, an error value, a blank shared
 * string). An ODS table counts when a cell of it has a value type, as spreadsheet programs
 * write for every cell they show a value in.
 */
import { MAX_DECOMPRESSED_BYTES, MAX_PDF_PAGES } from '@docsift/core/limits';
import { entryText, InflatedTooFarError, type ZipEntry, zipEntries } from './zip-entries.ts';

type Budget = { left: number };

/** The server would refuse the file: it costs nothing. */
class RefusedError extends Error {}

/**
 * An XLSX's or ODS's pages as the server counts them; undefined when the browser cannot tell.
 * `maxInflated`: the characters its parts may inflate to before the server would refuse it.
 */
export async function sheetPageCount(
  file: Blob,
  kind: 'xlsx' | 'ods',
  maxInflated = MAX_DECOMPRESSED_BYTES,
): Promise<number | undefined> {
  try {
    const entries = await zipEntries(file);
    const budget = { left: maxInflated };
    const filled =
      kind === 'xlsx'
        ? await xlsxSheets(file, entries, budget)
        : await odsSheets(file, entries, budget);
    return Math.max(filled, 1);
  } catch (error) {
    if (error instanceof RefusedError || error instanceof InflatedTooFarError) return 0;
    return undefined;
  }
}

async function wholeText(file: Blob, entry: ZipEntry | undefined, budget: Budget): Promise<string> {
  if (!entry) throw new RefusedError('a part is missing');
  let text = '';
  for await (const chunk of entryText(file, entry, budget)) text += chunk;
  return text;
}

/** Text with its character references read, enough to tell blank text from the rest. */
function decoded(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);/gi, (_, code: string) =>
    String.fromCodePoint(
      code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code),
    ),
  );
}

const isBlank = (text: string) => decoded(text).trim() === '';

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)(?:\\w+:)?${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** The workbook's worksheet parts, in its order (chart sheets and missing targets left out). */
function worksheetPaths(workbook: string, relationships: string): string[] {
  const targets = new Map<string, string>();
  for (const [, attributes] of relationships.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g))
    if (/\/worksheet$/.test(attribute(attributes!, 'Type') ?? ''))
      targets.set(attribute(attributes!, 'Id') ?? '', attribute(attributes!, 'Target') ?? '');
  const paths: string[] = [];
  for (const [, attributes] of workbook.matchAll(/<(?:\w+:)?sheet\b([^>]*)>/g)) {
    const target = targets.get(attribute(attributes!, 'id') ?? '');
    if (target) paths.push(target.startsWith('/') ? target.slice(1) : normalized(`xl/${target}`));
  }
  return paths;
}

/** A zip path with its `.` and `..` segments resolved. */
function normalized(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/'))
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  return parts.join('/');
}

async function xlsxSheets(
  file: Blob,
  entries: Map<string, ZipEntry>,
  budget: Budget,
): Promise<number> {
  const workbook = await wholeText(file, entries.get('xl/workbook.xml'), budget);
  const relationships = entries.has('xl/_rels/workbook.xml.rels')
    ? await wholeText(file, entries.get('xl/_rels/workbook.xml.rels'), budget)
    : '';
  const paths = worksheetPaths(workbook, relationships);
  if (paths.length > MAX_PDF_PAGES) throw new RefusedError('too many sheets');
  const strings = new SharedStrings(file, entries.get('xl/sharedStrings.xml'), budget);
  let filled = 0;
  for (const path of paths) {
    if (await hasValuedCell(file, entries.get(path), budget, strings)) filled += 1;
  }
  return filled;
}

/** Whether a worksheet part holds a cell the server reads as non-empty; read up to that cell. */
async function hasValuedCell(
  file: Blob,
  entry: ZipEntry | undefined,
  budget: Budget,
  strings: SharedStrings,
): Promise<boolean> {
  if (!entry) throw new RefusedError('a sheet part is missing');
  // Regexes of this call's own: their positions must survive the awaits of another count.
  const cellOpen = /<(?:\w+:)?c(?=[\s>/])([^>]*)>/g;
  const cellClose = /<\/(?:\w+:)?c>/g;
  let buffer = '';
  for await (const chunk of entryText(file, entry, budget)) {
    buffer += chunk;
    let keepFrom: number | undefined;
    let scanned = 0;
    cellOpen.lastIndex = 0;
    for (let open = cellOpen.exec(buffer); open; open = cellOpen.exec(buffer)) {
      const attributes = open[1]!;
      scanned = cellOpen.lastIndex;
      if (attributes.endsWith('/')) continue;
      cellClose.lastIndex = scanned;
      const close = cellClose.exec(buffer);
      if (!close) {
        keepFrom = open.index;
        break;
      }
      if (
        await isValued(
          attribute(attributes, 't') ?? 'n',
          buffer.slice(scanned, close.index),
          strings,
        )
      )
        return true;
      scanned = cellClose.lastIndex;
      cellOpen.lastIndex = scanned;
    }
    buffer = buffer.slice(keepFrom ?? Math.max(scanned, buffer.lastIndexOf('<')));
  }
  return false;
}

/** A cell's content as the server reads it (read-xlsx-sheet.ts): is there a value? */
async function isValued(type: string, content: string, strings: SharedStrings): Promise<boolean> {
  const value = /<(?:\w+:)?v(?:\s[^>]*)?>([^<]*)</.exec(content)?.[1] ?? '';
  switch (type) {
    case 'e':
      return false;
    case 'b':
      return value === '1' || value === '0';
    case 's':
      return !isBlank(value) && !(await strings.isBlank(Number(value)));
    case 'inlineStr':
      return !isBlank(
        [...content.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)</g)]
          .map((match) => match[1])
          .join(''),
      );
    default:
      return !isBlank(value);
  }
}

/** The shared string table, read only as far as the strings asked about: which are blank. */
class SharedStrings {
  private readonly blank: boolean[] = [];
  private chunks: AsyncGenerator<string> | undefined;
  private buffer = '';
  private isDone: boolean;

  constructor(file: Blob, entry: ZipEntry | undefined, budget: Budget) {
    this.isDone = !entry;
    if (entry) this.chunks = entryText(file, entry, budget);
  }

  async isBlank(index: number): Promise<boolean> {
    if (!Number.isInteger(index) || index < 0) return true;
    while (this.blank.length <= index && !this.isDone) await this.readOn();
    // A string the table does not hold reads as empty text.
    return this.blank[index] ?? true;
  }

  private async readOn(): Promise<void> {
    const next = await this.chunks!.next();
    if (next.done) {
      this.isDone = true;
      return;
    }
    this.buffer += next.value;
    let end = 0;
    for (const item of this.buffer.matchAll(
      /<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g,
    )) {
      const text = (item[1] ?? '')
        .replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '')
        .replace(/<[^>]*>/g, '');
      this.blank.push(isBlank(text));
      end = item.index + item[0].length;
    }
    this.buffer = this.buffer.slice(end);
  }
}

const ODS_TAG = /<(\/?)table:(table|table-cell|covered-table-cell)(?=[\s>/])([^>]*)>/g;

/** An ODS's tables with a typed cell, from content.xml; more tables than the server reads refuse it. */
async function odsSheets(
  file: Blob,
  entries: Map<string, ZipEntry>,
  budget: Budget,
): Promise<number> {
  const entry = entries.get('content.xml');
  if (!entry) throw new RefusedError('no content.xml');
  const tables: boolean[] = [];
  let depth = 0;
  let buffer = '';
  for await (const chunk of entryText(file, entry, budget)) {
    buffer += chunk;
    const end = buffer.lastIndexOf('>') + 1;
    for (const [, closing, name, attributes] of buffer.slice(0, end).matchAll(ODS_TAG)) {
      const isEmpty = attributes!.endsWith('/');
      if (name === 'table') {
        if (closing) depth -= 1;
        else {
          if (depth === 0) tables.push(false);
          if (!isEmpty) depth += 1;
        }
      } else if (!closing && depth === 1 && /(?:^|\s)office:value-type="/.test(attributes!))
        tables[tables.length - 1] = true;
    }
    buffer = buffer.slice(end);
  }
  if (tables.length > MAX_PDF_PAGES) throw new RefusedError('too many tables');
  return tables.filter(Boolean).length;
}
