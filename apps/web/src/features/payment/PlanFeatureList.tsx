import { planFeatures } from '@docsift/core/plans';
import type { Role } from '@docsift/core/roles';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, XIcon } from '../../components/icons.tsx';

/** What a plan gives and what it leaves out, so plans can be compared before buying (issue 25). */
export function PlanFeatureList({ role }: { role: Role }) {
  const { t, i18n } = useTranslation();
  const features = planFeatures(role);
  const items: { key: string; text: string; isIncluded: boolean }[] = [
    {
      key: 'doctypes',
      text: t('payment.features.doctypes', {
        count: features.maxDoctypes,
        formatted: features.maxDoctypes.toLocaleString(i18n.language),
      }),
      isIncluded: true,
    },
    {
      key: 'retention',
      text: features.customRetention
        ? t('payment.features.retention_custom', { days: features.retentionDays })
        : t('payment.features.retention', { days: features.retentionDays }),
      isIncluded: true,
    },
    { key: 'csv', text: t('payment.features.csv_json'), isIncluded: true },
    { key: 'xlsx', text: t('payment.features.xlsx'), isIncluded: features.xlsxDownload },
    { key: 'mail', text: t('payment.features.inbound_email'), isIncluded: features.inboundEmail },
    { key: 'webhooks', text: t('payment.features.webhooks'), isIncluded: features.webhooks },
  ];
  return (
    <Stack
      component="ul"
      gap={4}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      data-testid="plan-features"
    >
      {items.map(({ key, text, isIncluded }) => (
        <Group
          component="li"
          key={key}
          gap="xs"
          wrap="nowrap"
          data-included={isIncluded}
          c={isIncluded ? undefined : 'dimmed'}
        >
          <Text span c={isIncluded ? 'teal' : 'dimmed'} lh={0}>
            {isIncluded ? <CheckIcon size={16} /> : <XIcon size={16} />}
          </Text>
          <Text size="sm">
            {isIncluded ? text : t('payment.features.not_included', { feature: text })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
