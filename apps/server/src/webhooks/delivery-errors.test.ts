import { describe, expect, it } from 'vitest';
import { networkErrorText, statusText } from './delivery-errors.ts';

const errno = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a failed delivery in plain words', () => {
  it('names what went wrong on the network, the code kept at the end', () => {
    expect(
      networkErrorText(errno('ENOTFOUND', 'getaddrinfo ENOTFOUND hooks.example'), 'hooks.example'),
    ).toBe('The address could not be found: no DNS entry for hooks.example (ENOTFOUND)');
    expect(networkErrorText(errno('CERT_HAS_EXPIRED', 'certificate has expired'), 'a.b')).toBe(
      'The receiver’s TLS certificate has expired (CERT_HAS_EXPIRED)',
    );
    expect(networkErrorText(errno('EWHATEVER', 'odd'), 'a.b')).toBe('odd (EWHATEVER)');
    expect(networkErrorText(new Error('socket hang up'), 'a.b')).toBe('socket hang up');
  });

  it('names an HTTP status by its reason', () => {
    expect(statusText(404)).toBe('The receiver answered 404 Not Found');
    expect(statusText(599)).toBe('The receiver answered 599');
  });
});
