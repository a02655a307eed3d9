import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { parseCidr } from '../platform/config/cidr.ts';
import type { Cidr } from '../platform/config/cidr.ts';
import {
  assertTargetAllowed,
  createAddressPolicy,
  ForbiddenAddressError,
  guardedLookup,
} from './webhook-address.ts';

const cidrs = (...texts: string[]): Cidr[] => texts.map((text) => parseCidr(text)!);

describe('the webhook address policy', () => {
  const policy = createAddressPolicy();

  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    'ff02::1',
  ])('refuses %s', (address) => {
    expect(policy.isAllowed(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
  ])('lets the public address %s through', (address) => {
    expect(policy.isAllowed(address)).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    expect(policy.isAllowed('localhost')).toBe(false);
    expect(policy.isAllowed('')).toBe(false);
  });

  it('lets the configured CIDRs through, IPv4-mapped forms included, and nothing else', () => {
    const allowing = createAddressPolicy(cidrs('127.0.0.0/8', 'fd12::/16'));
    expect(allowing.isAllowed('127.0.0.1')).toBe(true);
    expect(allowing.isAllowed('::ffff:127.0.0.1')).toBe(true);
    expect(allowing.isAllowed('fd12:1::1')).toBe(true);
    expect(allowing.isAllowed('10.0.0.1')).toBe(false);
    expect(allowing.isAllowed('::1')).toBe(false);
  });

  it('refuses a forbidden IP literal in a target URL, in any of its spellings', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'https://[::ffff:127.0.0.1]:8443/x',
      'http://[::1]/',
    ])
      expect(() => assertTargetAllowed(url, policy), url).toThrow(
        expect.objectContaining({ code: 'webhook/forbidden-address' }),
      );
    // A name is judged after it resolves, at delivery.
    expect(() => assertTargetAllowed('http://localhost:3000/', policy)).not.toThrow();
    expect(() => assertTargetAllowed('https://hooks.example.com/in', policy)).not.toThrow();
  });
});

describe('parseCidr', () => {
  it('reads addresses and ranges of both families', () => {
    expect(parseCidr(' 127.0.0.0/8 ')).toEqual({ address: '127.0.0.0', prefix: 8, family: 4 });
    expect(parseCidr('10.0.0.5')).toEqual({ address: '10.0.0.5', prefix: 32, family: 4 });
    expect(parseCidr('fd00::/8')).toEqual({ address: 'fd00::', prefix: 8, family: 6 });
  });

  it.each(['', 'localhost', '10.0.0.0/33', '::/129', '10.0.0.0/8/8', '10.0.0.0/x', '300.1.1.1'])(
    'refuses %j',
    (text) => {
      expect(parseCidr(text)).toBeNull();
    },
  );
});

describe('the guarded lookup', () => {
  const policy = createAddressPolicy();
  const resolveTo =
    (...addresses: LookupAddress[]) =>
    (_host: string, callback: (error: null, addresses: LookupAddress[]) => void) =>
      callback(null, addresses);

  function lookup(resolve: ReturnType<typeof resolveTo>, all: boolean) {
    return new Promise<unknown>((resolvePromise, reject) => {
      guardedLookup(policy, resolve)('hooks.example.com', { all }, (error, address, family) =>
        error ? reject(error) : resolvePromise(all ? address : { address, family }),
      );
    });
  }

  it('hands the socket only the allowed addresses of a name', async () => {
    const resolve = resolveTo(
      { address: '10.0.0.1', family: 4 },
      { address: '93.184.216.34', family: 4 },
    );
    expect(await lookup(resolve, false)).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await lookup(resolve, true)).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it('fails when a name resolves only to forbidden addresses (DNS rebinding to loopback)', async () => {
    const resolve = resolveTo({ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 });
    const failure = lookup(resolve, true);
    await expect(failure).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(failure).rejects.toThrow('hooks.example.com resolves to 127.0.0.1');
  });
});
