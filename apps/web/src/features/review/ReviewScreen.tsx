import '@mantine/core/styles/Grid.css';
import type { Doctype } from '@docsift/core/doctype';
import type { DocRecord } from '@docsift/core/record';
import { valueIssues } from '@docsift/core/review';
import type { Upload } from '@docsift/core/upload';
import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/icons.tsx';
import { inputText, readCellInput } from '../../lib/values/written-value.ts';
import { useRecordActions } from '../records/use-record-actions.ts';
import { SourcePreview } from '../uploads/SourcePreview.tsx';
import { ReviewField } from './ReviewField.tsx';
import { doubtfulFirst, nextDoubtful } from './review-order.ts';
import { useReviewEdits } from './use-review-edits.ts';
import classes from './review.module.css';

interface ReviewScreenProps {
  doctype: Doctype;
  record: DocRecord;
  /** The record's upload, once loaded. */
  upload: Upload | undefined;
  /** Where the record stands in the queue; null when it is not in the loaded queue. */
  position: { position: number; total: number } | null;
  /** The records table the screen came from. */
  backTo: string;
  /**
   * Ctrl+Enter: approve the record once `saved` (its corrections' saves) resolves true, and open
   * the next one.
   */
  onApprove: (record: DocRecord, saved: Promise<boolean>) => void;
}

const inputOf = (key: string) => document.getElementById(`review-${key}`);

/** Key presses typed into an input belong to it; Ctrl+Z elsewhere is the screen's undo. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * One record under review: its document on the left with the focused value's box outlined, its
 * values on the right, the doubtful ones first. Tab goes to the next doubtful value, Enter
 * accepts one, Escape leaves an input (dropping its draft), Ctrl+Enter approves the record,
 * Ctrl+Z (outside an input) or Undo takes back the last step.
 */
export function ReviewScreen({
  doctype,
  record,
  upload,
  position,
  backTo,
  onApprove,
}: ReviewScreenProps) {
  const { t, i18n } = useTranslation();
  const actions = useRecordActions(doctype.id);
  const edits = useReviewEdits({ record, save: actions.edit, language: i18n.language });
  const screenRef = useRef<HTMLDivElement>(null);
  const issues = valueIssues(doctype, record);
  // The order is the one the record opened with: a corrected value stays where the person is.
  const [order] = useState(() => doubtfulFirst(doctype.fields, issues));
  const [active, setActive] = useState(() => order[0]?.field.key ?? null);
  const focus = (active && record.sources[active]) || null;
  // The page is drawn again only for another value's box, not for each key typed.
  const preview = useMemo(
    () => upload && <SourcePreview upload={upload} height="75vh" focus={focus} />,
    [upload, focus],
  );

  useEffect(() => {
    const first = order[0];
    if (first) inputOf(first.field.key)?.focus();
  }, [order]);

  // A draft that cannot be read keeps the person on the record.
  const approve = () => {
    const saved = edits.commitAll(doctype.fields);
    if (saved) onApprove(record, saved);
  };

  const undo = () => {
    const key = edits.undo();
    if (key) inputOf(key)?.focus();
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'z' && !isTyping(event.target)) {
        event.preventDefault();
        undo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const onScreenKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      // The next record opens at once: a held key must not approve it, and the ones after, unseen.
      if (!event.repeat) approve();
    }
  };

  const onFieldKey = (key: string) => (event: KeyboardEvent<HTMLElement>) => {
    const row = order.find((candidate) => candidate.field.key === key)!;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const raw = edits.drafts[key];
    if (raw !== undefined && readCellInput(row.field.type, raw, i18n.language) === undefined) {
      // A number that cannot be read keeps the person at it.
      if (event.key === 'Enter' || event.key === 'Tab') event.preventDefault();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      edits.accept(row.field);
      const next = nextDoubtful(order, key, new Set(edits.accepted).add(key));
      if (next) inputOf(next)?.focus();
    } else if (event.key === 'Tab' && !event.shiftKey) {
      const next = nextDoubtful(order, key, edits.accepted);
      edits.commit(row.field);
      if (next) {
        event.preventDefault();
        inputOf(next)?.focus();
      }
    } else if (event.key === 'Escape') {
      // The draft goes, and so does the focus: Ctrl+Z now undoes the last step.
      event.preventDefault();
      edits.discard(row.field);
      screenRef.current?.focus();
    }
  };

  return (
    <Stack
      gap="sm"
      ref={screenRef}
      tabIndex={-1}
      className={classes.screen}
      onKeyDown={onScreenKey}
      data-testid="review-screen"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm">
          <Title order={2} size="h3">
            {t('review.screen.title')}
          </Title>
          {position && (
            <Badge variant="light" size="lg" data-testid="review-position">
              {t('review.screen.position', {
                position: position.position.toLocaleString(i18n.language),
                total: position.total.toLocaleString(i18n.language),
              })}
            </Badge>
          )}
          {record.review.state === 'reviewed' && (
            <Badge color="green" variant="light" size="lg">
              {t('review.screen.approved')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Anchor component={Link} to={backTo} size="sm">
            {t('review.screen.back')}
          </Anchor>
          <Button
            variant="default"
            onClick={undo}
            disabled={!edits.canUndo}
            aria-keyshortcuts="Control+Z"
            data-testid="review-undo"
          >
            {t('review.screen.undo')}
          </Button>
          <Button
            leftSection={<CheckIcon size={16} />}
            onClick={approve}
            aria-keyshortcuts="Control+Enter"
            data-testid="review-approve"
          >
            {t('review.screen.approve')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('review.screen.keys')}
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="xs" component="section" aria-label={t('review.screen.document')}>
            {upload && (
              <Text fw={600} size="sm" mb="xs" truncate="end">
                {upload.filename}
              </Text>
            )}
            {preview}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: -1, md: 0 }}>
          <Stack gap={6} component="section" aria-label={t('review.screen.values')}>
            {order.map(({ field }) => {
              const raw = edits.drafts[field.key];
              return (
                <ReviewField
                  key={field.key}
                  field={field}
                  issues={issues[field.key]}
                  raw={raw ?? inputText(field.type, record.data[field.key], i18n.language)}
                  isAccepted={edits.accepted.has(field.key)}
                  isInvalid={
                    raw !== undefined && readCellInput(field.type, raw, i18n.language) === undefined
                  }
                  onChange={(text) => edits.setDraft(field.key, text)}
                  onFocus={() => setActive(field.key)}
                  onBlur={() => edits.commit(field)}
                  onKeyDown={onFieldKey(field.key)}
                />
              );
            })}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
