import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';
import { Tooltip, UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { CellEditor } from './CellEditor.tsx';
import { cellText, LOW_CONFIDENCE } from './cell-value.ts';
import classes from './records-table.module.css';

/** Opens a value's source in the preview. */
export type ValueClickHandler = (record: DocRecord, fieldKey: string) => void;

interface RecordCellProps {
  record: DocRecord;
  field: Field;
  isEditing: boolean;
  onEdit: () => void;
  onSave: (value: FieldValue) => void;
  onCancel: () => void;
  onTab: (value: FieldValue, backwards: boolean) => void;
  /** Values without a source, or all when absent, are plain text. */
  onValueClick?: ValueClickHandler;
  /** The row's translator: one hook per row, not per cell, keeps scrolling cheap. */
  t: TFunction;
}

/** One value: a double click or Enter edits it; a value with a source opens it on a click. */
export function RecordCell({
  record,
  field,
  isEditing,
  onEdit,
  onValueClick,
  t,
  ...editor
}: RecordCellProps) {
  const value = record.data[field.key];
  // One cell element while editing and not, so focus can return to it when editing ends.
  return (
    <td
      className={isEditing ? classes.editing : classes.cell}
      tabIndex={isEditing ? -1 : 0}
      data-field={field.key}
      onDoubleClick={isEditing ? undefined : onEdit}
      onKeyDown={(event) => {
        if (!isEditing && event.key === 'Enter' && event.target === event.currentTarget) onEdit();
      }}
    >
      {isEditing ? (
        <CellEditor field={field} value={value} {...editor} />
      ) : (
        <CellValue
          text={cellText(value)}
          confidence={record.confidence[field.key]}
          t={t}
          onOpenSource={
            onValueClick && record.sources[field.key]
              ? () => onValueClick(record, field.key)
              : undefined
          }
        />
      )}
    </td>
  );
}

function CellValue({
  text,
  confidence,
  onOpenSource,
  t,
}: {
  text: string;
  confidence: number | undefined;
  onOpenSource: (() => void) | undefined;
  t: TFunction;
}) {
  const lowConfidence =
    confidence !== undefined && confidence < LOW_CONFIDENCE
      ? t('doctypes.records.low_confidence', { percent: Math.round(confidence * 100) })
      : null;
  return (
    <>
      {onOpenSource && text !== '' ? (
        <UnstyledButton
          className={classes.value}
          fz="sm"
          onClick={onOpenSource}
          title={t('doctypes.records.show_source')}
        >
          {text}
        </UnstyledButton>
      ) : (
        text
      )}
      {lowConfidence && (
        <Tooltip label={lowConfidence}>
          <span
            className={classes.lowConfidence}
            role="img"
            aria-label={lowConfidence}
            data-testid="low-confidence"
          />
        </Tooltip>
      )}
    </>
  );
}
