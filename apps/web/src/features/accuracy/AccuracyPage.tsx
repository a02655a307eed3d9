import '@mantine/core/styles/Table.css';
import type { DoctypeAccuracy, FieldAccuracy } from '@docsift/core/accuracy';
import { correctedShare } from '@docsift/core/accuracy';
import type { Doctype } from '@docsift/core/doctype';
import { Center, Loader, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useDoctype } from '../doctypes/doctypes-api.ts';
import { useAccuracy } from './accuracy-api.ts';
import { accuracySeries, hasCorrections } from './accuracy-series.ts';

const AccuracyChart = lazy(() => import('./AccuracyChart.tsx'));

/** The formats of the page's numbers in the interface's language. */
function formatsOf(language: string) {
  return {
    count: new Intl.NumberFormat(language),
    percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }),
    day: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}
type Formats = ReturnType<typeof formatsOf>;

/**
 * /doctype/:doctype/accuracy: how often people corrected each field's extracted values, over
 * time (a chart) and per confidence band (a table), so a team sees whether the extractor
 * improves and whether its confidence tells the truth (issue 28).
 */
export function AccuracyPage() {
  const { t, i18n } = useTranslation();
  const doctype = useDoctype(useParams().doctype!);
  const accuracy = useAccuracy(doctype.id);
  const formats = formatsOf(i18n.language);
  return (
    <Stack gap="lg">
      <ErrorCard error={accuracy.error} />
      {accuracy.isPending && (
        <Center py="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {accuracy.data &&
        (hasCorrections(accuracy.data) ? (
          <>
            <OverTime accuracy={accuracy.data} doctype={doctype} formats={formats} />
            <PerBand accuracy={accuracy.data} doctype={doctype} formats={formats} />
          </>
        ) : (
          <Paper withBorder p="lg">
            <Text c="dimmed" data-testid="accuracy-empty">
              {t('accuracy.empty')}
            </Text>
          </Paper>
        ))}
    </Stack>
  );
}

interface SectionProps {
  accuracy: DoctypeAccuracy;
  doctype: Doctype;
  formats: Formats;
}

function captionOf(doctype: Doctype, key: string): string {
  return doctype.fields.find((field) => field.key === key)?.caption ?? key;
}

function OverTime({ accuracy, doctype, formats }: SectionProps) {
  const { t } = useTranslation();
  const rows = accuracySeries(accuracy).map(({ start, ...shares }) => ({
    label: formats.day.format(start),
    ...shares,
  }));
  const fields = accuracy.fields
    .filter((field) => field.values > 0)
    .map((field) => ({ key: field.field, caption: captionOf(doctype, field.field) }));
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="md">
        {t(`accuracy.over_time_${accuracy.period}`)}
      </Title>
      <Suspense fallback={<Skeleton h={260} />}>
        <AccuracyChart rows={rows} fields={fields} percent={formats.percent} />
      </Suspense>
    </Paper>
  );
}

/** `share (corrected of values)`, or a dash when the tally counts no values. */
function TallyCell({
  tally,
  formats,
}: {
  tally: FieldAccuracy['bands'][number] | FieldAccuracy;
  formats: Formats;
}) {
  const { t } = useTranslation();
  const share = correctedShare(tally);
  if (share === null) return <Table.Td ta="right">–</Table.Td>;
  return (
    <Table.Td ta="right">
      {formats.percent.format(share)}
      <Text span size="xs" c="dimmed" ml={6}>
        {t('accuracy.of', {
          corrected: formats.count.format(tally.corrected),
          values: formats.count.format(tally.values),
        })}
      </Text>
    </Table.Td>
  );
}

function PerBand({ accuracy, doctype, formats }: SectionProps) {
  const { t } = useTranslation();
  const bands = accuracy.fields[0]?.bands ?? [];
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="xs">
        {t('accuracy.by_confidence')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('accuracy.by_confidence_hint')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('accuracy.by_confidence')} data-testid="accuracy-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accuracy.field')}</Table.Th>
              <Table.Th ta="right">{t('accuracy.all_values')}</Table.Th>
              {bands.map((band) => (
                <Table.Th key={band.from} ta="right">
                  {t('accuracy.band', {
                    from: formats.count.format(band.from * 100),
                    to: formats.percent.format(band.to),
                  })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accuracy.fields.map((field) => (
              <Table.Tr key={field.field} data-testid="accuracy-row">
                <Table.Td>{captionOf(doctype, field.field)}</Table.Td>
                <TallyCell tally={field} formats={formats} />
                {field.bands.map((band) => (
                  <TallyCell key={band.from} tally={band} formats={formats} />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
