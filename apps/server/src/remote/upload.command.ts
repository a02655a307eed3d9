/**
 * `docsift upload FILE… --doctype ID [--no-wait]`: uploads the files to a running server and,
 * unless told not to, waits until each is processed. One line per file as soon as its end is
 * known, tab-separated: file name, upload id (`-` when refused), state, detail.
 */
import { localFile } from '@docsift/client/local-file';
import type { UploadOutcome } from '@docsift/client/upload-files';
import { uploadFiles } from '@docsift/client/upload-files';
import type { CliIo } from '../platform/cli-io.ts';
import { withRemote } from './remote-client.ts';

export interface UploadCommandOptions {
  doctype: string;
  wait: boolean;
}

/** Resolves to whether every file was stored (and, when waiting, processed without error). */
export async function uploadCommand(
  io: CliIo,
  paths: string[],
  { doctype, wait }: UploadCommandOptions,
): Promise<boolean> {
  return withRemote(io.env, async ({ client }) => {
    // Every file is read before any is sent: a typo in the last name uploads nothing.
    const files = await Promise.all(paths.map(readableFile));
    const outcomes = await uploadFiles(client, {
      doctype,
      files,
      wait,
      onOutcome: (outcome) => io.stdout.write(`${outcomeLine(outcome).join('\t')}\n`),
    });
    return outcomes.every((outcome) => !outcome.error);
  });
}

async function readableFile(path: string): Promise<File> {
  try {
    return await localFile(path);
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
}

function outcomeLine({ filename, upload, error }: UploadOutcome): string[] {
  if (!upload) return [filename, '-', 'refused', `${error.code}: ${error.message}`];
  if (error) return [filename, upload.id, 'failed', `${error.code}: ${error.message}`];
  if (upload.state !== 'done') return [filename, upload.id, upload.state, ''];
  const records = upload.recordCount === 1 ? '1 record' : `${upload.recordCount} records`;
  return [filename, upload.id, 'done', records];
}
