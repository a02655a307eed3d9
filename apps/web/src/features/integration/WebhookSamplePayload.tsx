import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ScrollArea.css';
import { Anchor, Button, Code, CopyButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useSamplePayload } from './webhooks-api.ts';

/**
 * The JSON body a delivery of the doctype has, as the server builds it for "Send test" (so the
 * two cannot drift): shown on request, read-only, copied with one click.
 */
export function WebhookSamplePayload({ target }: { target: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const sample = useSamplePayload(target, isOpen);
  const text = sample.data ? JSON.stringify(sample.data, null, 2) : '';
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={isOpen}
          aria-controls="webhook-sample-payload"
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? t('webhooks.sample.hide') : t('webhooks.sample.show')}
        </Anchor>
        {text !== '' && isOpen && (
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="compact-sm"
                onClick={copy}
                color={copied ? 'teal' : undefined}
              >
                {copied ? t('webhooks.copied') : t('webhooks.sample.copy')}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
      {isOpen && (
        <Stack gap={4} id="webhook-sample-payload">
          <Text size="xs" c="dimmed">
            {t('webhooks.sample.hint')}
          </Text>
          <ErrorCard error={sample.error} />
          {text !== '' && (
            <ScrollArea.Autosize mah={260} type="auto">
              <Code
                block
                data-testid="webhook-sample-payload"
                aria-label={t('webhooks.sample.label')}
              >
                {text}
              </Code>
            </ScrollArea.Autosize>
          )}
        </Stack>
      )}
    </Stack>
  );
}
