/**
 * Turns a failed bucket check into one line an operator can act on: which S3_* setting is wrong
 * and what to check. Never names the secret.
 */
import type { S3Config } from '../config/config.ts';

interface S3Error {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ETIMEDOUT']);
const unresolvedCodes = new Set(['ENOTFOUND', 'EAI_AGAIN']);

export function s3Problem(error: unknown, config: S3Config): string {
  const { name, code, message, $metadata } = (error ?? {}) as S3Error;
  const status = $metadata?.httpStatusCode;
  const where = config.endpoint ?? `AWS region ${config.region}`;
  const bucket = `S3 bucket ${config.bucket} at ${where}`;
  if (code && unreachableCodes.has(code))
    return `S3 at ${where} is unreachable (${code}): check that it runs and S3_ENDPOINT names its host and port`;
  if (name === 'TimeoutError')
    return `S3 at ${where} is unreachable (no answer within the connect timeout): check that it runs and S3_ENDPOINT names its host and port`;
  if (code && unresolvedCodes.has(code))
    return `S3 host of ${where} cannot be resolved (${code}): check the host name in S3_ENDPOINT`;
  switch (status) {
    case 404:
      return `${bucket} does not exist: create it or fix S3_BUCKET`;
    case 301:
    case 400:
      return `${bucket} refused the request (${status}): check S3_REGION, and S3_FORCE_PATH_STYLE=true for MinIO and other stores that address buckets by path`;
    case 401:
    case 403:
      return `${bucket} refused access key ${config.accessKeyId} (${status}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and that the key may list the bucket`;
    default:
      return `${bucket} cannot be used (${status ?? code ?? name}: ${message ?? 'no message'})`;
  }
}
