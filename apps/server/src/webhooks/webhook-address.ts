/**
 * The SSRF guard: which addresses a webhook may reach. Private, loopback, link-local, CGNAT,
 * unique-local, multicast, reserved and unspecified addresses (and the cloud metadata endpoints
 * inside them) are refused unless WEBHOOK_ALLOW_PRIVATE lists them. IPv4-mapped IPv6 addresses
 * are judged by their IPv4 address (BlockList does that for us).
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
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

/** The policy with the CIDRs of WEBHOOK_ALLOW_PRIVATE let through. */
export function createAddressPolicy(allowPrivate: readonly Cidr[] = []): AddressPolicy {
  const forbidden = blockListOf([
    ...forbiddenV4.map(([address, prefix]) => ({ address, prefix, family: 4 as const })),
    ...forbiddenV6.map(([address, prefix]) => ({ address, prefix, family: 6 as const })),
  ]);
  const allowed = blockListOf([...allowPrivate]);
  return {
    isAllowed(address) {
      const family = isIP(address);
      if (family === 0) return false;
      const type = family === 4 ? 'ipv4' : 'ipv6';
      return !forbidden.check(address, type) || allowed.check(address, type);
    },
  };
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
