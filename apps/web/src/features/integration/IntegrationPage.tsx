import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useDoctype } from '../doctypes/doctypes-api.ts';
import { InboundMailSection } from './InboundMailSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/** /doctype/:doctype/integration: inbound e-mail at the top, the doctype's webhooks below. */
export function IntegrationPage() {
  const doctype = useDoctype(useParams().doctype!);
  return (
    <Stack gap="lg">
      <InboundMailSection doctype={doctype} />
      <WebhooksSection doctype={doctype} />
    </Stack>
  );
}
