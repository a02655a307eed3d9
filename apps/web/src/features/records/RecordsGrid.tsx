import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
import type { Doctype, Field } from '@docsift/core/doctype';
import type { DocRecord } from '@docsift/core/record';
import type { TableSort } from '@docsift/core/record-filter';
import type { CSSProperties, FocusEvent, KeyboardEvent } from 'react';
import { Table } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import type { ColumnDef } from '@tanstack/react-table';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { TableScroller } from '../../components/TableScroller.tsx';
import type { CellAddress } from './cell-focus.ts';
import { RecordHistoryDialog } from './RecordHistoryDialog.tsx';
import {
  cellAfterKey,
  HEADER_ROW,
  nextCell,
  ROW_NUMBER,
  SELECT,
  tabStopCell,
} from './cell-focus.ts';
import type { ValueClickHandler } from './RecordCell.tsx';
import type { RowHandlers } from './RecordRow.tsx';
import { RecordRow } from './RecordRow.tsx';
import { RecordsHead } from './RecordsHead.tsx';
import classes from './records-table.module.css';
import { useFrozenColumnWidths } from './use-frozen-column-widths.ts';
import type { useRecordActions } from './use-record-actions.ts';

const ROW_HEIGHT = 37;

interface RecordsGridProps {
  doctypeId: string;
  fields: Field[];
  /** Values below it are marked as doubtful. */
  reviewThreshold: number;
  /** The doctype's checks between fields: a failing one marks the values it reads. */
  checks: Doctype['checks'];
  /** The rows the window shows. */
  records: DocRecord[];
  sort: TableSort | null;
  onSort: (field: string) => void;
  onAddFilter: (field: string) => void;
  onReorder: (fields: Field[]) => void;
  /** The last shown row came into view. */
  onReachEnd: () => void;
  actions: ReturnType<typeof useRecordActions>;
  onShowInDocument: (record: DocRecord) => void;
  onValueClick?: ValueClickHandler;
  /** The chosen rows' ids, and whether all, some or none of the rows shown are chosen. */
  selected: ReadonlySet<string>;
  shownSelection: 'all' | 'some' | 'none';
  /**
   * False while the rows are a previous view's, shown until this view's come: a box ticked on
   * them would choose a record this view may not show, or show elsewhere.
   */
  isSelectable: boolean;
  /** A row's box was clicked (or Space pressed on it); `isRange` with Shift. */
  onSelect: (id: string, isRange: boolean) => void;
  /** The header's box: all rows shown, or none. */
  onSelectShown: () => void;
}

/** The records as a virtualised table: only the rows in view are in the page. */
export function RecordsGrid({
  doctypeId,
  fields,
  reviewThreshold,
  checks,
  records,
  sort,
  onSort,
  onAddFilter,
  onReorder,
  onReachEnd,
  actions,
  onShowInDocument,
  onValueClick,
  selected,
  shownSelection,
  isSelectable,
  onSelect,
  onSelectShown,
}: RecordsGridProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CellAddress | null>(null);
  const [lastFocused, setLastFocused] = useState<CellAddress | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const columns = useMemo<ColumnDef<DocRecord>[]>(
    () =>
      fields.map((field) => ({ id: field.key, accessorFn: (record) => record.data[field.key] })),
    [fields],
  );
  const table = useReactTable({
    data: records,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (record) => record.id,
    // The server sorts; the table only reflects it.
    manualSorting: true,
    state: { sorting: sort ? [{ id: sort.field, desc: sort.dir === 'desc' }] : [] },
  });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index;
  // Only a change of what is in view may grow the window, not a new callback identity.
  const reachEnd = useEffectEvent(onReachEnd);
  useEffect(() => {
    if (lastShown !== undefined && lastShown >= rows.length - 1) reachEnd();
  }, [lastShown, rows.length]);

  // The memoised head gets callbacks that stay the same as the grid renders on scroll.
  const sortBy = useCallbackRef(onSort);
  const addFilterOn = useCallbackRef(onAddFilter);
  const reorder = useCallbackRef(onReorder);
  const selectShown = useCallbackRef(onSelectShown);
  const fieldKeys = useMemo(() => fields.map((field) => field.key), [fields]);
  // Set by the head while a column is carried by keyboard: its arrow keys move the column.
  const isCarrying = useRef(false);

  const moveEditing = (from: CellAddress, backwards: boolean) => {
    const next = nextCell(
      from,
      rows.map((row) => row.id),
      fieldKeys,
      backwards,
    );
    setEditing(next);
    if (next) virtualizer.scrollToIndex(rows.findIndex((row) => row.id === next.record));
  };
  // Rows are memoised, so they get one handlers object for good; it calls this render's handlers.
  const current = useRef<RowHandlers>(null!);
  current.current = {
    edit: setEditing,
    save: (record, field, value) => {
      setEditing(null);
      void actions.edit(record, field, value);
    },
    cancel: () => setEditing(null),
    tab: (record, field, value, backwards) => {
      void actions.edit(record, field, value);
      moveEditing({ record: record.id, field: field.key }, backwards);
    },
    showInDocument: onShowInDocument,
    showHistory: (record, rowNumber) =>
      void openDialog({
        title: t('doctypes.records.history_title', { number: rowNumber }),
        size: 'lg',
        render: () => (
          <RecordHistoryDialog doctype={doctypeId} fields={fields} recordId={record.id} />
        ),
      }),
    remove: (record) => void actions.remove(record),
    select: (record, isRange) => onSelect(record.id, isRange),
    valueClick: onValueClick,
  };
  const hasValueClick = onValueClick !== undefined;
  const handlers = useMemo<RowHandlers>(
    () => ({
      edit: (cell) => current.current.edit(cell),
      save: (record, field, value) => current.current.save(record, field, value),
      cancel: () => current.current.cancel(),
      tab: (record, field, value, backwards) =>
        current.current.tab(record, field, value, backwards),
      showInDocument: (record) => current.current.showInDocument(record),
      showHistory: (record, rowNumber) => current.current.showHistory(record, rowNumber),
      remove: (record) => current.current.remove(record),
      select: (record, isRange) => current.current.select(record, isRange),
      valueClick: hasValueClick
        ? (record, fieldKey) => current.current.valueClick?.(record, fieldKey)
        : undefined,
    }),
    [hasValueClick],
  );
  // The grid is one tab stop (a roving tabindex): the cell last focused, or the first value.
  const tabStop = tabStopCell(
    lastFocused,
    items.map((item) => rows[item.index]!.id),
    fieldKeys,
  );
  const cellOf = (target: EventTarget) =>
    (target as HTMLElement).closest<HTMLElement>('td[data-field], th[data-field]');
  const addressOf = (cell: HTMLElement): CellAddress | null => {
    const record = cell.closest('tr')?.dataset.record;
    return record ? { record, field: cell.dataset.field! } : null;
  };
  const onGridFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = cellOf(event.target);
    const address = cell && addressOf(cell);
    if (address) setLastFocused(address);
  };
  // Arrow keys, Home and End move between the cells, headers included, from a cell or one of its
  // buttons (a closed menu gives focus back to its button), never from an editor or while a
  // column is carried. The rows next to the view are rendered (overscan), so the target exists
  // and focusing it scrolls it into view.
  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const cell = cellOf(target);
    const from = cell && addressOf(cell);
    const isControl = target.tagName === 'BUTTON' || target.getAttribute('type') === 'checkbox';
    if (!from || isCarrying.current || (target !== cell && !isControl)) return;
    const next = cellAfterKey(
      event.key,
      from,
      [HEADER_ROW, ...rows.map((row) => row.id)],
      [SELECT, ROW_NUMBER, ...fieldKeys],
    );
    if (!next) return;
    event.preventDefault();
    if (next.record !== HEADER_ROW)
      virtualizer.scrollToIndex(rows.findIndex((row) => row.id === next.record));
    viewportRef.current
      ?.querySelector<HTMLElement>(
        `tr[data-record="${CSS.escape(next.record)}"] [data-field="${CSS.escape(next.field)}"]`,
      )
      ?.focus();
  };
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  // What the number column holds on a phone (records-table.module.css), the same for every row
  // of the window, so its width does not change as rows scroll into view.
  const rowDigits = String(records.length).length;
  const rowMarks = records.some((record) => record.review.state === 'reviewed') ? 1 : 0;
  const numberRoom = { '--row-digits': rowDigits, '--row-marks': rowMarks } as CSSProperties;
  // Measured again when the number column's room changes, as when the columns do.
  const columnWidths = useFrozenColumnWidths(
    tableRef,
    viewportRef,
    `${fieldKeys.join(' ')} ${rowDigits} ${rowMarks}`,
    rows.length > 0,
  );

  return (
    <TableScroller
      minWidth={`calc(max(400px, ${fields.length} * var(--field-width) + var(--select-width) + var(--number-width)))`}
      maxHeight="calc(100vh - 260px)"
      className={classes.scroller}
      style={numberRoom}
      viewportRef={viewportRef}
      viewportClassName={classes.viewport}
    >
      <Table
        ref={tableRef}
        style={columnWidths.style}
        role="grid"
        striped
        highlightOnHover
        withTableBorder
        stickyHeader
        aria-label={t('doctypes.records.table')}
        aria-rowcount={rows.length + 1}
        data-testid="records-table"
        onFocus={onGridFocus}
        onKeyDown={onCellKeyDown}
      >
        {columnWidths.widths && (
          <colgroup>
            {columnWidths.widths.map((width, index) => (
              <col key={index} style={{ width }} />
            ))}
          </colgroup>
        )}
        <RecordsHead
          doctypeId={doctypeId}
          fields={fields}
          sort={sort}
          tabStopField={tabStop.record === HEADER_ROW ? tabStop.field : null}
          shownSelection={shownSelection}
          isSelectable={isSelectable}
          isCarrying={isCarrying}
          onSort={sortBy}
          onAddFilter={addFilterOn}
          onReorder={reorder}
          onSelectShown={selectShown}
        />
        <Table.Tbody>
          {paddingTop > 0 && <tr style={{ height: paddingTop }} aria-hidden />}
          {items.map((item) => {
            const record = rows[item.index]!.original;
            return (
              <RecordRow
                key={record.id}
                record={record}
                index={item.index}
                fields={fields}
                reviewThreshold={reviewThreshold}
                checks={checks}
                editingField={editing?.record === record.id ? editing.field : null}
                tabStopField={tabStop.record === record.id ? tabStop.field : null}
                isSelected={selected.has(record.id)}
                isSelectable={isSelectable}
                handlers={handlers}
              />
            );
          })}
          {paddingBottom > 0 && <tr style={{ height: paddingBottom }} aria-hidden />}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
