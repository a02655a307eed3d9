import '@mantine/core/styles/Badge.css';
import '../../components/select-styles.ts';
import type { Field, FieldType } from '@docsift/core/doctype';
import type { ActiveFilter, FilterOperator } from '@docsift/core/record-filter';
import { filterOperators } from '@docsift/core/record-filter';
import type { RecordCount } from '@docsift/core/record';
import { ActionIcon, Badge, Button, Group, Select, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, PlusIcon, SearchIcon, XIcon } from '../../components/icons.tsx';
import { DebouncedInput } from './DebouncedInput.tsx';
import type { RecordView } from '@docsift/core/record-filter';
import {
  readNumberText,
  readWrittenValue,
  writtenNumberText,
  writtenValue,
} from '../../lib/values/written-value.ts';
import { useRecordValues } from './records-api.ts';

interface RecordsFiltersProps {
  doctypeId: string;
  fields: Field[];
  view: RecordView;
  onChange: (view: RecordView) => void;
  /** How many records of the upload need review (undefined while counting). */
  reviewCount: RecordCount | undefined;
  /** The review screen over the same upload's queue. */
  reviewTo: string;
}

/** The search box, the review filter and the field filters above the table. */
export function RecordsFilters({
  doctypeId,
  fields,
  view,
  onChange,
  reviewCount,
  reviewTo,
}: RecordsFiltersProps) {
  const { t } = useTranslation();
  // Rows are keyed by position; a removal renumbers them, so it starts their inputs afresh.
  const [removals, setRemovals] = useState(0);
  const setFilters = (filters: ActiveFilter[]) => onChange({ ...view, filters });
  // A filter just added (here or from a column's menu) takes the focus, which brings it into
  // view: on a phone the table's header is far below this row.
  const rowsRef = useRef<HTMLDivElement>(null);
  const shownFilters = useRef(view.filters.length);
  const addFilterRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (view.filters.length > shownFilters.current)
      [...(rowsRef.current?.querySelectorAll<HTMLElement>('[data-testid="filter-value"]') ?? [])]
        .at(-1)
        ?.focus();
    shownFilters.current = view.filters.length;
  }, [view.filters.length]);
  return (
    <Stack gap="xs" ref={rowsRef}>
      {/* Wraps on a phone, where the buttons beside a search box would be cut off. */}
      <Group gap="xs" data-testid="records-toolbar">
        <DebouncedInput
          type="search"
          size="sm"
          style={{ flex: '1 1 12rem' }}
          leftSection={<SearchIcon size={16} />}
          placeholder={t('doctypes.records.search')}
          aria-label={t('doctypes.records.search')}
          value={view.q}
          onCommit={(q) => onChange({ ...view, q })}
          data-testid="records-search"
        />
        <ReviewFilterButton
          isActive={view.review === 'needs_review'}
          count={reviewCount}
          onToggle={(isActive) => {
            const { review: _, ...rest } = view;
            onChange(isActive ? { ...rest, review: 'needs_review' } : rest);
          }}
        />
        <Button
          component={Link}
          to={reviewTo}
          size="sm"
          // The next step once the queue is shown: open it one record at a time.
          variant={view.review === 'needs_review' ? 'light' : 'default'}
          leftSection={<CheckIcon size={14} />}
          data-testid="review-open"
        >
          {t('review.screen.open')}
        </Button>
        <Button
          ref={addFilterRef}
          size="sm"
          variant="default"
          leftSection={<PlusIcon size={14} />}
          onClick={() => setFilters([...view.filters, newFilter(fields[0]!.key)])}
        >
          {t('doctypes.records.add_filter')}
        </Button>
      </Group>
      {view.filters.map((filter, index) => (
        <FilterRow
          key={`${removals}-${index}`}
          doctypeId={doctypeId}
          fields={fields}
          filter={filter}
          onChange={(changed) => setFilters(view.filters.with(index, changed))}
          onRemove={() => {
            setRemovals((count) => count + 1);
            setFilters(view.filters.filter((_, other) => other !== index));
          }}
          // The row goes with the focus in it: the focus returns to where the row came from.
          onCancel={() => addFilterRef.current?.focus()}
        />
      ))}
    </Stack>
  );
}

/** "Needs review" with the queue's count: a toggle that shows only the records to check. */
function ReviewFilterButton({
  isActive,
  count,
  onToggle,
}: {
  isActive: boolean;
  count: RecordCount | undefined;
  onToggle: (isActive: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const figure =
    count === undefined
      ? null
      : `${count.total.toLocaleString(i18n.language)}${count.totalExact ? '' : '+'}`;
  return (
    <Button
      size="sm"
      variant={isActive ? 'filled' : 'default'}
      aria-pressed={isActive}
      onClick={() => onToggle(!isActive)}
      rightSection={
        figure !== null && (
          <Badge size="sm" variant={isActive ? 'white' : 'light'} data-testid="review-count">
            {figure}
          </Badge>
        )
      }
      data-testid="review-filter"
    >
      {t('review.needs_review')}
    </Button>
  );
}

/** A new filter on a field: "includes" with no text yet matches every record. */
export const newFilter = (field: string): ActiveFilter => ({ field, op: 'includes', value: '' });

/** Still as added, whatever its field: it holds back no record, so Escape may drop it. */
const isUnfilled = (filter: ActiveFilter) => filter.op === 'includes' && filter.value === '';

/**
 * What the value box asks for: any text to look for, or a value to compare with as the field's
 * type reads it, written the UI language's way (written-value.ts). A field the doctype does not
 * have (the address may name one) compares as text.
 */
const valueHint = (op: FilterOperator, field: Field | undefined): 'text' | FieldType =>
  op === 'includes' || op === 'not-includes' ? 'text' : (field?.type ?? 'string');

/** The type the value box's text is read as: text to look for is any text. */
const readType = (hint: 'text' | FieldType): FieldType => (hint === 'text' ? 'string' : hint);

/**
 * How the value box's text and the filter's value turn into each other: a value to compare with
 * as the field's type reads it; text to look for as typed, but in a number field, whose values
 * are kept with a point and no grouping, as they are kept ("4,5" in German looks for "4.5").
 */
function boxFormat(hint: 'text' | FieldType, field: Field | undefined, language: string) {
  if (hint === 'text' && field?.type === 'number')
    return {
      read: (text: string): string | null => readNumberText(text, language),
      write: (value: string) => writtenNumberText(value, language),
    };
  const type = readType(hint);
  return {
    read: (text: string) => readWrittenValue(type, text, language),
    write: (value: string) => writtenValue(type, value, language),
  };
}

function FilterRow({
  doctypeId,
  fields,
  filter,
  onChange,
  onRemove,
  onCancel,
}: {
  doctypeId: string;
  fields: Field[];
  filter: ActiveFilter;
  onChange: (filter: ActiveFilter) => void;
  onRemove: () => void;
  /** After Escape removed the row, still unfilled, from its value box. */
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const fieldOf = (key: string) => fields.find((candidate) => candidate.key === key);
  const field = fieldOf(filter.field);
  const caption = field?.caption ?? filter.field;
  const hint = valueHint(filter.op, field);
  const readsAs = readType(hint);
  const format = useMemo(() => boxFormat(hint, field, language), [hint, field, language]);
  // The box keeps what was typed; the filter holds what it reads as, the canonical value the
  // address, saved views and the server take whatever the language.
  const [typed, setTyped] = useState(() => format.write(filter.value));
  const unreadable = readsAs !== 'string' && format.read(typed) === null ? readsAs : null;
  /** The filter on another field or comparison: the box's text read as its type, else empty. */
  const reread = (changed: ActiveFilter): ActiveFilter => {
    const other = fieldOf(changed.field);
    const value = boxFormat(valueHint(changed.op, other), other, language).read(typed);
    return { ...changed, value: value ?? '' };
  };
  const values = useRecordValues(doctypeId, filter.field).data?.values;
  // Always a list (empty until known), so the input stays one element while the values load.
  const suggestions = useMemo(
    () => values?.flatMap((value) => (value === null ? [] : [format.write(String(value))])) ?? [],
    [values, format],
  );
  return (
    // On a phone the value moves below field and operator instead of shrinking to a sliver. At
    // the top, so a problem said under the value box does not push the selects down.
    <Group gap="xs" align="flex-start" data-testid="record-filter">
      <Select
        size="sm"
        w={180}
        aria-label={t('doctypes.records.filter_field')}
        data={fields.map((field) => ({ value: field.key, label: field.caption }))}
        value={filter.field}
        allowDeselect={false}
        onChange={(field) => field && onChange(reread({ ...filter, field }))}
      />
      <Select
        size="sm"
        w={150}
        aria-label={t('doctypes.records.filter_op', { caption })}
        // All eight at once: at the default 250 px the list opened scrolled to "contains", with
        // "equals" cut at the top and "does not contain" out of sight below.
        maxDropdownHeight={400}
        data={filterOperators.map((op) => ({
          value: op,
          label: t(`doctypes.records.operators.${op}`),
        }))}
        value={filter.op}
        allowDeselect={false}
        onChange={(op) => op && onChange(reread({ ...filter, op: op as FilterOperator }))}
      />
      <DebouncedInput
        size="sm"
        style={{ flex: '1 1 10rem' }}
        aria-label={t('doctypes.records.filter_value', { caption })}
        placeholder={t(`doctypes.records.filter_hint.${hint}`)}
        data-testid="filter-value"
        value={typed}
        error={unreadable && t(`doctypes.records.filter_unreadable.${unreadable}`)}
        suggestions={suggestions}
        onCommit={(text) => {
          setTyped(text);
          // Text the type cannot read leaves the filter as it was: the table is not filtered by it.
          const value = format.read(text);
          if (value !== null) onChange({ ...filter, value });
        }}
        onKeyDown={(event) => {
          // The typed text, not the committed value, which lags by the debounce.
          if (
            event.key !== 'Escape' ||
            !isUnfilled({ ...filter, value: event.currentTarget.value })
          )
            return;
          onRemove();
          onCancel();
        }}
      />
      {/* The inputs' height: with the row's items at the top, it stays level with them. */}
      <ActionIcon
        size="input-sm"
        variant="subtle"
        color="gray"
        aria-label={t('doctypes.records.remove_filter', { caption })}
        onClick={onRemove}
      >
        <XIcon size={14} />
      </ActionIcon>
    </Group>
  );
}
