import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Switch.css';
import type { Webhook } from '@docsift/core/webhook';
import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DotsIcon } from '../../components/icons.tsx';
import { useWebhookActions } from './use-webhook-actions.ts';
import { openWebhookDialog } from './WebhookDialog.tsx';
import { openInvocationsDialog } from './WebhookInvocationsDialog.tsx';

/** One webhook of the list: its switch, title, request, invocation count and actions. */
export function WebhookItem({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const { toggle, test, remove, confirmRemove } = useWebhookActions(webhook);
  const { httpMethod, url } = webhook.webhookRequest;
  const showInvocations = () => void openInvocationsDialog(t, webhook);
  return (
    <Paper withBorder p="sm" role="group" aria-label={webhook.title} data-testid="webhook-item">
      <Group wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} truncate="end" c={webhook.enabled ? undefined : 'dimmed'}>
            {webhook.title}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
              {httpMethod}
            </Badge>
            <Text size="sm" c="dimmed" ff="monospace" truncate="end" title={url}>
              {url}
            </Text>
          </Group>
        </Stack>
        <Switch
          // The label says the state; the switch's name stays what it turns on.
          label={webhook.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
          aria-label={t('webhooks.enabled')}
          labelPosition="left"
          checked={webhook.enabled}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          disabled={toggle.isPending}
        />
        <Anchor component="button" type="button" size="sm" onClick={showInvocations}>
          {t('webhooks.invocation_count', { count: webhook.invocations })}
        </Anchor>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              loading={test.isPending || remove.isPending}
              aria-label={t('webhooks.menu', { title: webhook.title })}
            >
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void openWebhookDialog(t, webhook.target, webhook)}>
              {t('webhooks.actions.edit')}
            </Menu.Item>
            <Menu.Item onClick={() => test.mutate()}>{t('webhooks.actions.test')}</Menu.Item>
            <Menu.Item onClick={showInvocations}>{t('webhooks.actions.invocations')}</Menu.Item>
            <Menu.Item color="red" onClick={() => void confirmRemove()}>
              {t('webhooks.actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
