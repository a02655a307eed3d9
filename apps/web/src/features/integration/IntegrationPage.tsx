import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder until the integration issue adds inbound e-mail and webhooks. */
export function IntegrationPage() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" py="xl" ta="center" data-testid="integration-placeholder">
      {t('doctypes.doctype.integration_later')}
    </Text>
  );
}
