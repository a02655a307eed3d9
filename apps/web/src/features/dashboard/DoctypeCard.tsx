import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import type { Doctype } from '@docsift/core/doctype';
import type { UploadSummary } from '@docsift/core/upload';
import { Badge, Card, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UsersIcon } from '../../components/icons.tsx';
import { modeKey } from '../doctypes/mode-text.ts';
import { useReviewCount } from '../records/records-api.ts';
import { lastActivityText } from './last-activity.ts';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';

interface DoctypeCardProps {
  doctype: Doctype;
  /** Its uploads summed up: null when it has none, undefined while loading. */
  summary: UploadSummary | null | undefined;
}

/** What the doctype's uploads are doing: work in progress first, then failures, else nothing. */
function UploadState({ summary }: { summary: UploadSummary }) {
  const { t } = useTranslation();
  if (summary.processing > 0)
    return (
      <Group gap={6} wrap="nowrap" data-testid="doctype-card-state" data-state="processing">
        <Loader size={12} aria-hidden />
        <Text size="sm" c="blue">
          {t('doctypes.dashboard.processing', { count: summary.processing })}
        </Text>
      </Group>
    );
  if (summary.failed > 0)
    return (
      <Text size="sm" c="red" fw={500} data-testid="doctype-card-state" data-state="failed">
        {t('doctypes.dashboard.failed', { count: summary.failed })}
      </Text>
    );
  return null;
}

/**
 * One doctype on the dashboard: title, mode, field count, a shared icon when the team has
 * others, what its uploads hold (uploads, records, last activity, work or failures) and how
 * many records wait for review.
 */
export function DoctypeCard({ doctype, summary }: DoctypeCardProps) {
  const { t, i18n } = useTranslation();
  const isShared = doctype.team.length > 1;
  const toReview = useReviewCount(doctype.id, 'all').data;
  return (
    <Card
      component={Link}
      to={doctypeRecordsPath(doctype.id)}
      // Mantine's focus ring, as its buttons have: a Card draws none, and a keyboard user lost
      // their place among the cards.
      className="mantine-focus-auto"
      withBorder
      padding="lg"
      radius="md"
      data-testid="doctype-card"
      aria-label={doctype.title}
      h="100%"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} lineClamp={2}>
          {doctype.title}
        </Text>
        {isShared && (
          <Tooltip label={t('doctypes.dashboard.shared')}>
            <span
              role="img"
              aria-label={t('doctypes.dashboard.shared')}
              data-testid="doctype-shared"
            >
              <UsersIcon />
            </span>
          </Tooltip>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t(`doctypes.modes.${modeKey(doctype.mode)}`)} ·{' '}
        {t('doctypes.dashboard.field_count', { count: doctype.fields.length })}
      </Text>
      {/* A line's height kept while loading, so the cards do not grow when the counts arrive. */}
      <Text size="sm" mt="xs" data-testid="doctype-card-counts">
        {summary === undefined
          ? '\u00a0'
          : summary === null
            ? t('doctypes.dashboard.no_uploads')
            : `${t('doctypes.dashboard.upload_count', { count: summary.uploads })} · ${t(
                'doctypes.dashboard.record_count',
                { count: summary.records },
              )}`}
      </Text>
      {summary?.lastActivity != null && (
        <Text size="sm" c="dimmed" data-testid="doctype-card-activity">
          {t('doctypes.dashboard.last_activity', {
            when: lastActivityText(summary.lastActivity, Date.now(), i18n.language),
          })}
        </Text>
      )}
      {summary && <UploadState summary={summary} />}
      {toReview && toReview.total > 0 && (
        <Badge variant="light" color="orange" mt="xs" data-testid="doctype-review-count">
          {t('review.needs_review_count', {
            formatted: `${toReview.total.toLocaleString(i18n.language)}${toReview.totalExact ? '' : '+'}`,
          })}
        </Badge>
      )}
    </Card>
  );
}
