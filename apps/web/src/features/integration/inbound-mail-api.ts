import type {
  InboundMail,
  ReceivedMailList,
  UpdateInboundMailBody,
} from '@docsift/core/inbound-mail';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

export const inboundMailKey = (doctypeId: string) => ['inbound-mail', doctypeId] as const;
const receivedMailsKey = (doctypeId: string) => ['inbound-mail-log', doctypeId] as const;

/** How often an open integration tab asks for newly received mail (no live event carries it). */
const RECEIVED_MAILS_REFRESH_MS = 15_000;

const path = (doctypeId: string) => `/api/doctypes/${encodeURIComponent(doctypeId)}/inbound-mail`;

export const updateInboundMail = (doctypeId: string, body: UpdateInboundMailBody) =>
  apiRequest<InboundMail>('PATCH', path(doctypeId), body);

/** The doctype's inbound address and sender allow-list. */
export function useInboundMail(doctypeId: string) {
  return useQuery({
    queryKey: inboundMailKey(doctypeId),
    queryFn: () => apiRequest<InboundMail>('GET', path(doctypeId)),
  });
}

/** The doctype's latest received e-mails, newest first, kept current while shown. */
export function useReceivedMails(doctypeId: string) {
  return useQuery({
    queryKey: receivedMailsKey(doctypeId),
    queryFn: () => apiRequest<ReceivedMailList>('GET', `${path(doctypeId)}/log`),
    select: (list) => list.mails,
    refetchInterval: RECEIVED_MAILS_REFRESH_MS,
  });
}
