/**
 * A loopback stand-in for model servers: OpenAI chat completions (`POST /v1/chat/completions`),
 * Anthropic messages (`POST /v1/messages`) and Ollama chat (`POST /api/chat`). It records every
 * request so tests can assert what was sent, and answers with scripted replies.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  // Parsed JSON body; tests index into it freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export type FakeReply =
  /** A model answer: `content` becomes the message text in the endpoint's own wire shape. */
  | { content: string; finishReason?: 'stop' | 'length' }
  /** A raw HTTP answer, e.g. a 429 with Retry-After. */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answer (until the server closes). */
  | { hang: true };

export type Responder = (request: RecordedRequest) => FakeReply;

export interface FakeModelServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; after them the fallback answers. */
  enqueue(...replies: (FakeReply | Responder)[]): void;
  setFallback(responder: Responder): void;
  close(): Promise<void>;
}

const endpoints = {
  '/v1/chat/completions': openAiChatBody,
  '/v1/messages': anthropicMessageBody,
  '/api/chat': ollamaChatBody,
} as const;

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const requests: RecordedRequest[] = [];
  const queue: (FakeReply | Responder)[] = [];
  let fallback: Responder = () => ({
    status: 500,
    body: { error: { message: 'no scripted reply' } },
  });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        path,
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const bodyOf = endpoints[path as keyof typeof endpoints];
      if (req.method !== 'POST' || !bodyOf) {
        send(res, 404, { error: { message: `no fake for ${req.method} ${path}` } });
        return;
      }
      const next = queue.shift() ?? fallback;
      const reply = typeof next === 'function' ? next(request) : next;
      if ('hang' in reply) return;
      if ('status' in reply) {
        send(
          res,
          reply.status,
          reply.body ?? { error: { message: `status ${reply.status}` } },
          reply.headers,
        );
        return;
      }
      send(res, 200, bodyOf(request, reply.content, reply.finishReason ?? 'stop'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setFallback: (responder) => {
      fallback = responder;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function openAiChatBody(request: RecordedRequest, content: string, finishReason: string): unknown {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.body?.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

/** Anthropic answers structured output either as text or through a forced `json` tool call. */
function anthropicMessageBody(
  request: RecordedRequest,
  content: string,
  finishReason: string,
): unknown {
  const usesJsonTool = (request.body?.tools ?? []).some(
    (tool: { name?: string }) => tool.name === 'json',
  );
  return {
    id: `msg_${Date.now()}`,
    type: 'message',
    role: 'assistant',
    model: request.body?.model,
    content: usesJsonTool
      ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: JSON.parse(content) }]
      : [{ type: 'text', text: content }],
    stop_reason: finishReason === 'length' ? 'max_tokens' : usesJsonTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  };
}

function ollamaChatBody(request: RecordedRequest, content: string, finishReason: string): unknown {
  return {
    model: request.body?.model,
    created_at: new Date().toISOString(),
    message: { role: 'assistant', content },
    done: true,
    done_reason: finishReason,
    prompt_eval_count: 10,
    eval_count: 5,
  };
}
