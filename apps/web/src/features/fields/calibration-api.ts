import type {
  CalibrateResponse,
  ParseInlineBody,
  ParseInlineResponse,
} from '@docsift/core/pipeline';
import { apiRequest } from '../../lib/http/api-client.ts';

const path = (doctypeId: string, action: string) =>
  `/api/doctypes/${encodeURIComponent(doctypeId)}/${action}`;

/** Extracts one upload with an unsaved definition; nothing is stored. `fields` carries the keys given to new fields. */
export const parseInline = (doctypeId: string, body: ParseInlineBody) =>
  apiRequest<ParseInlineResponse>('POST', path(doctypeId, 'parse-inline'), body);

/** The saved fields with descriptions refined on a sample upload, their notes in `language`. */
export const calibrate = (doctypeId: string, uploadId: string, language: 'en' | 'de') =>
  apiRequest<CalibrateResponse>('POST', path(doctypeId, 'calibrate'), { uploadId, language });
