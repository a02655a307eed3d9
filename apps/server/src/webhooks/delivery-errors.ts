/**
 * What a person reads under a failed delivery: the network's error codes and HTTP statuses in
 * plain words ("The address could not be found" rather than `ENOTFOUND: getaddrinfo …`), the
 * code kept at the end for whoever searches for it.
 */
import { STATUS_CODES } from 'node:http';

const networkErrors: Record<string, string> = {
  ENOTFOUND: 'The address could not be found: no DNS entry for {host}',
  EAI_AGAIN: 'The address could not be looked up just now: DNS did not answer for {host}',
  ECONNREFUSED: 'The receiver refused the connection: nothing listens at {host}',
  ECONNRESET: 'The receiver closed the connection before answering',
  EPIPE: 'The receiver closed the connection while the request was sent',
  ETIMEDOUT: 'The connection to {host} timed out',
  EHOSTUNREACH: 'The receiver’s network cannot be reached from this server',
  ENETUNREACH: 'The receiver’s network cannot be reached from this server',
  CERT_HAS_EXPIRED: 'The receiver’s TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT:
    'The receiver’s TLS certificate is self-signed, so it is not trusted',
  SELF_SIGNED_CERT_IN_CHAIN:
    'The receiver’s TLS certificate chain is self-signed, so it is not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'The receiver’s TLS certificate could not be verified',
  ERR_TLS_CERT_ALTNAME_INVALID: 'The receiver’s TLS certificate is for another name than {host}',
  HPE_INVALID_CONSTANT: 'The receiver did not answer in HTTP',
};

export function networkErrorText(error: NodeJS.ErrnoException, host: string): string {
  const words = error.code ? networkErrors[error.code] : undefined;
  if (!words) return error.code ? `${error.message} (${error.code})` : error.message;
  return `${words.replace('{host}', host)} (${error.code})`;
}

export function statusText(status: number, note?: string): string {
  const reason = STATUS_CODES[status];
  return `The receiver answered ${status}${reason ? ` ${reason}` : ''}${note ? `: ${note}` : ''}`;
}
