/**
 * The SSRF guard: which addresses a webhook may reach. Private, loopback, link-local, CGNAT,
 * unique-local, multicast, documentation, reserved and unspecified addresses (and the cloud
 * metadata endpoints inside them), and the node's own interface addresses, are refused unless
 * WEBHOOK_ALLOW_PRIVATE lists them. IPv4-mapped IPv6 addresses are judged by their IPv4 address
 * (BlockList does that for us), 6to4 addresses by the IPv4 address they embed.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { AppError } from '@docsift/core/errors';
import type { Cidr } from '../platform/config/cidr.ts';

const forbiddenV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  // 169.254.169.254 (cloud metadata) included.
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  // Documentation (TEST-NET-1, -2, -3): no receiver is there, a local route may be.
  ['192.0.2.0', 24],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  // The deprecated 6to4 relay anycast.
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const forbiddenV6: [string, number][] = [
  // Unspecified, loopback and the deprecated IPv4-compatible addresses.
  ['::', 96],
  // NAT64: reaches the embedded IPv4 address, whichever it is.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  // Teredo: a relay tunnels it to the IPv4 address it embeds (obfuscated), whichever that is.
  ['2001::', 32],
  // Documentation.
  ['2001:db8::', 32],
  // Unique local, fd00:ec2::254 (AWS metadata) included.
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

function blockListOf(ranges: Cidr[]): BlockList {
  const list = new BlockList();
  for (const { address, prefix, family } of ranges)
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  return list;
}

export interface AddressPolicy {
  /** Whether a webhook may connect to this IP address (false for anything that is not one). */
  isAllowed(address: string): boolean;
}

/** The addresses of this node's interfaces, read at each check: they may change while it runs. */
function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((infos) =>
    (infos ?? []).map((info) => info.address),
  );
}

/**
 * The policy with the CIDRs of WEBHOOK_ALLOW_PRIVATE let through; `ownAddresses` are this
 * node's (a receiver on the node itself reaches its other services).
 */
export function createAddressPolicy(
  allowPrivate: readonly Cidr[] = [],
  ownAddresses: () => string[] = interfaceAddresses,
): AddressPolicy {
  const forbidden = blockListOf([
    ...forbiddenV4.map(([address, prefix]) => ({ address, prefix, family: 4 as const })),
    ...forbiddenV6.map(([address, prefix]) => ({ address, prefix, family: 6 as const })),
  ]);
  const allowed = blockListOf([...allowPrivate]);
  const isOwn = (address: string, type: 'ipv4' | 'ipv6') => {
    const own = new BlockList();
    for (const ownAddress of ownAddresses())
      own.addAddress(ownAddress, isIP(ownAddress) === 4 ? 'ipv4' : 'ipv6');
    return own.check(address, type);
  };
  const isAllowed = (address: string): boolean => {
    const family = isIP(address);
    if (family === 0) return false;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (allowed.check(address, type)) return true;
    if (forbidden.check(address, type) || isOwn(address, type)) return false;
    const embedded = family === 6 ? sixToFourAddress(address) : null;
    return embedded === null || isAllowed(embedded);
  };
  return { isAllowed };
}

/**
 * The IPv4 address a 6to4 address (2002:AABB:CCDD::/48) embeds, which a relay delivers it to;
 * null for any other IPv6 address.
 */
function sixToFourAddress(address: string): string | null {
  const hextets = hextetsOf(address);
  if (hextets[0] !== 0x2002) return null;
  const [high, low] = [hextets[1]!, hextets[2]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** An IPv6 address's eight 16-bit groups (`::` filled, a dotted IPv4 tail as two groups). */
function hextetsOf(address: string): number[] {
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const before = groupsOf(head);
  if (tail === undefined) return before;
  const after = groupsOf(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** The IP address a URL's host is written as (brackets of IPv6 removed), or null for a name. */
export function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
}

/**
 * Refuses a target written as a forbidden IP address (at creation and update). A name is
 * checked at delivery, after resolving it: what it resolves to may change.
 */
export function assertTargetAllowed(url: string, policy: AddressPolicy): void {
  const address = ipLiteralOf(new URL(url));
  if (address != null && !policy.isAllowed(address))
    throw new AppError('webhook/forbidden-address', { field: 'webhookRequest.url' });
}

/** What a guarded lookup fails with when every address of a name is forbidden. */
export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDEN';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, which webhooks may not reach`);
    this.name = 'ForbiddenAddressError';
  }
}

type Resolve = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/**
 * A `lookup` for sockets that resolves the name and hands the socket only allowed addresses: the
 * connection goes to the very address that was checked, so no DNS rebinding slips in between.
 */
export function guardedLookup(
  policy: AddressPolicy,
  resolve: Resolve = systemResolve,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter(
        (a) => policy.isAllowed(a.address) && (!options.family || a.family === options.family),
      );
      if (usable.length === 0)
        return callback(new ForbiddenAddressError(hostname, addresses[0]?.address ?? '?'), '', 0);
      if (options.all) return (callback as AllCallback)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
