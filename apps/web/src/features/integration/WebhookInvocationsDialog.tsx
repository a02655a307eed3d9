import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import type { Webhook, WebhookInvocation } from '@docsift/core/webhook';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { resendableIds } from './resendable-invocations.ts';
import { useResendInvocation } from './use-resend-invocation.ts';
import { useInvocations } from './webhooks-api.ts';

const isSuccess = (invocation: WebhookInvocation) => invocation.error == null;

interface InvocationRowsProps {
  invocation: WebhookInvocation;
  /** Set on a failed delivery's newest attempt. */
  resend?: { onClick: () => void; isPending: boolean };
}

function InvocationRows({ invocation, resend }: InvocationRowsProps) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const { webhookRequest, status, durationMs, error } = invocation;
  return (
    <Fragment>
      <Table.Tr
        data-testid="webhook-invocation"
        data-success={isSuccess(invocation)}
        // The error below belongs to this row: no line between them.
        style={error == null ? undefined : { borderBottom: 'none' }}
      >
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {when.format(invocation.created)}
          {invocation.upload == null && (
            <Badge size="xs" variant="light" ml={6}>
              {t('webhooks.invocations.test')}
            </Badge>
          )}
          {invocation.attempt > 1 && (
            <Text span size="xs" c="dimmed" ml={6}>
              {t('webhooks.invocations.attempt', { attempt: invocation.attempt })}
            </Text>
          )}
        </Table.Td>
        <Table.Td>{webhookRequest.httpMethod}</Table.Td>
        <Table.Td style={{ wordBreak: 'break-all' }}>{webhookRequest.url}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {status == null ? (
            <Text size="sm" c="red">
              {t('webhooks.invocations.no_answer')}
            </Text>
          ) : (
            <Badge color={isSuccess(invocation) ? 'teal' : 'red'} variant="light">
              {status}
            </Badge>
          )}
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {t('webhooks.invocations.duration_ms', {
            duration: Math.round(durationMs).toLocaleString(i18n.language),
          })}
        </Table.Td>
        <Table.Td ta="right">
          {resend && (
            <Button
              size="compact-xs"
              variant="light"
              onClick={resend.onClick}
              loading={resend.isPending}
            >
              {t('webhooks.invocations.resend')}
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
      {error != null && (
        <Table.Tr>
          <Table.Td colSpan={6} pt={0}>
            <Text size="sm" c="red" data-testid="webhook-invocation-error">
              {error}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/** The latest 20 attempts of one webhook, newest first; live events keep the list current. */
function WebhookInvocations({ webhook, close }: { webhook: Webhook; close: () => void }) {
  const { t } = useTranslation();
  const invocations = useInvocations(webhook.id);
  const resend = useResendInvocation(webhook);
  const resendable = useMemo(() => resendableIds(invocations.data ?? []), [invocations.data]);
  return (
    <Stack data-testid="webhook-invocations">
      <Text size="sm" c="dimmed">
        {t('webhooks.invocations.intro')}
      </Text>
      <ErrorCard error={invocations.error} />
      {invocations.isPending && (
        <Center py="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {invocations.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="md" data-testid="webhook-invocations-empty">
          {t('webhooks.invocations.empty')}
        </Text>
      )}
      {invocations.data != null && invocations.data.length > 0 && (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table aria-label={t('webhooks.actions.invocations')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.invocations.time')}</Table.Th>
                <Table.Th>{t('webhooks.invocations.method')}</Table.Th>
                <Table.Th>{t('webhooks.invocations.url')}</Table.Th>
                <Table.Th>{t('webhooks.invocations.status')}</Table.Th>
                <Table.Th ta="right">{t('webhooks.invocations.duration')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('webhooks.invocations.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invocations.data.map((invocation) => (
                <InvocationRows
                  key={invocation.id}
                  invocation={invocation}
                  resend={
                    resendable.has(invocation.id)
                      ? {
                          onClick: () => resend.mutate(invocation.id),
                          isPending: resend.isPending && resend.variables === invocation.id,
                        }
                      : undefined
                  }
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}

export function openInvocationsDialog(t: TFunction, webhook: Webhook) {
  return openDialog<void>({
    title: t('webhooks.invocations.title', { title: webhook.title }),
    size: 'xl',
    render: (close) => <WebhookInvocations webhook={webhook} close={() => close()} />,
  });
}
