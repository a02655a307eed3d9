import { describe, expect, it } from 'vitest';
import { isForeignOrigin } from './request-origin.ts';

const publicUrl = 'https://docsift.example.com';

describe('the CSRF origin check', () => {
  it('lets through PUBLIC_URL, the origin the request was sent to, and safe methods', () => {
    expect(isForeignOrigin('POST', publicUrl, 'http://10.0.0.5:3000', publicUrl)).toBe(false);
    expect(isForeignOrigin('POST', 'http://10.0.0.5:3000', 'http://10.0.0.5:3000', publicUrl)).toBe(
      false,
    );
    expect(isForeignOrigin('POST', undefined, 'http://10.0.0.5:3000', publicUrl)).toBe(false);
    expect(isForeignOrigin('GET', 'https://evil.example', 'http://a:3000', publicUrl)).toBe(false);
  });

  it('refuses another host, garbage, and the same host under another scheme', () => {
    expect(isForeignOrigin('POST', 'https://evil.example', 'https://a.example', publicUrl)).toBe(
      true,
    );
    expect(isForeignOrigin('POST', 'null', 'https://a.example', publicUrl)).toBe(true);
    expect(isForeignOrigin('DELETE', 'http://a.example', 'https://a.example', publicUrl)).toBe(
      true,
    );
  });
});
