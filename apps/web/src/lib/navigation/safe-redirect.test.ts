import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeRedirectPath('/doctype/doctype-1/records/all?x=1')).toBe(
      '/doctype/doctype-1/records/all?x=1',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\tx',
  ])('falls back to the dashboard for %j', (r) => {
    expect(safeRedirectPath(r)).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('round-trips a path with a query through r', () => {
    const login = new URL(loginPathFor('/settings?tab=a&b=c'), 'http://x');
    expect(login.pathname).toBe('/login');
    expect(safeRedirectPath(login.searchParams.get('r'))).toBe('/settings?tab=a&b=c');
  });
});
