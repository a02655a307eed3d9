import type { InboundMail, UpdateInboundMailBody } from '@docsift/core/inbound-mail';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

export const inboundMailKey = (doctypeId: string) => ['inbound-mail', doctypeId] as const;

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
