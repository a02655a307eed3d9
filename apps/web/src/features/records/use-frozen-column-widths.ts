import type { CSSProperties, RefObject } from 'react';
import { useLayoutEffect, useState } from 'react';

interface Frozen {
  /** The columns and the viewport width they were measured for. */
  key: string;
  widths: number[];
}

/**
 * The widths the table's columns took when its first rows were painted, kept from then on: rows
 * that scroll into view later, with longer values, then do not widen a column and move every
 * column right of it. Measured again when the columns or the viewport's width change.
 * Returns the table's style and the widths for its `<col>`s; none until measured.
 */
export function useFrozenColumnWidths(
  tableRef: RefObject<HTMLTableElement | null>,
  viewportRef: RefObject<HTMLElement | null>,
  columnsKey: string,
  hasRows: boolean,
): { style: CSSProperties | undefined; widths: number[] | null } {
  const [viewportWidth, setViewportWidth] = useState<number | null>(null);
  const [frozen, setFrozen] = useState<Frozen | null>(null);
  const key = `${columnsKey}@${viewportWidth}`;
  const current = frozen?.key === key ? frozen : null;

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(() => setViewportWidth(viewport.clientWidth));
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewportRef]);

  // Runs after the table was laid out by its content (no frozen widths for this key yet).
  useLayoutEffect(() => {
    if (!hasRows || viewportWidth === null || current) return;
    const cells = tableRef.current?.querySelectorAll('thead tr:first-child > th');
    if (!cells || cells.length === 0) return;
    setFrozen({ key, widths: [...cells].map((cell) => cell.getBoundingClientRect().width) });
  }, [hasRows, viewportWidth, current, key, tableRef]);

  if (!current) return { style: undefined, widths: null };
  const width = current.widths.reduce((sum, column) => sum + column, 0);
  return { style: { tableLayout: 'fixed', width }, widths: current.widths };
}
