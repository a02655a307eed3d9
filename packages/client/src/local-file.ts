import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** A file on disk as uploadFiles() takes it, named by its base name; read as it is sent. */
export async function localFile(filePath: string): Promise<File> {
  // openAsBlob on Node 20 says only "Unable to open file" for a missing one: stat names the cause.
  const stats = await stat(filePath);
  if (!stats.isFile())
    throw Object.assign(new Error(`${filePath} is not a file`), { code: 'ENOTFILE' });
  return new File([await openAsBlob(filePath)], path.basename(filePath));
}
