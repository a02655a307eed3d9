import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';
import type { ValueIssue } from '@docsift/core/review';
import { Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { LocateIcon, PencilIcon } from '../../components/icons.tsx';
import { CellEditor } from './CellEditor.tsx';
import { issuesText } from './issue-text.ts';
import { cellText } from '../../lib/values/cell-value.ts';
import classes from './records-table.module.css';

/** Opens a value's source in the preview. */
export type ValueClickHandler = (record: DocRecord, fieldKey: string) => void;

interface RecordCellProps {
  record: DocRecord;
  field: Field;
  /** Why the value needs a look (core's valueIssues); absent when it does not. */
  issues: ValueIssue[] | undefined;
  isEditing: boolean;
  /** The grid's one tab stop is this cell. */
  isTabStop: boolean;
  onEdit: () => void;
  onSave: (value: FieldValue) => void;
  onCancel: () => void;
  onTab: (value: FieldValue, backwards: boolean) => void;
  /** Values without a source, or all when absent, are plain text. */
  onValueClick?: ValueClickHandler;
  /** The row's translator: one hook per row, not per cell, keeps scrolling cheap. */
  t: TFunction;
  /** The UI language, which formats numbers and dates. */
  language: string;
}

/**
 * One value: a double click anywhere on it, its pencil or Enter edits it; a value with a source
 * has a button of its own that opens the source, so no click on the value leaves the table. The
 * buttons are for the mouse: the keyboard reaches the cell alone (Space opens the source), so
 * each cell is one stop of the grid's arrow keys, not two tab stops.
 */
export function RecordCell({
  record,
  field,
  issues,
  isEditing,
  isTabStop,
  onEdit,
  onValueClick,
  t,
  language,
  ...editor
}: RecordCellProps) {
  const value = record.data[field.key];
  // The pencil is made only for the cell under the pointer or with the focus: one on every
  // cell made scrolling 10,000 rows 40 % slower (scroll frame p50 24 → 34 ms in chromium).
  const [isPointed, setPointed] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const openSource =
    onValueClick && record.sources[field.key] ? () => onValueClick(record, field.key) : undefined;
  // One cell element while editing and not, so focus can return to it when editing ends.
  return (
    <td
      className={isEditing ? classes.editing : classes.cell}
      tabIndex={isTabStop && !isEditing ? 0 : -1}
      data-field={field.key}
      aria-keyshortcuts={openSource ? 'Enter Space' : 'Enter'}
      onDoubleClick={isEditing ? undefined : onEdit}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
      }}
      onKeyDown={(event) => {
        if (isEditing || event.target !== event.currentTarget) return;
        if (event.key === 'Enter') onEdit();
        else if (event.key === ' ' && openSource) {
          event.preventDefault();
          openSource();
        }
      }}
    >
      {isEditing ? (
        <CellEditor field={field} value={value} {...editor} />
      ) : (
        <CellValue
          text={cellText(value, field.type, language)}
          issues={issues}
          t={t}
          onEdit={isPointed || hasFocus ? onEdit : undefined}
          onOpenSource={openSource}
        />
      )}
    </td>
  );
}

function CellValue({
  text,
  issues,
  onEdit,
  onOpenSource,
  t,
}: {
  text: string;
  issues: ValueIssue[] | undefined;
  /** Shows the pencil; absent, its place is kept empty, so the text does not move under it. */
  onEdit: (() => void) | undefined;
  onOpenSource: (() => void) | undefined;
  t: TFunction;
}) {
  const why = issues ? issuesText(issues, t) : null;
  const offersSource = onOpenSource && text !== '';
  // Most cells offer nothing until pointed at: their text alone, where the row of text, marks and
  // buttons would put it. That row on every cell cost a fifth of the CPU of scrolling 10,000 rows.
  if (!why && !onEdit && !offersSource) return <div className={classes.plain}>{text}</div>;
  return (
    <div className={classes.content}>
      <span className={classes.text}>{text}</span>
      {why && (
        <Tooltip label={why}>
          <span
            className={classes.lowConfidence}
            role="img"
            aria-label={why}
            data-testid="low-confidence"
          />
        </Tooltip>
      )}
      <span className={classes.actions}>
        {offersSource && (
          <button
            type="button"
            className={classes.action}
            tabIndex={-1}
            onClick={onOpenSource}
            // The cell's double click edits; on this button it would do both.
            onDoubleClick={(event) => event.stopPropagation()}
            title={t('doctypes.records.show_source')}
            aria-label={t('doctypes.records.show_source')}
          >
            <LocateIcon size={14} />
          </button>
        )}
        {onEdit ? (
          <button
            type="button"
            className={classes.action}
            tabIndex={-1}
            onClick={onEdit}
            title={t('doctypes.records.edit_value')}
            aria-label={t('doctypes.records.edit_value')}
          >
            <PencilIcon size={14} />
          </button>
        ) : (
          <span className={classes.actionPlace} />
        )}
      </span>
    </div>
  );
}
