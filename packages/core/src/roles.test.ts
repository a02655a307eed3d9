import { describe, expect, it } from 'vitest';
import { canExport, roleOrFree } from './roles.ts';

describe('roleOrFree', () => {
  it('reads a stored role this version knows as itself', () => {
    expect(roleOrFree('professional')).toBe('professional');
    expect(roleOrFree('admin')).toBe('admin');
  });

  it('reads no role, or one it does not know, as free', () => {
    expect(roleOrFree(undefined)).toBe('free');
    expect(roleOrFree(null)).toBe('free');
    expect(roleOrFree('enterprise')).toBe('free');
    expect(roleOrFree('Admin')).toBe('free');
  });
});

describe('canExport', () => {
  it('lets anyone have csv and json, and xlsx from starter up', () => {
    expect((['csv', 'json', 'xlsx'] as const).map((f) => canExport('free', f))).toEqual([
      true,
      true,
      false,
    ]);
    expect(canExport('starter', 'xlsx')).toBe(true);
    expect(canExport('admin', 'xlsx')).toBe(true);
  });
});
