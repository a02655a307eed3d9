/** Trickling bodies and connection floods, against a real socket (issue 27 item 3). */
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServer } from './http-server.ts';
import { createHttpServer } from './http-server.ts';

const idleTimeoutMs = 1000;
/** Longer than the flowing body below takes (1.5 s). */
const requestTimeoutMs = 3000;
const maxPerIp = 3;
/** An event stream's answer lasts this long: past the request timeout and Node's next look. */
const streamMs = requestTimeoutMs * 1.5;
/** Far above the idle timeout: a busy CI machine may run timers late. */
const closeBoundMs = 15_000;

describe('connection limits', () => {
  let app: HttpServer;
  let port = 0;
  const sockets: net.Socket[] = [];
  /** The server's side of every connection let in and still open. */
  const accepted = new Set<net.Socket>();

  beforeAll(async () => {
    app = await createHttpServer({
      config: {
        publicUrl: 'http://127.0.0.1',
        rateLimit: { perMinute: 1000, authPerIp: 1, authPerEmail: 1 },
        webDist: '/nowhere',
        connections: { idleTimeoutMs, requestTimeoutMs, maxPerIp },
      },
      logger: pino({ level: 'silent' }),
    });
    app.post('/echo', async (request) => ({ length: String(request.body).length }));
    // Answered before the body is read, as an anonymous upload is refused.
    app.post(
      '/guarded',
      { onRequest: async (_request, reply) => reply.code(401).send({ refused: true }) },
      async () => ({ refused: false }),
    );
    // Work that outlasts the idle timeout without a byte, as a language model's suggestion does.
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, idleTimeoutMs * 2.5));
      return { done: true };
    });
    // An event stream, as /api/events: a GET whose answer flows on, a heartbeat each half idle timeout.
    app.get('/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      const startedAt = Date.now();
      const heartbeat = setInterval(() => {
        if (Date.now() - startedAt < streamMs) reply.raw.write(': heartbeat\n\n');
        else {
          clearInterval(heartbeat);
          reply.raw.end(': end\n\n');
        }
      }, idleTimeoutMs / 2);
    });
    app.server.on('connection', (socket: net.Socket) => {
      if (socket.destroyed) return;
      accepted.add(socket);
      socket.once('close', () => accepted.delete(socket));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
  });

  /** A connection, once open (or refused before it was). */
  function connect(): Promise<net.Socket> {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => {});
    return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
  }

  /** Resolves with how long the server took to close `socket`; rejects past the bound. */
  function closed(socket: net.Socket): Promise<number> {
    const startedAt = Date.now();
    return new Promise((resolve, reject) => {
      const bound = setTimeout(() => reject(new Error('connection still open')), closeBoundMs);
      socket.once('close', () => {
        clearTimeout(bound);
        resolve(Date.now() - startedAt);
      });
    });
  }

  /** The whole answer to one request on a connection of its own. */
  async function request(body: string): Promise<string> {
    const socket = await connect();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const done = closed(socket);
    socket.end(
      `POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    await done;
    return answer;
  }

  /**
   * A POST to `path` announcing a 1,000-byte body, of which it sends a byte, then one every
   * `everyMs` (none without it); resolves once the server closed the connection.
   */
  async function trickleBody(
    path: string,
    everyMs?: number,
  ): Promise<{ answer: string; tookMs: number }> {
    const socket = await connect();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const done = closed(socket);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n` +
        'Content-Length: 1000\r\n\r\nx',
    );
    const trickle =
      everyMs === undefined
        ? undefined
        : setInterval(() => socket.writable && socket.write('x'), everyMs);
    const tookMs = await done.finally(() => clearInterval(trickle));
    return { answer, tookMs };
  }

  it('closes a connection whose body sends a byte and then stalls, within the idle timeout', async () => {
    const { tookMs } = await trickleBody('/echo');
    expect(tookMs).toBeGreaterThanOrEqual(idleTimeoutMs - 50);
  });

  it('closes a connection whose body trickles on after its request was answered, once the idle timeout has passed', async () => {
    // A byte every half timeout: never silent for a whole one, so only the answered body's fuse cuts it.
    const { answer, tookMs } = await trickleBody('/guarded', idleTimeoutMs / 2);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(tookMs).toBeGreaterThanOrEqual(idleTimeoutMs - 50);
  });

  it('keeps a body that keeps flowing for longer than the idle timeout', async () => {
    const socket = await connect();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const done = closed(socket);
    const chunks = 15;
    socket.write(
      'POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n' +
        `Content-Length: ${chunks}\r\nConnection: close\r\n\r\n`,
    );
    // A chunk every fifth of the timeout: the whole body takes longer than one timeout.
    for (let sent = 0; sent < chunks; sent++) {
      await new Promise((resolve) => setTimeout(resolve, idleTimeoutMs / 10));
      socket.write('y');
    }
    await done;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"length":15}');
  });

  it('answers 408 and closes a connection whose body trickles a byte inside every idle timeout, once the request timeout has passed', async () => {
    // Never silent for a whole idle timeout: only the request timeout cuts it.
    const { answer, tookMs } = await trickleBody('/echo', idleTimeoutMs / 4);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(tookMs).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
  });

  it('lets an event stream answer for longer than the request timeout', async () => {
    const socket = await connect();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const done = closed(socket);
    socket.write('GET /stream HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await done).toBeGreaterThanOrEqual(streamMs);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain(': end');
  });

  it('lets a request received whole take longer than the idle timeout to be answered', async () => {
    const socket = await connect();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const done = closed(socket);
    socket.write('GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await done;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"done":true}');
  });

  it('answers a normal request', async () => {
    const answer = await request('hello');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"length":5}');
  });

  it('refuses the connection beyond the per-IP cap while the others are served', async () => {
    const held = await Promise.all(Array.from({ length: maxPerIp }, () => connect()));
    const heldOpen = held.map((socket) => {
      let isClosed = false;
      socket.once('close', () => (isClosed = true));
      return () => !isClosed;
    });
    const extra = net.connect(port, '127.0.0.1');
    sockets.push(extra);
    extra.on('error', () => {});
    let received = '';
    extra.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await closed(extra);
    expect(received).toBe('');
    expect(heldOpen.map((isOpen) => isOpen())).toEqual(held.map(() => true));
    // One held connection is served, and once the others go, a new one is let in.
    held[0]!.write('GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answered = await new Promise<string>((resolve) =>
      held[0]!.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(answered).toMatch(/^HTTP\/1\.1 404/);
    // Counted free once the server has seen them close, not when the client has.
    const serverSide = [...accepted];
    await Promise.all([...serverSide.map(closed), ...held.map((socket) => socket.destroy())]);
    expect(await request('again')).toMatch(/^HTTP\/1\.1 200/);
  });
});
