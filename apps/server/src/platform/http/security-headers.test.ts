import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it("are helmet's, with a CSP that allows blob: previews", () => {
    const headers = securityHeaders('https://docsift.example.com');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
  });

  it('ask the browser to upgrade requests to https only when PUBLIC_URL is https', () => {
    expect(securityHeaders('https://docsift.example.com')['content-security-policy']).toContain(
      'upgrade-insecure-requests',
    );
    const plain = securityHeaders('http://192.168.1.20:3000')['content-security-policy'];
    expect(plain).toContain("default-src 'self'");
    expect(plain).not.toContain('upgrade-insecure-requests');
  });

  // Issue 27 item 11.
  it('send HSTS only when PUBLIC_URL is https', () => {
    expect(
      securityHeaders('http://192.168.1.20:3000')['strict-transport-security'],
    ).toBeUndefined();
    expect(securityHeaders('https://docsift.example.com')['strict-transport-security']).toMatch(
      /max-age=/,
    );
  });
});
