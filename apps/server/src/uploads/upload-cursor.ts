import { AppError } from '@docsift/core/errors';
import { UPLOAD_ID_PREFIX } from '@docsift/core/upload';

/** Where a page of the newest-first upload list stopped: the last upload's creation time and id. */
export interface UploadPosition {
  created: number;
  id: string;
}

const CURSOR = new RegExp(`^(\\d{1,16})\\.(${UPLOAD_ID_PREFIX}[a-z0-9]{1,64})$`);

export function encodeUploadCursor({ created, id }: UploadPosition): string {
  return `${created}.${id}`;
}

/** A cursor this server did not hand out is the caller's mistake: 400 naming `cursor`. */
export function decodeUploadCursor(cursor: string): UploadPosition {
  const match = CURSOR.exec(cursor);
  if (!match) throw new AppError('invalid-argument', { field: 'cursor' });
  return { created: Number(match[1]), id: match[2]! };
}
