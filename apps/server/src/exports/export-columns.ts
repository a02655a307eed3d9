import type { Field, FieldType } from '@docsift/core/doctype';

/** One column of an export: the field it reads and the header it shows. */
export interface ExportColumn {
  key: string;
  header: string;
  type: FieldType;
}

/**
 * One column per field in field order, captions as headers. Captions need not be unique, but
 * json keys and a spreadsheet's headers must be told apart: a repeated caption gets " (2)", " (3)".
 */
export function exportColumns(fields: readonly Field[]): ExportColumn[] {
  const seen = new Map<string, number>();
  return fields.map(({ key, caption, type }) => {
    const count = (seen.get(caption) ?? 0) + 1;
    seen.set(caption, count);
    return { key, type, header: count === 1 ? caption : `${caption} (${count})` };
  });
}
