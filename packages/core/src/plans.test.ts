import { describe, expect, it } from 'vitest';
import {
  canExportDoctype,
  creditLevel,
  doctypeOutputs,
  defaultRetention,
  effectiveRetention,
  isCreditTextLow,
  maxDoctypes,
  planCredits,
  planFeatures,
} from './plans.ts';
import { hasRole, roleRank } from './roles.ts';

describe('roles', () => {
  it('ranks free < starter < professional < admin', () => {
    expect(roleRank('free')).toBeLessThan(roleRank('starter'));
    expect(roleRank('starter')).toBeLessThan(roleRank('professional'));
    expect(roleRank('professional')).toBeLessThan(roleRank('admin'));
  });

  it('passes a check when the role is at least the required one', () => {
    expect(hasRole('professional', 'starter')).toBe(true);
    expect(hasRole('starter', 'starter')).toBe(true);
    expect(hasRole('free', 'starter')).toBe(false);
    expect(hasRole('admin', 'professional')).toBe(true);
  });
});

describe('plans', () => {
  it('has the spec credits and doctype limits', () => {
    expect(planCredits).toEqual({ free: 500, starter: 3000, professional: 6000 });
    expect([maxDoctypes('free'), maxDoctypes('starter'), maxDoctypes('professional')]).toEqual([
      3, 15, 100,
    ]);
    expect(maxDoctypes('admin')).toBe(Infinity);
  });

  it('defaults retention by plan', () => {
    expect([
      defaultRetention('free'),
      defaultRetention('starter'),
      defaultRetention('professional'),
    ]).toEqual([7, 30, 90]);
  });

  it('caps the chosen retention to the plan default below professional', () => {
    expect(effectiveRetention('free', 365)).toBe(7);
    expect(effectiveRetention('starter', 90)).toBe(30);
    expect(effectiveRetention('starter', 14)).toBe(14);
    expect(effectiveRetention('professional', 365)).toBe(365);
    expect(effectiveRetention('admin', 182)).toBe(182);
    expect(effectiveRetention('starter', null)).toBe(30);
  });

  it('colours the credit meter red below 10 % and warn below 25 %', () => {
    expect(creditLevel(49, 500)).toBe('danger');
    expect(creditLevel(50, 500)).toBe('warn');
    expect(creditLevel(124, 500)).toBe('warn');
    expect(creditLevel(125, 500)).toBe('ok');
    expect(isCreditTextLow(99)).toBe(true);
    expect(isCreditTextLow(100)).toBe(false);
  });
});

describe('planFeatures', () => {
  it('lists what each plan gives, each paid plan adding to the one below', () => {
    expect(planFeatures('free')).toEqual({
      maxDoctypes: 3,
      retentionDays: 7,
      customRetention: false,
      xlsxDownload: false,
      inboundEmail: false,
      webhooks: false,
    });
    expect(planFeatures('starter')).toEqual({
      maxDoctypes: 15,
      retentionDays: 30,
      customRetention: false,
      xlsxDownload: true,
      inboundEmail: true,
      webhooks: false,
    });
    expect(planFeatures('professional')).toEqual({
      maxDoctypes: 100,
      retentionDays: 90,
      customRetention: true,
      xlsxDownload: true,
      inboundEmail: true,
      webhooks: true,
    });
  });
});

describe("a doctype's outputs (docs/teams.md)", () => {
  it("follow the author's plan", () => {
    expect(doctypeOutputs('free')).toEqual({
      exportFormats: ['csv', 'json'],
      inboundEmail: false,
      webhooks: false,
    });
    expect(doctypeOutputs('starter')).toEqual({
      exportFormats: ['csv', 'json', 'xlsx'],
      inboundEmail: true,
      webhooks: false,
    });
    expect(doctypeOutputs('professional')).toMatchObject({ webhooks: true });
  });

  it("export xlsx for a member when either the own plan or the author's has it", () => {
    const ofAuthor = (role: 'free' | 'starter') => ({ outputs: doctypeOutputs(role) });
    expect(canExportDoctype('free', ofAuthor('free'), 'xlsx')).toBe(false);
    expect(canExportDoctype('free', ofAuthor('starter'), 'xlsx')).toBe(true);
    expect(canExportDoctype('starter', ofAuthor('free'), 'xlsx')).toBe(true);
    expect(canExportDoctype('free', ofAuthor('free'), 'csv')).toBe(true);
  });
});
