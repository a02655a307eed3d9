import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { chartLayersUntabbable } from '../../components/chart-layers-untabbable.ts';
import { chartMarginForTopLabel, valueAxisAtTicks } from '../../components/chart-value-axis.ts';

/** A colour per field, repeating past eight fields. */
const colors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6'];

interface AccuracyChartProps {
  /** One row per period: `label` its start as the language writes it, each field key its share 0..1. */
  rows: Record<string, number | string>[];
  fields: { key: string; caption: string }[];
  percent: Intl.NumberFormat;
}

/** Share corrected over time, a line per field. Its own chunk: the charts library loads with this page only. */
export default function AccuracyChart({ rows, fields, percent }: AccuracyChartProps) {
  const { t } = useTranslation();
  return (
    <LineChart
      ref={chartLayersUntabbable}
      h={260}
      data={rows}
      dataKey="label"
      series={fields.map((field, i) => ({
        name: field.key,
        label: field.caption,
        color: colors[i % colors.length]!,
      }))}
      valueFormatter={(value) => percent.format(value)}
      yAxisProps={{ domain: [0, 1], ...valueAxisAtTicks }}
      lineChartProps={{ margin: chartMarginForTopLabel }}
      withLegend
      connectNulls
      curveType="linear"
      tickLine="y"
      gridAxis="y"
      aria-label={t('accuracy.chart_label')}
      data-testid="accuracy-chart"
    />
  );
}
