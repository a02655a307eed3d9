/** The deployment's file storage: the S3 bucket when S3_* is set, else DATA_DIR/files. */
import path from 'node:path';
import type { Config } from '../config/config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { Storage } from './storage.ts';

type StorageConfig = Pick<Config, 'dataDir' | 's3'>;

/** The AWS SDK takes seconds to load: only a deployment with S3_* set imports it. */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  if (!config.s3) return diskStorageOf(config);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}

/** DATA_DIR/files. With S3_* set it refuses: files written here would be on one node only. */
export function diskStorageOf(config: StorageConfig): Storage {
  if (config.s3) throw new Error('S3_* is set: pass the storage from openStorage() instead');
  return createDiskStorage(path.join(config.dataDir, 'files'));
}
