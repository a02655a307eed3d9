import type { Field } from '@docsift/core/doctype';
import type { ValueIssue } from '@docsift/core/review';
import { Group, Input, NativeSelect, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons.tsx';
import { issuesText } from '../records/issue-text.ts';
import classes from './review.module.css';

interface ReviewFieldProps {
  field: Field;
  /** Why the value is doubtful; absent when it is not. */
  issues: ValueIssue[] | undefined;
  /** The input's text: the draft, or the value as saved. */
  raw: string;
  isAccepted: boolean;
  /** The input as a number or date that cannot be read: it stays until corrected. */
  isInvalid: boolean;
  onChange: (raw: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** One value of the record: its caption, the mark and reason of a doubtful one, its input. */
export function ReviewField({
  field,
  issues,
  raw,
  isAccepted,
  isInvalid,
  onChange,
  onFocus,
  onBlur,
  onKeyDown,
}: ReviewFieldProps) {
  const { t } = useTranslation();
  const whyId = useId();
  const why = issues && !isAccepted ? issuesText(issues, t) : null;
  const rowClass = [
    classes.row,
    issues && !isAccepted && classes.doubtful,
    isAccepted && classes.accepted,
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id: `review-${field.key}`,
    'aria-describedby': why ? whyId : undefined,
    'data-field': field.key,
    onFocus,
    onBlur,
    onKeyDown,
  };
  return (
    <Stack
      gap={4}
      className={rowClass}
      data-testid="review-field"
      data-doubtful={issues && !isAccepted ? 'true' : undefined}
    >
      <Group gap={6} wrap="nowrap">
        {why && <span className={classes.mark} data-testid="doubtful-mark" aria-hidden />}
        <Text component="label" htmlFor={common.id} size="sm" fw={600}>
          {field.caption}
        </Text>
        {isAccepted && (
          <Group gap={2} c="green" aria-label={t('review.screen.accepted')} role="img">
            <CheckIcon size={14} />
          </Group>
        )}
      </Group>
      {field.type === 'boolean' ? (
        <NativeSelect
          {...common}
          classNames={{ input: classes.input }}
          value={raw}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={[
            { value: '', label: '–' },
            { value: 'true', label: t('common.yes') },
            { value: 'false', label: t('common.no') },
          ]}
        />
      ) : (
        <Input
          {...common}
          classNames={{ input: classes.input }}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          value={raw}
          error={isInvalid}
          aria-invalid={isInvalid}
          // Typing replaces the value: correcting is the usual reason to be here.
          onFocusCapture={(event) => (event.target as HTMLInputElement).select()}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {why && (
        <Text id={whyId} size="xs" className={classes.why}>
          {why}
        </Text>
      )}
      {isInvalid && (
        <Text size="xs" c="red" role="alert">
          {t(
            field.type === 'date'
              ? 'doctypes.records.invalid_date'
              : 'doctypes.records.invalid_number',
          )}
        </Text>
      )}
    </Stack>
  );
}
