import type { SuggestFieldsResponse } from '@docsift/core/pipeline';
import { apiRequest } from '../../lib/http/api-client.ts';

/** Fields suggested from the sample's OCR text, in the interface language, and the mode its layout calls for. */
export function suggestFields(
  uploadId: string,
  language: 'en' | 'de',
): Promise<SuggestFieldsResponse> {
  return apiRequest<SuggestFieldsResponse>(
    'POST',
    `/api/uploads/${encodeURIComponent(uploadId)}/suggest-fields`,
    { language },
  );
}
