import type { Doctype, Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';
import { Checkbox, Table } from '@mantine/core';
import { valueIssues } from '@docsift/core/review';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons.tsx';
import type { CellAddress } from './cell-focus.ts';
import { ROW_NUMBER, SELECT } from './cell-focus.ts';
import type { ValueClickHandler } from './RecordCell.tsx';
import { RecordCell } from './RecordCell.tsx';
import { RecordRowMenu } from './RecordRowMenu.tsx';
import classes from './records-table.module.css';

/** What rows do with the grid; one object for every row, the same from render to render. */
export interface RowHandlers {
  edit: (cell: CellAddress) => void;
  save: (record: DocRecord, field: Field, value: FieldValue) => void;
  cancel: () => void;
  /** Saves, then edits the next (or previous) cell. */
  tab: (record: DocRecord, field: Field, value: FieldValue, backwards: boolean) => void;
  showInDocument: (record: DocRecord) => void;
  showHistory: (record: DocRecord, rowNumber: number) => void;
  remove: (record: DocRecord) => void;
  /** Flips the row's box; `isRange` (Shift) sets the rows from the last one clicked too. */
  select: (record: DocRecord, isRange: boolean) => void;
  valueClick?: ValueClickHandler;
}

interface RecordRowProps {
  record: DocRecord;
  /** Position in the view, from 0. */
  index: number;
  fields: Field[];
  reviewThreshold: number;
  checks: Doctype['checks'];
  /** The key of the cell of this row being edited, if one is. */
  editingField: string | null;
  /** The key of this row's cell that is the grid's one tab stop, if one is. */
  tabStopField: string | null;
  isSelected: boolean;
  /** False while the row is a previous view's, shown until this view's rows come. */
  isSelectable: boolean;
  handlers: RowHandlers;
}

/**
 * One record's row. Memoised: while the table scrolls, only the rows coming into view render,
 * not every row in the window.
 */
export const RecordRow = memo(function RecordRow({
  record,
  index,
  fields,
  reviewThreshold,
  checks,
  editingField,
  tabStopField,
  isSelected,
  isSelectable,
  handlers,
}: RecordRowProps) {
  const { t, i18n } = useTranslation();
  const issues = valueIssues({ fields, reviewThreshold, checks }, record);
  return (
    <Table.Tr
      className={`${classes.row} ${isSelected ? classes.selected : ''}`}
      aria-rowindex={index + 2}
      aria-selected={isSelected}
      data-record={record.id}
    >
      <Table.Td
        className={`${classes.cell} ${classes.pinned} ${classes.selectColumn}`}
        tabIndex={tabStopField === SELECT ? 0 : -1}
        data-field={SELECT}
        onKeyDown={(event) => {
          // The cell stands for its box, which is no tab stop of its own.
          if (event.target !== event.currentTarget || event.key !== ' ') return;
          event.preventDefault();
          if (isSelectable) handlers.select(record, event.shiftKey);
        }}
      >
        <Checkbox
          size="xs"
          tabIndex={-1}
          aria-label={t('doctypes.records.select_row', { number: index + 1 })}
          checked={isSelected}
          disabled={!isSelectable}
          onChange={(event) => handlers.select(record, isShiftClick(event.nativeEvent))}
        />
      </Table.Td>
      <Table.Td
        c="dimmed"
        className={`${classes.cell} ${classes.pinned} ${classes.numberColumn}`}
        tabIndex={tabStopField === ROW_NUMBER ? 0 : -1}
        data-field={ROW_NUMBER}
        onKeyDown={(event) => {
          // The cell stands for its menu button, which is no tab stop of its own.
          if (event.target !== event.currentTarget || !['Enter', ' '].includes(event.key)) return;
          event.preventDefault();
          event.currentTarget.querySelector('button')?.click();
        }}
      >
        <RecordRowMenu
          record={record}
          rowNumber={index + 1}
          onShowInDocument={handlers.showInDocument}
          onShowHistory={handlers.showHistory}
          onDelete={handlers.remove}
        />
        {index + 1}
        {record.review.state === 'reviewed' && (
          <span
            className={classes.approved}
            role="img"
            aria-label={t('doctypes.records.approved')}
            title={t('doctypes.records.approved')}
            data-testid="record-approved"
          >
            <CheckIcon size={14} />
          </span>
        )}
      </Table.Td>
      {fields.map((field) => (
        <RecordCell
          key={field.key}
          record={record}
          field={field}
          issues={issues[field.key]}
          isEditing={editingField === field.key}
          isTabStop={tabStopField === field.key}
          onEdit={() => handlers.edit({ record: record.id, field: field.key })}
          onSave={(value) => handlers.save(record, field, value)}
          onCancel={handlers.cancel}
          onTab={(value, backwards) => handlers.tab(record, field, value, backwards)}
          onValueClick={handlers.valueClick}
          t={t}
          language={i18n.language}
        />
      ))}
    </Table.Tr>
  );
});

/** A box's change came from a click with Shift held (a key press carries no shiftKey). */
function isShiftClick(event: Event): boolean {
  return 'shiftKey' in event && event.shiftKey === true;
}
