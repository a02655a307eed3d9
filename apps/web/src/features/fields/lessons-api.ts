import type { LessonCounts } from '@docsift/core/lessons';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

export const lessonKeys = {
  counts: (doctypeId: string) => ['lessons', doctypeId] as const,
};

const path = (doctypeId: string) => `/api/doctypes/${encodeURIComponent(doctypeId)}/lessons`;

export const getLessonCounts = (doctypeId: string) =>
  apiRequest<LessonCounts>('GET', path(doctypeId));
/** Forgets what corrections taught one field of the doctype. */
export const forgetLessons = (doctypeId: string, field: string) =>
  apiRequest<void>('DELETE', `${path(doctypeId)}?field=${encodeURIComponent(field)}`);

/** How many corrections each field learned from; one request for all the page's fields. */
export function useLessonCounts(doctypeId: string) {
  return useQuery({
    queryKey: lessonKeys.counts(doctypeId),
    queryFn: () => getLessonCounts(doctypeId),
  });
}
