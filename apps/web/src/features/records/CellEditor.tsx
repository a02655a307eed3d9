import '@mantine/core/styles/Popover.css';
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { Input, NativeSelect, Popover, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputText, readCellInput } from '../../lib/values/written-value.ts';

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
  const { t, i18n } = useTranslation();
  const problemId = useId();
  const { language } = i18n;
  const [raw, setRaw] = useState(() => inputText(field.type, value, language));
  // Escape and Tab end editing themselves; the blur that follows must not save a second time.
  const isDone = useRef(false);
  const parsed = readCellInput(field.type, raw, language);
  /** Whether the value was handed on: one that cannot be read keeps the editor open. */
  const finish = (then: (value: FieldValue) => void): boolean => {
    if (parsed === undefined || isDone.current) return false;
    isDone.current = true;
    then(parsed);
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keyboard users carry on from the cell they edited.
    const cell = event.currentTarget.closest('td');
    if (event.key === 'Enter') {
      event.preventDefault();
      if (finish(onSave)) cell?.focus();
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
  const isInvalid = parsed === undefined;
  // The cell clips what overflows its row: the problem is said in a popover beside it.
  return (
    <Popover opened={isInvalid} position="bottom-start" withinPortal shadow="sm">
      <Popover.Target>
        <Input
          {...common}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          value={raw}
          error={isInvalid}
          // Mantine's own aria attributes would replace this description with none.
          withAria={false}
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? problemId : undefined}
          onChange={(event) => setRaw(event.currentTarget.value)}
        />
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Text id={problemId} size="xs" c="red" role="alert">
          {t(
            field.type === 'date'
              ? 'doctypes.records.invalid_date'
              : 'doctypes.records.invalid_number',
          )}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
