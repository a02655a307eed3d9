import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDoctype } from '../doctypes/doctypes-api.ts';
import { WebhooksSection } from './WebhooksSection.tsx';

/** Placeholder until the integration issue adds inbound e-mail and webhooks. */
export function IntegrationPage() {
  const { t } = useTranslation();
  const doctype = useDoctype(useParams().doctype!);
  return (
    <Stack>
      <Text c="dimmed" py="xl" ta="center" data-testid="integration-placeholder">
        {t('doctypes.doctype.integration_later')}
      </Text>
      <WebhooksSection doctype={doctype} />
    </Stack>
  );
}
