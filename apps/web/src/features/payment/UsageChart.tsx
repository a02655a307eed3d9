import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { chartLayersUntabbable } from '../../components/chart-layers-untabbable.ts';
import { chartMarginForTopLabel, valueAxisAtTicks } from '../../components/chart-value-axis.ts';

interface UsageChartProps {
  series: { day: string; credits: number }[];
}

/** Credits spent per day of one month. Its own chunk: the charts library loads with this page only. */
export default function UsageChart({ series }: UsageChartProps) {
  const { t } = useTranslation();
  return (
    <BarChart
      ref={chartLayersUntabbable}
      h={220}
      data={series}
      dataKey="day"
      series={[{ name: 'credits', label: t('payment.usage_page.credits_spent'), color: 'blue.6' }]}
      tickLine="y"
      // Lines across at the credit values ("y" in Mantine draws them down through every day, with
      // the plot's edge doubled beside the first and last day's line).
      gridAxis="x"
      withTooltip
      // Every n-th day from the 1st: recharts' default kept the last day and left uneven gaps
      // before it on a phone (… 23, 26, 31).
      xAxisProps={{ interval: 'equidistantPreserveStart' }}
      yAxisProps={{ allowDecimals: false, ...valueAxisAtTicks }}
      barChartProps={{ margin: chartMarginForTopLabel }}
      aria-label={t('payment.usage_page.chart')}
      data-testid="usage-chart"
    />
  );
}
