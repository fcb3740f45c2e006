/**
 * A fake Amazon Bedrock runtime on 127.0.0.1, speaking InvokeModelWithResponseStream's real wire
 * format: `POST /model/{modelId}/invoke-with-response-stream`, answered with
 * `application/vnd.amazon.eventstream` binary messages. Each message is
 *   prelude (total length u32, headers length u32, CRC32 of those 8 bytes)
 *   headers (name length u8, name, type 7 = string, value length u16, value)
 *   payload ({"bytes":"<base64 of one Messages stream event>"} for a chunk)
 *   CRC32 of everything before it
 * and the bytes are written in uneven pieces, a message split across TCP writes, as a real
 * connection delivers them. The real `@anthropic-ai/bedrock-sdk` (with the AWS SDK's event-stream
 * decoder) talks to it through ANTHROPIC_BEDROCK_BASE_URL / `baseURL`.
 *
 * Every request must carry a SigV4 `Authorization` header whose credential scope names the
 * expected region and the `bedrock` service, and (with session credentials) the session token;
 * what it found goes to `failures`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { checkRequestShape } from './messages-checks.js';
import { framesOf, type FakeBlock, type FakeUsage } from './messages-sse.js';

export type BedrockResponse =
  | { kind: 'message'; blocks: FakeBlock[]; stopReason: string; usage?: FakeUsage; cutAfterFrames?: number }
  /** An HTTP error as Bedrock sends one: `x-amzn-ErrorType` and a `{"message"}` body. */
  | { kind: 'http-error'; status: number; errorType: string; message: string }
  /** An exception message inside a 200 stream, after `afterFrames` chunks. */
  | { kind: 'stream-exception'; afterFrames: number; exceptionType: string; message: string; blocks: FakeBlock[] };

export interface BedrockRequest {
  modelId: string;
  body: Record<string, unknown>;
  authorization: string;
  /** The access key id the signature names. */
  accessKeyId: string;
  sessionToken: string | undefined;
}

export interface FakeBedrock {
  /** The base URL to give the SDK (ANTHROPIC_BEDROCK_BASE_URL). */
  readonly url: string;
  readonly requests: BedrockRequest[];
  readonly failures: string[];
  enqueue(...responses: BedrockResponse[]): void;
  pending(): number;
  close(): Promise<void>;
}

function header(name: string, value: string): Buffer {
  const n = Buffer.from(name, 'utf8');
  const v = Buffer.from(value, 'utf8');
  const out = Buffer.alloc(1 + n.length + 1 + 2 + v.length);
  out.writeUInt8(n.length, 0);
  n.copy(out, 1);
  out.writeUInt8(7, 1 + n.length);
  out.writeUInt16BE(v.length, 2 + n.length);
  v.copy(out, 4 + n.length);
  return out;
}

/** One event-stream message: prelude, prelude CRC, headers, payload, message CRC. */
export function encodeEventStreamMessage(headers: Record<string, string>, payload: Buffer): Buffer {
  const head = Buffer.concat(Object.entries(headers).map(([k, v]) => header(k, v)));
  const total = 12 + head.length + payload.length + 4;
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(head.length, 4);
  prelude.writeUInt32BE(crc32(prelude.subarray(0, 8)), 8);
  const body = Buffer.concat([prelude, head, payload]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([body, crc]);
}

/** A `chunk` event carrying one Messages stream event. */
export function chunkMessage(event: unknown): Buffer {
  const bytes = Buffer.from(JSON.stringify(event), 'utf8').toString('base64');
  return encodeEventStreamMessage(
    { ':event-type': 'chunk', ':content-type': 'application/json', ':message-type': 'event' },
    Buffer.from(JSON.stringify({ bytes }), 'utf8'),
  );
}

function exceptionMessage(type: string, message: string): Buffer {
  return encodeEventStreamMessage(
    { ':exception-type': type, ':content-type': 'application/json', ':message-type': 'exception' },
    Buffer.from(JSON.stringify({ message }), 'utf8'),
  );
}

/** `AWS4-HMAC-SHA256 Credential=AKID/20261123/us-east-1/bedrock/aws4_request, SignedHeaders=..., Signature=...` */
const SIGV4 = /^AWS4-HMAC-SHA256 Credential=([A-Z0-9]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

export async function startBedrockApi(opts: {
  region: string;
  sessionToken?: string;
  /** Expect a Bedrock API key (`Authorization: Bearer`) instead of a SigV4 signature. */
  bearer?: string;
}): Promise<FakeBedrock> {
  const queue: BedrockResponse[] = [];
  const requests: BedrockRequest[] = [];
  const failures: string[] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        failures.push(`fake bedrock error: ${String(error)}`);
        res.destroy();
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const route = /^\/model\/([^/]+)\/invoke-with-response-stream$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !route) {
      failures.push(`unexpected route ${req.method} ${req.url}`);
      res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'UnknownOperationException' }).end('{"message":"unknown operation"}');
      return;
    }
    const n = requests.length + 1;
    const authorization = String(req.headers.authorization ?? '');
    const sig = SIGV4.exec(authorization);
    if (opts.bearer !== undefined) {
      if (authorization !== `Bearer ${opts.bearer}`) failures.push(`request ${n}: expected the Bedrock API key as a bearer token`);
    } else if (!sig) failures.push(`request ${n}: no SigV4 Authorization header (${authorization.slice(0, 40)})`);
    else {
      if (sig[3] !== opts.region) failures.push(`request ${n}: signed for region ${sig[3]}, expected ${opts.region}`);
      if (sig[4] !== 'bedrock') failures.push(`request ${n}: signed for service ${sig[4]}`);
      if (!String(sig[5]).split(';').includes('x-amz-date')) failures.push(`request ${n}: x-amz-date is not signed`);
    }
    if (opts.bearer === undefined && !req.headers['x-amz-date']) failures.push(`request ${n}: no x-amz-date header`);
    const sessionToken = req.headers['x-amz-security-token'] as string | undefined;
    if (opts.sessionToken !== undefined && sessionToken !== opts.sessionToken) failures.push(`request ${n}: x-amz-security-token was ${String(sessionToken)}`);
    const body = JSON.parse(raw) as Record<string, unknown>;
    // Bedrock takes the model from the path and the version from the body.
    if ('model' in body || 'stream' in body) failures.push(`request ${n}: body still has model/stream`);
    if (typeof body.anthropic_version !== 'string') failures.push(`request ${n}: no anthropic_version in the body`);
    for (const f of checkRequestShape(body)) failures.push(`request ${n}: ${f}`);
    requests.push({ modelId: decodeURIComponent(route[1] as string), body, authorization, accessKeyId: sig?.[1] ?? '', sessionToken });

    const next = queue.shift();
    if (!next) {
      failures.push(`request ${n}: no scripted response left`);
      res.writeHead(500, { 'content-type': 'application/json', 'x-amzn-errortype': 'InternalServerException' }).end('{"message":"script exhausted"}');
      return;
    }
    if (next.kind === 'http-error') {
      res.writeHead(next.status, { 'content-type': 'application/json', 'x-amzn-errortype': `${next.errorType}:http://internal.amazon.com/coral/com.amazon.bedrock/`, 'x-amzn-requestid': `req-${n}` });
      res.end(JSON.stringify({ message: next.message }));
      return;
    }
    const frames = framesOf({ id: `msg_bdrk_${++counter}`, model: route[1] as string, blocks: next.blocks, stopReason: next.kind === 'message' ? next.stopReason : 'end_turn', ...(next.kind === 'message' && next.usage ? { usage: next.usage } : {}), pings: false });
    const messages = frames.map((frame) => {
      const data = frame.data as Record<string, unknown>;
      // Bedrock adds its invocation metrics to message_stop.
      if (data.type === 'message_stop') return chunkMessage({ ...data, 'amazon-bedrock-invocationMetrics': { inputTokenCount: 100, outputTokenCount: 20, invocationLatency: 50, firstByteLatency: 10 } });
      return chunkMessage(data);
    });
    res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-requestid': `req-${n}`, 'x-amzn-bedrock-content-type': 'application/json' });
    res.flushHeaders();
    const stopAt = next.kind === 'stream-exception' ? next.afterFrames : next.cutAfterFrames;
    const wire = Buffer.concat(stopAt === undefined ? messages : messages.slice(0, stopAt));
    // Uneven pieces: messages split across writes, prelude and CRC included.
    for (let at = 0, k = 0; at < wire.length; k++) {
      const size = [7, 150, 3, 61, 402, 19][k % 6] as number;
      res.write(wire.subarray(at, at + size));
      at += size;
      if (k % 5 === 0) await new Promise((r) => setImmediate(r));
    }
    if (next.kind === 'stream-exception') res.end(exceptionMessage(next.exceptionType, next.message));
    else if (next.cutAfterFrames !== undefined) req.socket.destroy();
    else res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failures,
    enqueue: (...responses) => void queue.push(...responses),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
