import '../../components/select-styles.ts';
import '@mantine/core/styles/Table.css';
import type { Activity } from '@docsift/core/credits';
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { TableScroller } from '../../components/TableScroller.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useActivity, useActivityChart } from './billing-api.ts';
import { dailySeries, usageMonths } from './usage-months.ts';

const UsageChart = lazy(() => import('./UsageChart.tsx'));

/** /payment/usage: the daily chart of a month (24 months to choose from) and its credit movements. */
export function UsagePage() {
  const { t, i18n } = useTranslation();
  const months = useMemo(() => usageMonths(Date.now()), []);
  const [month, setMonth] = useState(months[0]!);
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const chart = useActivityChart(month);
  return (
    <>
      <PageTitle>{t('payment.usage')}</PageTitle>
      <Stack>
        <Paper withBorder p="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} size="h4">
              {t('payment.usage_page.chart')}
            </Title>
            <Select
              aria-label={t('payment.usage_page.month')}
              data={months.map((value) => ({
                value,
                label: monthName.format(new Date(`${value}-01T00:00:00Z`)),
              }))}
              value={month}
              onChange={(value) => value && setMonth(value)}
              allowDeselect={false}
              w={200}
            />
          </Group>
          <ErrorCard error={chart.error} />
          <Suspense fallback={<Skeleton h={220} />}>
            {chart.data ? (
              <UsageChart series={dailySeries(chart.data.items)} />
            ) : (
              <Skeleton h={220} />
            )}
          </Suspense>
        </Paper>
        <ActivityList month={month} />
      </Stack>
    </>
  );
}

function ActivityList({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const activity = useActivity(month);
  const rows: Activity[] = activity.data?.pages.flatMap((page) => page.activity) ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="md">
        {t('payment.usage_page.activity')}
      </Title>
      <ErrorCard error={activity.error} />
      {activity.isPending && (
        <Center py="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {activity.isSuccess && rows.length === 0 && (
        <Text c="dimmed" data-testid="activity-empty">
          {t('payment.usage_page.empty')}
        </Text>
      )}
      {/* On a phone the table scrolls sideways in its card, not the whole page. */}
      {rows.length > 0 && (
        <TableScroller minWidth={560}>
          <Table striped aria-label={t('payment.usage_page.activity')} data-testid="activity-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payment.usage_page.when')}</Table.Th>
                <Table.Th>{t('payment.usage_page.what')}</Table.Th>
                <Table.Th ta="right">{t('payment.usage_page.credits')}</Table.Th>
                <Table.Th>{t('payment.usage_page.email')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{when.format(row.created)}</Table.Td>
                  <Table.Td>
                    {t(`payment.movement.${row.type}`)}
                    {row.upload && (
                      <Text size="xs" c="dimmed" data-testid="activity-upload">
                        {t('payment.usage_page.paid_for', {
                          file: row.upload.name,
                          doctype: row.upload.doctypeTitle,
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" c={row.credits < 0 ? undefined : 'teal.8'}>
                    {row.credits > 0 ? '+' : ''}
                    {row.credits.toLocaleString(i18n.language)}
                  </Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {activity.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="default"
            onClick={() => void activity.fetchNextPage()}
            loading={activity.isFetchingNextPage}
          >
            {t('payment.usage_page.more')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
