import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { chartMarginForTopLabel, valueAxisAtTicks } from '../../components/chart-value-axis.ts';

interface UsageChartProps {
  series: { day: string; credits: number }[];
}

/** Credits spent per day of one month. Its own chunk: the charts library loads with this page only. */
export default function UsageChart({ series }: UsageChartProps) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={220}
      data={series}
      dataKey="day"
      series={[{ name: 'credits', label: t('payment.usage_page.credits_spent'), color: 'blue.6' }]}
      tickLine="y"
      gridAxis="y"
      withTooltip
      yAxisProps={{ allowDecimals: false, ...valueAxisAtTicks }}
      barChartProps={{ margin: chartMarginForTopLabel }}
      aria-label={t('payment.usage_page.chart')}
      data-testid="usage-chart"
    />
  );
}
