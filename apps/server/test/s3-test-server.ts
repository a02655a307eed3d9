/**
 * A local S3 for tests: s3rver on 127.0.0.1 (a free port) over a temp directory. Each caller
 * takes a bucket of its own, so suites sharing one server never see each other's objects.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/platform/config/config.ts';
import { createS3Client } from '../src/platform/storage/s3-storage.ts';

/** s3rver's fixed credentials: it checks every request's signature against them. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  /** A new empty bucket and the S3 settings that reach it. */
  newBucket(): Promise<S3Config>;
  /** Stops the server (a test may do so early, to see S3 gone); later calls do nothing. */
  close(): Promise<void>;
}

/** The S3_* variables of `config`, for a `docsift` process. */
export function s3Env(config: S3Config): Record<string, string> {
  return {
    S3_ENDPOINT: config.endpoint!,
    S3_BUCKET: config.bucket,
    S3_REGION: config.region,
    S3_ACCESS_KEY_ID: config.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    S3_FORCE_PATH_STYLE: String(config.forcePathStyle),
  };
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'docsift-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed: Promise<void> | null = null;
  return {
    endpoint,
    async newBucket() {
      const config: S3Config = {
        endpoint,
        bucket: `docsift-${randomUUID()}`,
        region: 'us-east-1',
        ...s3rverCredentials,
        forcePathStyle: true,
      };
      const client = createS3Client(config);
      try {
        await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      } finally {
        client.destroy();
      }
      return config;
    },
    close() {
      closed ??= (async () => {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
