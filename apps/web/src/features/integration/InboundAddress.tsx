import { Button, Code, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';

/** The doctype's address with a button that copies it (spec: email_process_copied). */
export function InboundAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      void showFlash({ message: t('email_process_copied') });
    } catch {
      void showFlash({ message: t('integration.inbound.copy_failed'), type: 'danger' });
    }
  };
  return (
    <Group gap="sm" wrap="nowrap">
      <Code
        fz="md"
        px="sm"
        py={6}
        aria-label={t('integration.inbound.address')}
        data-testid="inbound-address"
        style={{ userSelect: 'all', overflowWrap: 'anywhere' }}
      >
        {address}
      </Code>
      <Button
        variant="light"
        size="xs"
        onClick={() => void copy()}
        aria-label={t('integration.inbound.copy_label')}
      >
        {t('integration.inbound.copy')}
      </Button>
    </Group>
  );
}
