import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import type { InboundMailOutcome, ReceivedMail } from '@docsift/core/inbound-mail';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useReceivedMails } from './inbound-mail-api.ts';

const outcomeColours: Record<InboundMailOutcome, string> = {
  accepted: 'teal',
  'no-attachment': 'yellow',
  'sender-refused': 'red',
};

function OutcomeBadge({ mail }: { mail: ReceivedMail }) {
  const { t } = useTranslation();
  return (
    <Badge color={outcomeColours[mail.outcome]} variant="light" data-testid="received-mail-outcome">
      {t(`integration.received.outcomes.${mail.outcome}`, { count: mail.uploads })}
    </Badge>
  );
}

/** The latest e-mails the doctype's address received and what became of each, newest first. */
export function ReceivedMails({ doctypeId }: { doctypeId: string }) {
  const { t, i18n } = useTranslation();
  const mails = useReceivedMails(doctypeId);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id="received-mails-title">
        {t('integration.received.title')}
      </Title>
      <ErrorCard error={mails.error} />
      {mails.data?.length === 0 && (
        <Text fz="sm" c="dimmed" data-testid="received-mails-empty">
          {t('integration.received.empty')}
        </Text>
      )}
      {mails.data != null && mails.data.length > 0 && (
        <Table.ScrollContainer minWidth={420} type="native">
          <Table aria-labelledby="received-mails-title" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('integration.received.time')}</Table.Th>
                <Table.Th>{t('integration.received.sender')}</Table.Th>
                <Table.Th>{t('integration.received.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mails.data.map((mail) => (
                <Table.Tr key={mail.id} data-testid="received-mail">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when.format(mail.received)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {mail.sender || t('integration.received.no_sender')}
                  </Table.Td>
                  <Table.Td>
                    <OutcomeBadge mail={mail} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
