/**
 * Storage in an S3-compatible bucket (AWS, MinIO, s3rver): each key is an object key. Files
 * stream both ways: a put sends parts of 5 MB as they arrive (one part in memory at a time),
 * a get hands out the response body.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from '@docsift/core/errors';
import type { S3Config } from '../config/config.ts';
import { s3Problem } from './s3-problem.ts';
import type { Storage } from './storage.ts';
import { assertSafeKey, assertSafePrefix } from './storage.ts';

/** S3's smallest part; a file up to this size goes up in one PutObject. */
const PART_BYTES = 5 * 1024 * 1024;
/** DeleteObjects takes at most 1,000 keys. */
const DELETE_BATCH = 1000;
/** An endpoint that accepts no connection fails within this, not after the OS's minutes. */
const CONNECT_TIMEOUT_MS = 5000;

export function createS3Client(config: S3Config): S3Client {
  // The SDK warns on Node 20 about versions due in 2027; the locked version supports Node 20,
  // and a multi-line warning would bury the start's one-line errors. Set it to false to see it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default checksums use trailers that S3-compatible stores (MinIO before 2025,
    // s3rver) do not read; S3 itself needs none for these calls.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** One S3 call: a missing object is the catalogue's not-found, any other failure 'unavailable' (retried by jobs). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new AppError(isNotFound(error) ? 'not-found' : 'unavailable', { cause: error });
  }
}

/** The same refusal the disk gives, so callers handle one error. */
function alreadyExists(key: string): Error {
  return Object.assign(new Error(`storage key exists: ${key}`), { code: 'EEXIST' });
}

export function createS3Storage(config: S3Config, client = createS3Client(config)): Storage {
  const Bucket = config.bucket;

  async function exists(key: string): Promise<boolean> {
    try {
      await call(() => client.send(new HeadObjectCommand({ Bucket, Key: key })));
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not-found') return false;
      throw error;
    }
  }

  async function* listPages(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await call(() =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
      );
      yield page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(key, source) {
      assertSafeKey(key);
      // put() owns the source from here: an error while we ask S3 must not crash the process.
      let sourceError: unknown;
      source.on('error', (error) => (sourceError ??= error));
      let bytes = 0;
      async function* counted() {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          yield chunk;
        }
      }
      try {
        // Keys carry a timestamp and are written once; this keeps a rare clash from replacing a file.
        if (await exists(key)) throw alreadyExists(key);
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: Readable.from(counted()) },
          partSize: PART_BYTES,
          queueSize: 1,
          // A failed multipart upload is aborted: its parts neither linger nor cost.
          leavePartsOnError: false,
        });
        await call(() => upload.done());
        return { bytes };
      } catch (error) {
        // The source's own failure (a client gone, a refused type) is the caller's to explain.
        throw sourceError ?? error;
      } finally {
        source.destroy();
      }
    },

    async get(key) {
      assertSafeKey(key);
      const { Body } = await call(() => client.send(new GetObjectCommand({ Bucket, Key: key })));
      return Body as Readable;
    },

    async delete(key) {
      assertSafeKey(key);
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },

    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      // Pages are collected first: deleting while listing would shift the continuation.
      const keys: string[] = [];
      for await (const objects of listPages(prefix))
        keys.push(...objects.map((object) => object.Key!));
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const { Errors } = await call(() =>
          client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
            }),
          ),
        );
        if (Errors?.length)
          throw new Error(
            `S3 could not delete ${Errors.length} object(s) under ${prefix}: ${Errors[0]!.Code} ${Errors[0]!.Message}`,
          );
      }
    },

    async *list(prefix) {
      assertSafePrefix(prefix);
      for await (const objects of listPages(prefix))
        for (const object of objects)
          yield { key: object.Key!, modifiedAt: object.LastModified?.getTime() ?? 0 };
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(s3Problem(error, config), { cause: error });
      }
    },
  };
}
