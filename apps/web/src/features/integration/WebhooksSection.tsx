import type { Doctype } from '@docsift/core/doctype';
import { hasRole, requiredRoles } from '@docsift/core/roles';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { ProTag } from '../../components/ProTag.tsx';
import { useSignedInMe } from '../auth/me-query.ts';
import { PlusIcon } from '../../components/icons.tsx';
import { openWebhookDialog } from './WebhookDialog.tsx';
import { WebhookItem } from './WebhookItem.tsx';
import { useWebhooks } from './webhooks-api.ts';

/**
 * The doctype's outgoing webhooks on the integration tab (professional and above; others see a
 * PRO tag beside the title, linking to the plans, instead of the create button). They are
 * the author's: a member of the team is told so.
 */
export function WebhooksSection({ doctype }: { doctype: Doctype }) {
  const { t } = useTranslation();
  const { role, uid } = useSignedInMe();
  const isAuthor = doctype.author === uid;
  const isAllowed = hasRole(role, requiredRoles.webhooks);
  const webhooks = useWebhooks(doctype.id, isAllowed && isAuthor);
  if (!isAuthor)
    return (
      <Paper withBorder p="lg" component="section" aria-labelledby="webhooks-title">
        <Stack>
          <Title order={2} size="h4" id="webhooks-title">
            {t('webhooks.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('webhooks.author_only')}
          </Text>
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="webhooks-title">
      <Stack>
        <Group justify="space-between" wrap="nowrap">
          {/* The tag beside the title, as on the inbound mail's section above. */}
          <Group gap="sm">
            <Title order={2} size="h4" id="webhooks-title">
              {t('webhooks.title')}
            </Title>
            {!isAllowed && <ProTag />}
          </Group>
          {isAllowed && (
            <Button
              size="xs"
              leftSection={<PlusIcon size={14} />}
              onClick={() => void openWebhookDialog(t, doctype.id)}
            >
              {t('webhooks.create')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {isAllowed ? t('webhooks.intro') : `${t('webhooks.intro')} ${t('webhooks.pro_hint')}`}
        </Text>
        <ErrorCard error={webhooks.error} />
        {webhooks.isLoading && (
          <Center py="md">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {webhooks.data?.length === 0 && (
          <Text c="dimmed" ta="center" py="md" data-testid="webhooks-empty">
            {t('webhooks.empty')}
          </Text>
        )}
        {webhooks.data?.map((webhook) => (
          <WebhookItem key={webhook.id} webhook={webhook} />
        ))}
      </Stack>
    </Paper>
  );
}
