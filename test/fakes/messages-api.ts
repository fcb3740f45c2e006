/**
 * A fake Anthropic Messages API on 127.0.0.1: the real SDK talks to it through `baseURL`.
 *
 * Each test scripts a queue of responses:
 * - a message: content blocks + stop_reason + usage, streamed as SSE frames (see messages-sse.ts),
 *   optionally with a delay before every frame, gates that hold the stream before a given block
 *   or before message_stop until the test releases them, a cut after N frames (clean close or a
 *   socket reset), or an `event: error` frame after N frames;
 * - an HTTP error: status, headers (retry-after ...) and an error body.
 *
 * Several conversations (a run and its sub-agents) may interleave: `route(text, ...)` gives the
 * requests whose first user message contains `text` their own queue, and the history checks
 * compare each request with the previous one of the same conversation (same first message).
 *
 * Every request body is recorded and checked (messages-checks.ts); `failures` collects what the
 * checks found and tests assert it stays empty.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkHistory, checkRequestShape, type PreviousExchange } from './messages-checks.js';
import { encodeFrame, framesOf, type FakeBlock, type FakeUsage, type SseFrame } from './messages-sse.js';

export type { FakeBlock, FakeUsage } from './messages-sse.js';

export interface FakeMessage {
  kind?: 'message';
  blocks: FakeBlock[];
  stopReason: string;
  usage?: FakeUsage;
  /** Milliseconds before every frame. */
  frameDelayMs?: number;
  /** Milliseconds before the content_block_start of block i. */
  delayBeforeBlock?: Record<number, number>;
  /** Holds the stream before the content_block_start of block i until the promise settles. */
  holdBeforeBlock?: Record<number, Promise<unknown>>;
  /** Milliseconds before message_delta (after the last block). */
  delayBeforeStop?: number;
  /** Holds the stream before message_delta / message_stop until the promise settles. */
  holdBeforeStop?: Promise<unknown>;
  /**
   * Ends the response after this many frames: `close` ends it cleanly, `reset` destroys the socket
   * (once `after` settles, when given: e.g. when the client has started a call of the message).
   */
  cut?: { afterFrames: number; mode: 'close' | 'reset'; after?: Promise<unknown> };
  /** Sends `event: error` after this many frames, then ends the response. */
  errorFrame?: { afterFrames: number; type: string; message: string };
  /**
   * Rewrites the frames before they are sent (drop, reorder, inject); a string is written to the
   * socket verbatim (malformed SSE: garbage data lines, frames without an `event:` line ...).
   */
  editFrames?: (frames: SseFrame[]) => Array<SseFrame | string>;
  /**
   * The response is damaged even though it reaches message_stop (edited frames, duplicate ids):
   * the client must discard it, so the next request must resend the same history.
   */
  damaged?: boolean;
}

/** Accepts the request and never answers (no status line) until the client gives up. */
export interface FakeHang {
  kind: 'hang';
}

export interface FakeHttpError {
  kind: 'http-error';
  status: number;
  headers?: Record<string, string>;
  errorType?: string;
  message?: string;
}

export type FakeResponse = FakeMessage | FakeHttpError | FakeHang;

export interface RecordedRequest {
  body: Record<string, unknown>;
  apiKey: string | undefined;
  receivedAt: number;
  /** When the final frame (message_stop) was written, for streamed messages that completed. */
  messageStopAt?: number;
  /** When each block's content_block_stop was written. */
  blockStopAt: Record<number, number>;
}

export interface FakeMessagesApi {
  readonly url: string;
  readonly requests: RecordedRequest[];
  readonly failures: string[];
  enqueue(...responses: FakeResponse[]): void;
  /** Responses for the conversation whose first user message contains `firstMessageIncludes`. */
  route(firstMessageIncludes: string, ...responses: FakeResponse[]): void;
  /** Responses still queued. */
  pending(): number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const textMessage = (text: string, usage?: FakeUsage): FakeMessage => ({ blocks: [{ type: 'text', text }], stopReason: 'end_turn', ...(usage ? { usage } : {}) });
export const toolMessage = (calls: Array<{ id: string; name: string; input: unknown }>, text?: string, usage?: FakeUsage): FakeMessage => ({
  blocks: [...(text ? [{ type: 'text' as const, text }] : []), ...calls.map((c) => ({ type: 'tool_use' as const, ...c }))],
  stopReason: 'tool_use',
  ...(usage ? { usage } : {}),
});

export async function startMessagesApi(opts: { model?: string; expectApiKey?: string } = {}): Promise<FakeMessagesApi> {
  const queue: FakeResponse[] = [];
  const requests: RecordedRequest[] = [];
  const failures: string[] = [];
  // The previous exchange per conversation (keyed by its first message).
  const previousOf = new Map<string, PreviousExchange | null>();
  const routes: Array<{ match: string; queue: FakeResponse[] }> = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        failures.push(`fake server error: ${String(error)}`);
        res.destroy();
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
      failures.push(`unexpected route ${req.method} ${req.url}`);
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'unknown route' } }));
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    // This SDK version sends the key as `Authorization: Bearer`; older ones used `x-api-key`.
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const apiKey = (req.headers['x-api-key'] as string | undefined) ?? bearer;
    const record: RecordedRequest = { body, apiKey, receivedAt: performance.now(), blockStopAt: {} };
    requests.push(record);
    const n = requests.length;
    if (body.stream !== true) failures.push(`request ${n}: not a streaming request`);
    if (opts.expectApiKey && apiKey !== opts.expectApiKey) failures.push(`request ${n}: x-api-key was ${String(apiKey)}`);
    for (const f of checkRequestShape(body)) failures.push(`request ${n}: ${f}`);
    const messages = body.messages as PreviousExchange['messages'];
    const first = JSON.stringify(Array.isArray(messages) ? (messages[0] ?? null) : null);
    const previous = previousOf.get(first) ?? null;
    const setPrevious = (p: PreviousExchange | null) => void previousOf.set(first, p);
    for (const f of checkHistory(body, previous)) failures.push(`request ${n}: ${f}`);

    const route = routes.find((r) => first.includes(JSON.stringify(r.match).slice(1, -1)));
    const next = route ? route.queue.shift() : queue.shift();
    if (!next) {
      failures.push(`request ${n}: no scripted response left`);
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'script exhausted' } }));
      setPrevious({ messages, response: null });
      return;
    }
    if (next.kind === 'http-error') {
      setPrevious({ messages, response: null });
      res.writeHead(next.status, { 'content-type': 'application/json', ...(next.headers ?? {}) });
      res.end(JSON.stringify({ type: 'error', error: { type: next.errorType ?? 'api_error', message: next.message ?? `status ${next.status}` } }));
      return;
    }

    if (next.kind === 'hang') {
      setPrevious({ messages, response: null });
      await new Promise<void>((resolve) => req.socket.once('close', () => resolve()));
      return;
    }

    const built = framesOf({ id: `msg_fake_${++counter}`, model: String(body.model ?? opts.model ?? 'fake'), blocks: next.blocks, stopReason: next.stopReason, ...(next.usage ? { usage: next.usage } : {}) });
    const frames = next.editFrames ? next.editFrames(built) : built;
    // Until the stream ends, a request arriving meanwhile (a retry after a stall) follows a failure.
    setPrevious({ messages, response: null });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': `req_fake_${counter}` });
    res.flushHeaders();
    let sent = 0;
    let complete = true;
    for (const frame of frames) {
      if (typeof frame === 'string') {
        if (next.cut && sent >= next.cut.afterFrames) {
          complete = false;
          await next.cut.after;
          if (next.cut.mode === 'reset') req.socket.destroy();
          else res.end();
          break;
        }
        if (res.destroyed) {
          complete = false;
          break;
        }
        res.write(frame);
        sent++;
        continue;
      }
      if (next.cut && sent >= next.cut.afterFrames) {
        complete = false;
        await next.cut.after;
        if (next.cut.mode === 'reset') req.socket.destroy();
        else res.end();
        break;
      }
      if (next.errorFrame && sent >= next.errorFrame.afterFrames) {
        complete = false;
        res.end(encodeFrame({ event: 'error', data: { type: 'error', error: { type: next.errorFrame.type, message: next.errorFrame.message } } }));
        break;
      }
      if (next.frameDelayMs) await sleep(next.frameDelayMs);
      if (frame.event === 'content_block_start' && frame.block !== undefined) {
        const delay = next.delayBeforeBlock?.[frame.block];
        if (delay) await sleep(delay);
        await next.holdBeforeBlock?.[frame.block];
      }
      if (frame.event === 'message_delta' && next.delayBeforeStop) await sleep(next.delayBeforeStop);
      if (frame.event === 'message_delta' && next.holdBeforeStop) await next.holdBeforeStop;
      if (res.destroyed) {
        complete = false;
        break;
      }
      res.write(encodeFrame(frame));
      sent++;
      if (frame.event === 'content_block_stop' && frame.block !== undefined) record.blockStopAt[frame.block] = performance.now();
      if (frame.event === 'message_stop') record.messageStopAt = performance.now();
    }
    if (complete) res.end();
    if (next.damaged) complete = false;
    setPrevious({ messages, response: complete ? { blocks: next.blocks, stopReason: next.stopReason } : null });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failures,
    enqueue: (...responses) => void queue.push(...responses),
    route: (match, ...responses) => {
      const existing = routes.find((r) => r.match === match);
      if (existing) existing.queue.push(...responses);
      else routes.push({ match, queue: [...responses] });
    },
    pending: () => queue.length + routes.reduce((sum, r) => sum + r.queue.length, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
