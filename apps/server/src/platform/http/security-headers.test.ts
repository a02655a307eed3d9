import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it("are helmet's, with a CSP that allows blob: previews", () => {
    const headers = securityHeaders();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
  });
});
