import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { NativeSelect, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cellInput, parseCellInput } from './cell-value.ts';

interface CellEditorProps {
  field: Field;
  value: FieldValue | undefined;
  onSave: (value: FieldValue) => void;
  onCancel: () => void;
  /** Saves, then edits the next (or, with Shift, the previous) cell. */
  onTab: (value: FieldValue, backwards: boolean) => void;
}

/** A type-aware input in place of a cell: Enter or leaving saves, Escape cancels, Tab moves on. */
export function CellEditor({ field, value, onSave, onCancel, onTab }: CellEditorProps) {
  const { t } = useTranslation();
  const [raw, setRaw] = useState(cellInput(value));
  // Escape and Tab end editing themselves; the blur that follows must not save a second time.
  const isDone = useRef(false);
  const parsed = parseCellInput(field.type, raw);
  const finish = (then: (value: FieldValue) => void) => {
    if (parsed === undefined || isDone.current) return;
    isDone.current = true;
    then(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keyboard users carry on from the cell they edited.
    const cell = event.currentTarget.closest('td');
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(onSave);
      cell?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      isDone.current = true;
      onCancel();
      cell?.focus();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish((next) => onTab(next, event.shiftKey));
    }
  };
  const common = {
    size: 'xs' as const,
    autoFocus: true,
    'aria-label': field.caption,
    onKeyDown,
    onBlur: () => finish(onSave),
    'data-testid': 'cell-editor',
  };
  if (field.type === 'boolean')
    return (
      <NativeSelect
        {...common}
        value={raw}
        onChange={(event) => setRaw(event.currentTarget.value)}
        data={[
          { value: '', label: '–' },
          { value: 'true', label: t('common.yes') },
          { value: 'false', label: t('common.no') },
        ]}
      />
    );
  return (
    <TextInput
      {...common}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      value={raw}
      error={parsed === undefined}
      onChange={(event) => setRaw(event.currentTarget.value)}
    />
  );
}
