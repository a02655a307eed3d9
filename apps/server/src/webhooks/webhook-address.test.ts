import type { LookupAddress } from 'node:dns';
import { networkInterfaces } from 'node:os';
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
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.255',
    '192.88.99.1',
    '2001:db8::1',
    '2001:db8:ffff::1',
    '::ffff:203.0.113.9',
    // 6to4 addresses of 127.0.0.1, 10.0.0.1, 169.254.169.254 and 192.0.2.1.
    '2002:7f00:1::',
    '2002:7f00:0001:0:0:0:0:1',
    '2002:a00:1::1',
    '2002:a9fe:a9fe::',
    '2002:c000:201::',
  ])('refuses the documentation, reserved or 6to4-embedded address %s', (address) => {
    expect(policy.isAllowed(address)).toBe(false);
  });

  // Issue 27, noticed in round 3: a Teredo address reaches whichever IPv4 address it embeds.
  it.each(['2001::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:0:ffff:ffff::'])(
    'refuses the Teredo address %s',
    (address) => {
      expect(policy.isAllowed(address)).toBe(false);
    },
  );

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
    // 6to4 of 8.8.8.8.
    '2002:808:808::1',
    '2001:db9::1',
  ])('lets the public address %s through', (address) => {
    expect(policy.isAllowed(address)).toBe(true);
  });

  it('refuses the node’s own interface addresses, public ones too, unless allowed by configuration', () => {
    const own = ['93.184.216.34', '2606:4700::6810:84e5'];
    const onThisNode = createAddressPolicy([], () => own);
    expect(onThisNode.isAllowed('93.184.216.34')).toBe(false);
    expect(onThisNode.isAllowed('::ffff:93.184.216.34')).toBe(false);
    expect(onThisNode.isAllowed('2606:4700::6810:84e5')).toBe(false);
    expect(onThisNode.isAllowed('93.184.216.35')).toBe(true);
    const allowing = createAddressPolicy(cidrs('93.184.216.34'), () => own);
    expect(allowing.isAllowed('93.184.216.34')).toBe(true);
    // The default reads this machine's interfaces.
    for (const info of Object.values(networkInterfaces()).flat())
      expect(policy.isAllowed(info!.address), info!.address).toBe(false);
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
