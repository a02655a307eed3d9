/**
 * What one client may hold of the server's sockets: a connection silent for `idleTimeoutMs` while
 * it is the client's turn is closed (a body trickling a byte now and then, a stalled header, an
 * idle keep-alive), a request must arrive whole within `requestTimeoutMs`, and one address has at
 * most `maxPerIp` connections open at once. A slow upload that keeps flowing is cut only at the
 * request timeout, which is long: the idle timeout is the longest silence, not a total.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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

/**
 * A body that sends a byte just inside the idle timeout is never silent long enough to be cut, and
 * would hold its connection for ever. Judged when the fuse burns, not by the request's 'end': a
 * GET is complete once parsed, though an event stream never reads it to its end.
 */
export function limitRequestTime(server: Server, requestTimeoutMs: number): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const fuse = setTimeout(() => {
      if (!request.complete) request.socket.destroy();
    }, requestTimeoutMs);
    fuse.unref();
    // Answered, an unread rest of the body is closeUnreadBody's.
    response.once('close', () => clearTimeout(fuse));
  });
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
