/**
 * What one client may hold of the server's sockets: a connection that sends and receives nothing
 * for `idleTimeoutMs` is closed (a body trickling a byte now and then, a stalled header), and one
 * address has at most `maxPerIp` connections open at once. A slow upload that keeps flowing is
 * never cut: the timeout is the longest silence, not a total.
 */
import type { Server } from 'node:http';

export interface ConnectionLimits {
  /** HTTP_IDLE_TIMEOUT_SECONDS, in milliseconds. */
  idleTimeoutMs: number;
  /** HTTP_MAX_CONNECTIONS_PER_IP. */
  maxPerIp: number;
}

/** HTTP_IDLE_TIMEOUT_SECONDS and HTTP_MAX_CONNECTIONS_PER_IP unset: above the event streams' 25 s heartbeat. */
export const defaultConnectionLimits: ConnectionLimits = { idleTimeoutMs: 60_000, maxPerIp: 100 };

/** Refuses a connection beyond the per-address cap by closing it before it is read. */
export function capConnectionsPerIp(server: Server, maxPerIp: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerIp) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = open.get(address)! - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
