import '@mantine/core/styles/Card.css';
import type { Doctype } from '@docsift/core/doctype';
import { Card, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UsersIcon } from '../doctypes/doctype-icons.tsx';
import { modeKey } from '../doctypes/mode-text.ts';

/** One doctype on the dashboard: title, mode, field count, a shared icon when the team has others. */
export function DoctypeCard({ doctype }: { doctype: Doctype }) {
  const { t } = useTranslation();
  const isShared = doctype.team.length > 1;
  return (
    <Card
      component={Link}
      to={`/doctype/${doctype.id}`}
      withBorder
      padding="lg"
      radius="md"
      data-testid="doctype-card"
      aria-label={doctype.title}
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
        {t(`doctypes.modes.${modeKey(doctype.mode)}`)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('doctypes.dashboard.field_count', { count: doctype.fields.length })}
      </Text>
    </Card>
  );
}
