import type { DoctypeAccuracy } from '@docsift/core/accuracy';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

export const accuracyKeys = {
  of: (doctypeId: string) => ['accuracy', doctypeId] as const,
};

export const getAccuracy = (doctypeId: string) =>
  apiRequest<DoctypeAccuracy>('GET', `/api/doctypes/${encodeURIComponent(doctypeId)}/accuracy`);

/** Per field, how often people corrected the extracted values; read afresh each visit of the page. */
export function useAccuracy(doctypeId: string) {
  return useQuery({
    queryKey: accuracyKeys.of(doctypeId),
    queryFn: () => getAccuracy(doctypeId),
    staleTime: 0,
  });
}
