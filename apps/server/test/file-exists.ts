/** Whether a file exists, for tests that wait on a test gate's files or check a stored file. */
import { access } from 'node:fs/promises';

export const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );
