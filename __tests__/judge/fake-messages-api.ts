import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, as the SDK sent it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    max_tokens?: number;
    system?: string | { type: string; text: string; cache_control?: unknown }[];
    messages?: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

/** What the fake answers: a reply, an HTTP error, or nothing at all (a hang). */
export type FakeAnswer =
  | {
      kind: 'reply';
      text: string;
      /** `end_turn` when absent; `null` sends null, `'(missing)'` leaves the field out, as a proxy might. */
      stopReason?: string | null;
      inputTokens?: number;
      outputTokens?: number;
      /** Sent as `cache_read_input_tokens` / `cache_creation_input_tokens` when given. */
      cacheReadTokens?: number;
      cacheWriteTokens?: number;
    }
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  | { kind: 'hang' }
  /** The status line, headers and the start of a reply are sent, then nothing more (a stalled body). */
  | { kind: 'stall' }
  /** The connection is cut without an answer: the client sees a connection error. */
  | { kind: 'drop' }
  /** A whole reply with these content blocks (tool_use, text…), for the agent loop. */
  | {
      kind: 'message';
      content: Record<string, unknown>[];
      stopReason?: string;
      usage?: Record<string, number>;
    }
  /** A 200 with this body exactly as given (a malformed reply). */
  | { kind: 'raw'; body: unknown };

export const reply = (text: string, extra: Partial<Omit<FakeAnswer & { kind: 'reply' }, 'kind' | 'text'>> = {}) =>
  ({ kind: 'reply', text, ...extra }) as const;
export const httpError = (status: number, message: string, headers?: Record<string, string>) =>
  ({ kind: 'error', status, message, headers }) as const;

export interface FakeMessagesApi {
  /** For ANTHROPIC_BASE_URL. */
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** The sampling parameters API version 2026-10-21 rejects with a 400, as the real API does. */
const REMOVED_PARAMETERS = ['temperature', 'top_p', 'top_k'];

/**
 * A Messages API on 127.0.0.1 (port 0) that answers each POST /v1/messages with whatever `answer`
 * says for it. It behaves like the real API where the client could tell: error bodies in the API's
 * shape, and a 400 for the sampling parameters the 2026-10-21 version removed.
 */
export async function startFakeMessagesApi(
  answer: (request: ReceivedRequest, index: number) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeMessagesApi & { maxInFlight(): number }> {
  let inFlight = 0;
  let maxInFlight = 0;
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(raw || '{}') as ReceivedRequest['body'];
      } catch {
        return sendError(res, 400, 'invalid_request_error', 'body is not JSON');
      }
      const request: ReceivedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      const index = requests.push(request) - 1;
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
        return sendError(res, 404, 'not_found_error', `no route ${req.method} ${req.url}`);
      }
      const removed = REMOVED_PARAMETERS.filter((name) => name in body);
      if (removed.length > 0)
        return sendError(res, 400, 'invalid_request_error', `${removed[0]}: Extra inputs are not permitted`);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      res.on('close', () => inFlight--);
      void Promise.resolve(answer(request, index)).then((decided) => respond(res, body, index, decided));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function respond(res: ServerResponse, body: ReceivedRequest['body'], index: number, decided: FakeAnswer): void {
  if (decided.kind === 'hang') return; // never answers; the client's timeout must end it
  if (decided.kind === 'drop') return void res.socket?.destroy();
  if (decided.kind === 'stall') {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_fake_${index}` });
    return void res.write('{"id":"msg_stalled","type":"message","content":[');
  }
  if (decided.kind === 'raw') {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_fake_${index}` });
    return void res.end(JSON.stringify(decided.body));
  }
  if (decided.kind === 'message') {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_fake_${index}` });
    return void res.end(
      JSON.stringify({
        id: `msg_fake_${index}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: decided.content,
        stop_reason:
          decided.stopReason ?? (decided.content.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn'),
        stop_sequence: null,
        usage: decided.usage ?? {
          input_tokens: 100,
          output_tokens: 20,
          cache_read_input_tokens: 50,
          cache_creation_input_tokens: 10,
        },
      }),
    );
  }
  if (decided.kind === 'error') {
    const type =
      decided.status === 429 ? 'rate_limit_error' : decided.status === 401 ? 'authentication_error' : 'api_error';
    return sendError(res, decided.status, type, decided.message, decided.headers);
  }
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_fake_${index}` });
  const stopReason = decided.stopReason === undefined ? 'end_turn' : decided.stopReason;
  res.end(
    JSON.stringify({
      id: `msg_fake_${index}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text: decided.text }],
      stop_reason: stopReason === '(missing)' ? undefined : stopReason,
      stop_sequence: null,
      usage: {
        input_tokens: decided.inputTokens ?? 100,
        output_tokens: decided.outputTokens ?? 12,
        ...(decided.cacheReadTokens !== undefined && { cache_read_input_tokens: decided.cacheReadTokens }),
        ...(decided.cacheWriteTokens !== undefined && { cache_creation_input_tokens: decided.cacheWriteTokens }),
      },
    }),
  );
}

function sendError(
  res: ServerResponse,
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_error_${status}`, ...headers });
  res.end(JSON.stringify({ type: 'error', error: { type, message } }));
}

/** The criterion and the fenced output of a request's one user message. */
export function userMessageOf(request: ReceivedRequest): string {
  const messages = request.body.messages ?? [];
  if (messages.length !== 1 || messages[0]!.role !== 'user' || typeof messages[0]!.content !== 'string') {
    throw new Error(`expected exactly one user message with string content, got ${JSON.stringify(messages)}`);
  }
  return messages[0]!.content;
}

/** The criterion of a request, as the user message states it (before the fenced output). */
export function criterionOf(request: ReceivedRequest): string {
  const match = /^Criterion:\n([^\n]*)\n/.exec(userMessageOf(request));
  if (!match) throw new Error(`no criterion in ${JSON.stringify(userMessageOf(request).slice(0, 200))}`);
  return match[1]!;
}

/** A reply asking for tool calls, as the agent loop's fake turns say it. */
export const toolUse = (...calls: [name: string, input: unknown][]): FakeAnswer => ({
  kind: 'message',
  content: calls.map(([name, input], index) => ({ type: 'tool_use', id: `toolu_${index}_${name}`, name, input })),
});

/** A final answer. */
export const finalText = (text: string): FakeAnswer => ({ kind: 'message', content: [{ type: 'text', text }] });

/**
 * A model that is a seeded coin: on a conversation's first turn it answers `right` with probability
 * `rate(model, request)` (from a seeded generator, so a run is reproducible) and otherwise `wrong`;
 * later turns follow the script chosen (the nth reply is the nth entry, the last repeats). Trials
 * run one after the other, so a conversation's script is the one drawn at its first turn. The rate
 * may depend on the model named and on what the request holds, such as the wording of a tool's
 * description (`toolDescription`).
 */
export function seededCoin(options: {
  seed: number;
  /** The chance of the right answer, by the model named (and the request: its prompt, its tools' wording). */
  rate: (model: string, request: ReceivedRequest) => number;
  right: FakeAnswer[];
  wrong: FakeAnswer[];
}): (request: ReceivedRequest) => FakeAnswer {
  let state = options.seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let script = options.right;
  return (request) => {
    const turn = (request.body.messages ?? []).filter((message) => message.role === 'assistant').length;
    if (turn === 0) script = random() < options.rate(request.body.model ?? '', request) ? options.right : options.wrong;
    return script[Math.min(turn, script.length - 1)]!;
  };
}

/** The description of tool `name` as the request gave it to the model (undefined when it has none). */
export function toolDescription(request: ReceivedRequest, name: string): string | undefined {
  const tools = (request.body.tools ?? []) as { name?: string; description?: string }[];
  return tools.find((tool) => tool.name === name)?.description;
}
