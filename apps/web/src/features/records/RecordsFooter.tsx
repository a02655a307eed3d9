import type { RecordCount } from '@docsift/core/record';
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Loaded against total ("10,000+" when the server only knows a lower bound, "220+" with
 * "counting…" while the exact figure is being counted), and load more.
 */
export function RecordsFooter({
  shown,
  total,
  isLoading,
  isCounting,
  onLoadMore,
}: {
  shown: number;
  total: RecordCount;
  isLoading: boolean;
  isCounting: boolean;
  /** Absent when every record is shown. */
  onLoadMore?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = (count: number) => count.toLocaleString(i18n.language);
  return (
    <Group justify="space-between" gap="xs">
      {onLoadMore ? (
        <Anchor component="button" type="button" size="sm" onClick={onLoadMore}>
          {t('doctypes.records.load_more')}
        </Anchor>
      ) : (
        <span />
      )}
      <Group gap="xs">
        {isLoading && <Loader size="xs" aria-label={t('common.loading')} />}
        <Text size="sm" c="dimmed" data-testid="records-count">
          {t('doctypes.records.count', {
            loaded: format(shown),
            total: total.totalExact ? format(total.total) : `${format(total.total)}+`,
          })}
        </Text>
        {isCounting && (
          <Group gap={4} data-testid="records-counting">
            <Loader size={10} />
            <Text size="xs" c="dimmed">
              {t('doctypes.records.counting')}
            </Text>
          </Group>
        )}
      </Group>
    </Group>
  );
}
