import { openAsBlob } from 'node:fs';
import path from 'node:path';

/** A file on disk as uploadFiles() takes it, named by its base name; read as it is sent. */
export async function localFile(filePath: string): Promise<File> {
  return new File([await openAsBlob(filePath)], path.basename(filePath));
}
