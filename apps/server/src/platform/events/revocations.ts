/**
 * Credentials ended on one node (a sign-out, a password change, a revoked API key, a deleted
 * account), told to every node over the event bus so that each drops its cached lookup and
 * ends the event streams opened with them at once, instead of within its cache's lifetime.
 * Sessions are named by a hash of their cookie, never the cookie itself.
 */
import { z } from 'zod';
import type { Logger } from '../log/logger.ts';
import type { EventBus } from './event-bus.ts';

const revocationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), key: z.string() }),
  z.object({
    kind: z.literal('user-sessions'),
    userId: z.string(),
    keptKey: z.string().optional(),
  }),
  z.object({ kind: z.literal('api-key'), keyHash: z.string() }),
  z.object({ kind: z.literal('user-api-keys'), userId: z.string() }),
]);
export type Revocation = z.infer<typeof revocationSchema>;

export function createRevocations(bus: Pick<EventBus, 'announce' | 'onNotice'>, logger: Logger) {
  const sending = new Set<Promise<void>>();
  return {
    /** Tells every node; a failure is logged (the other nodes' caches still expire on their own). */
    announce(revocation: Revocation): void {
      const sent = bus
        .announce(JSON.stringify({ revocation }))
        .catch((error: unknown) => logger.warn({ err: error }, 'could not announce a revocation'));
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },
    /** Resolves once every announcement made so far is sent or failed: a CLI verb waits for it before it exits. */
    async sent(): Promise<void> {
      await Promise.all(sending);
    },
    /** Hears every node's revocations, this node's own included. */
    listen(apply: (revocation: Revocation) => void): () => void {
      return bus.onNotice((text) => {
        const parsed = z.object({ revocation: revocationSchema }).safeParse(JSON.parse(text));
        if (parsed.success) apply(parsed.data.revocation);
      });
    },
  };
}
