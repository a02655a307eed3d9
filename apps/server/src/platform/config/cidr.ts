import { isIP } from 'node:net';

export interface Cidr {
  address: string;
  prefix: number;
  family: 4 | 6;
}

/** `a.b.c.d/n` or `x::y/n`; a bare address means that one address. Null when malformed. */
export function parseCidr(text: string): Cidr | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  const family = isIP(address);
  if (rest.length > 0 || (family !== 4 && family !== 6)) return null;
  const max = family === 4 ? 32 : 128;
  if (prefixText != null && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText == null ? max : Number(prefixText);
  return prefix <= max ? { address, prefix, family } : null;
}
