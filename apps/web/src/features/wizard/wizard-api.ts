import type { SuggestFieldsResponse } from '@docsift/core/pipeline';
import { apiRequest } from '../../lib/http/api-client.ts';

/** Fields suggested from the sample's OCR text, in the interface language. */
export async function suggestFields(
  uploadId: string,
  language: 'en' | 'de',
): Promise<SuggestFieldsResponse['fields']> {
  const answer = await apiRequest<SuggestFieldsResponse>(
    'POST',
    `/api/uploads/${encodeURIComponent(uploadId)}/suggest-fields`,
    { language },
  );
  return answer.fields;
}
