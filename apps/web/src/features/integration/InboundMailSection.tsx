import type { Doctype } from '@docsift/core/doctype';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { ProTag } from '../../components/ProTag.tsx';
import { useSignedInMe } from '../auth/me-query.ts';
import { AllowedSendersForm } from './AllowedSendersForm.tsx';
import { InboundAddress } from './InboundAddress.tsx';
import { ReceivedMails } from './ReceivedMails.tsx';
import { useInboundMail } from './inbound-mail-api.ts';

/**
 * The top of the integration tab: the doctype's inbound address, its allowed senders and the
 * e-mail it received lately.
 */
export function InboundMailSection({ doctype }: { doctype: Doctype }) {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const inbound = useInboundMail(doctype.id);
  const isAuthor = doctype.author === me.uid;
  // The doctype's author's plan decides whether its address takes mail, for every member
  // (docs/teams.md), not the plan of whoever looks.
  const hasPlan = doctype.outputs.inboundEmail;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="inbound-mail-title">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h4" id="inbound-mail-title">
            {t('integration.inbound.title')}
          </Title>
          {!hasPlan && <ProTag />}
        </Group>
        <Text fz="sm">{t('integration.inbound.intro')}</Text>
        {!hasPlan && (
          <Text fz="sm" c="dimmed" data-testid="inbound-plan-required">
            {t(
              isAuthor
                ? 'integration.inbound.plan_required'
                : 'integration.inbound.plan_required_author',
            )}
          </Text>
        )}
        <ErrorCard error={inbound.error} />
        {inbound.data ? (
          <>
            <InboundAddress address={inbound.data.address} />
            <AllowedSendersForm
              doctypeId={doctype.id}
              inbound={inbound.data}
              isEditable={hasPlan && isAuthor}
            />
            {hasPlan && !isAuthor && (
              <Text fz="sm" c="dimmed">
                {t('integration.inbound.author_only')}
              </Text>
            )}
            <ReceivedMails doctypeId={doctype.id} />
          </>
        ) : (
          !inbound.error && <Skeleton h={120} aria-label={t('common.loading')} />
        )}
      </Stack>
    </Paper>
  );
}
