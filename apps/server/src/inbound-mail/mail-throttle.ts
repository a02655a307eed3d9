/**
 * How many messages inbound mail lets in before it asks senders to come back later: each one
 * becomes paid parses, so a flood from one address, or to one doctype, must not run up its
 * owner's bill, neither in a burst nor spread over a day. Counted in this SMTP process's memory, each window starting with its first message.
 */
import type { InboundMailConfig } from '../platform/config/config.ts';

export type MailThrottleLimits = InboundMailConfig['throttle'];

/** Which limit a message would break. */
export type MailThrottleRefusal = 'ip' | 'ip-day' | 'doctype' | 'doctype-day';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Past this many counters the expired ones are dropped, so scanning addresses cannot fill memory. */
const SWEEP_ABOVE = 10_000;

interface Window {
  endsAt: number;
  count: number;
}

export function createMailThrottle(limits: MailThrottleLimits, now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  /** The counter of `key` in the window of `lengthMs` that holds `at`. */
  function windowOf(key: string, lengthMs: number, at: number): Window {
    const current = windows.get(key);
    if (current && current.endsAt > at) return current;
    if (windows.size > SWEEP_ABOVE)
      for (const [other, window] of windows) if (window.endsAt <= at) windows.delete(other);
    const fresh = { endsAt: at + lengthMs, count: 0 };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    /**
     * Counts one message from `ip` to `doctypeId`, or names the limit it would break; a message
     * refused is not counted, so the sender's retry is judged afresh.
     */
    admit(ip: string, doctypeId: string): MailThrottleRefusal | null {
      const at = now();
      const checks: [MailThrottleRefusal, Window, number][] = [
        ['ip', windowOf(`ip:${ip}`, MINUTE_MS, at), limits.perIpPerMinute],
        ['ip-day', windowOf(`ip-day:${ip}`, DAY_MS, at), limits.perIpPerDay],
        ['doctype', windowOf(`minute:${doctypeId}`, MINUTE_MS, at), limits.perDoctypePerMinute],
        ['doctype-day', windowOf(`day:${doctypeId}`, DAY_MS, at), limits.perDoctypePerDay],
      ];
      const broken = checks.find(([, window, max]) => window.count >= max);
      if (broken) return broken[0];
      for (const [, window] of checks) window.count++;
      return null;
    },
  };
}

export type MailThrottle = ReturnType<typeof createMailThrottle>;
