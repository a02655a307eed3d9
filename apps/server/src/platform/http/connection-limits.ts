/**
 * What one client may hold of the server's sockets: a connection silent for `idleTimeoutMs` while
 * it is the client's turn is closed (a body trickling a byte now and then, a stalled header, an
 * idle keep-alive), a request must arrive whole within `requestTimeoutMs` (Node's own
 * requestTimeout), and one address has at most `maxPerIp` connections open at once. A slow upload
 * that keeps flowing is cut only at the request timeout, which is long: the idle timeout is the
 * longest silence, not a total.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Node's socket timeout (Fastify's connectionTimeout) fires on any silence; this decides. A request
 * received whole may take its time to be answered (a language model's field suggestion runs for
 * minutes without a byte), unless its answer sits unread: a client that stopped reading.
 */
export function closeIdleConnections(server: Server, idleTimeoutMs: number): void {
  const answering = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (request: IncomingMessage, response) => {
    answering.set(request.socket, request);
    response.once('close', () => {
      if (answering.get(request.socket) === request) answering.delete(request.socket);
    });
    response.once('finish', () => closeUnreadBody(request, idleTimeoutMs));
  });
  server.on('timeout', (socket: Socket) => {
    const isServersTurn = answering.get(socket)?.complete && socket.writableLength === 0;
    if (!isServersTurn) socket.destroy();
  });
}

/**
 * A request answered before its body arrived (a 401 to an anonymous upload) has its body read
 * and dropped by Node, and each byte restarts the socket's timeout: a body trickling a byte a few
 * seconds would hold the connection for ever. Once answered, the rest must arrive within
 * `idleTimeoutMs`; the answer is sent by then, so an honest client has read it.
 */
function closeUnreadBody(request: IncomingMessage, idleTimeoutMs: number): void {
  if (request.complete) return;
  const { socket } = request;
  const fuse = setTimeout(() => socket.destroy(), idleTimeoutMs);
  fuse.unref();
  const defuse = () => clearTimeout(fuse);
  request.once('end', defuse);
  socket.once('close', defuse);
}

/** Node's defaults: how often it looks for requests past their time, and a head's time. */
const NODE_CHECK_INTERVAL_MS = 30_000;
const NODE_HEADERS_TIMEOUT_MS = 60_000;

/**
 * Fastify's options for Node's own cut of a request not received whole within `requestTimeoutMs`
 * (server.requestTimeout: answered 408, then closed). A body trickling a byte inside every idle
 * timeout would otherwise hold its connection for ever. A GET, an event stream too, is whole once
 * its head is: only a body is timed.
 */
export function requestTimeoutOptions(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      // Node takes a head's timeout longer than the request's for the request's.
      headersTimeout: Math.min(NODE_HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // Looked for every 30 s, a short timeout would be cut far past its time: at most a tenth.
      connectionsCheckingInterval: Math.min(
        NODE_CHECK_INTERVAL_MS,
        Math.ceil(requestTimeoutMs / 10),
      ),
    },
  };
}

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
