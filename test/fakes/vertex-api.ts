/**
 * A fake Vertex AI on 127.0.0.1, with the Google token flow a GitHub workflow really uses:
 *   - `GET /oidc/token?audience=...`: GitHub's OIDC token endpoint (ACTIONS_ID_TOKEN_REQUEST_URL),
 *     answering `{"value": <jwt>}` only to `Authorization: Bearer <request token>`;
 *   - `POST /sts/v1/token`: Google's Security Token Service, exchanging that JWT
 *     (RFC 8693, form-encoded) for an access token;
 *   - `POST /v1/projects/{p}/locations/{r}/publishers/anthropic/models/{m}:streamRawPredict`:
 *     the model, answering the Messages SSE stream only to `Authorization: Bearer <access token>`.
 * `writeCredentialsFile` writes the workload identity federation config google-github-actions/auth
 * writes (an `external_account` JSON whose credential_source carries the request token), with
 * these loopback URLs, so the real google-auth-library and `@anthropic-ai/vertex-sdk` run the
 * whole flow. (A service-account key cannot be pointed at a loopback token endpoint: the library
 * signs its JWT for, and posts it to, oauth2.googleapis.com whatever the key's token_uri says.)
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkRequestShape } from './messages-checks.js';
import { encodeFrame, framesOf, type FakeBlock, type FakeUsage } from './messages-sse.js';

export type VertexResponse =
  | { kind: 'message'; blocks: FakeBlock[]; stopReason: string; usage?: FakeUsage }
  /** Google's error shape: `{"error": {"code", "message", "status"}}`. */
  | { kind: 'http-error'; status: number; googleStatus: string; message: string };

export interface VertexRequest {
  path: string;
  project: string;
  region: string;
  model: string;
  body: Record<string, unknown>;
  bearer: string;
}

export interface FakeVertex {
  /** The base URL to give the SDK (ANTHROPIC_VERTEX_BASE_URL), `/v1` included. */
  readonly url: string;
  readonly requests: VertexRequest[];
  readonly failures: string[];
  /** The secret the credentials file carries (GitHub's ACTIONS_ID_TOKEN_REQUEST_TOKEN). */
  readonly requestToken: string;
  /** Access tokens the STS endpoint issued. */
  readonly issued: string[];
  /** Token requests seen: `oidc` and `sts`. */
  readonly tokenCalls: string[];
  enqueue(...responses: VertexResponse[]): void;
  /** Makes the STS endpoint refuse the exchange (a workload identity provider that rejects the repo). */
  rejectExchange(status: number): void;
  writeCredentialsFile(file: string): void;
  pending(): number;
  close(): Promise<void>;
}

export async function startVertexApi(opts: { project: string; region: string }): Promise<FakeVertex> {
  const queue: VertexResponse[] = [];
  const requests: VertexRequest[] = [];
  const failures: string[] = [];
  const issued: string[] = [];
  const tokenCalls: string[] = [];
  const requestToken = `ghs_oidcreq_${randomBytes(12).toString('hex')}`;
  const subjectJwt = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: 'repo:octo-org/greeter:ref:refs/heads/main' })).toString('base64url')}.c2ln`;
  let exchangeStatus = 200;
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        failures.push(`fake vertex error: ${String(error)}`);
        res.destroy();
      });
    });
  });

  const json = (res: http.ServerResponse, status: number, body: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/oidc/token') {
      tokenCalls.push('oidc');
      if (req.headers.authorization !== `Bearer ${requestToken}`) {
        failures.push(`OIDC token request without the request token (${String(req.headers.authorization).slice(0, 20)})`);
        return json(res, 401, { message: 'bad request token' });
      }
      if (!url.searchParams.get('audience')) failures.push('OIDC token request without an audience');
      return json(res, 200, { count: 1, value: subjectJwt });
    }
    if (req.method === 'POST' && url.pathname === '/sts/v1/token') {
      tokenCalls.push('sts');
      const form = new URLSearchParams(raw);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:token-exchange') failures.push(`STS grant_type ${form.get('grant_type')}`);
      if (form.get('subject_token') !== subjectJwt) failures.push('STS subject_token is not the OIDC token');
      if (exchangeStatus !== 200) return json(res, exchangeStatus, { error: 'invalid_grant', error_description: 'The audience in the ID Token does not match the expected audience.' });
      const token = `ya29.fake_${randomBytes(16).toString('hex')}`;
      issued.push(token);
      return json(res, 200, { access_token: token, issued_token_type: 'urn:ietf:params:oauth:token-type:access_token', token_type: 'Bearer', expires_in: 3600 });
    }
    const route = /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):streamRawPredict$/.exec(url.pathname);
    if (req.method !== 'POST' || !route) {
      failures.push(`unexpected route ${req.method} ${req.url}`);
      return json(res, 404, { error: { code: 404, message: 'not found', status: 'NOT_FOUND' } });
    }
    const n = requests.length + 1;
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
    if (!issued.includes(bearer)) failures.push(`request ${n}: Authorization is not a token the STS issued (${bearer.slice(0, 12)})`);
    const [, project, region, model] = route as unknown as [string, string, string, string];
    if (project !== opts.project) failures.push(`request ${n}: project ${project}, expected ${opts.project}`);
    if (region !== opts.region) failures.push(`request ${n}: region ${region}, expected ${opts.region}`);
    const body = JSON.parse(raw) as Record<string, unknown>;
    if ('model' in body) failures.push(`request ${n}: body still has model`);
    if (typeof body.anthropic_version !== 'string') failures.push(`request ${n}: no anthropic_version in the body`);
    if (body.stream !== true) failures.push(`request ${n}: not a streaming request`);
    for (const f of checkRequestShape(body)) failures.push(`request ${n}: ${f}`);
    requests.push({ path: url.pathname, project, region, model: decodeURIComponent(model), body, bearer });

    const next = queue.shift();
    if (!next) {
      failures.push(`request ${n}: no scripted response left`);
      return json(res, 500, { error: { code: 500, message: 'script exhausted', status: 'INTERNAL' } });
    }
    if (next.kind === 'http-error') return json(res, next.status, { error: { code: next.status, message: next.message, status: next.googleStatus } });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    for (const frame of framesOf({ id: `msg_vrtx_${++counter}`, model, blocks: next.blocks, stopReason: next.stopReason, ...(next.usage ? { usage: next.usage } : {}) })) {
      res.write(encodeFrame(frame));
      await new Promise((r) => setImmediate(r));
    }
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: `${base}/v1`,
    requests,
    failures,
    requestToken,
    issued,
    tokenCalls,
    enqueue: (...responses) => void queue.push(...responses),
    rejectExchange: (status) => void (exchangeStatus = status),
    writeCredentialsFile(file) {
      const audience = `//iam.googleapis.com/projects/123456/locations/global/workloadIdentityPools/github/providers/marshal`;
      writeFileSync(
        file,
        JSON.stringify({
          type: 'external_account',
          audience,
          subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
          token_url: `${base}/sts/v1/token`,
          credential_source: {
            url: `${base}/oidc/token?api-version=2.0&audience=${encodeURIComponent(`https://iam.googleapis.com/projects/123456/locations/global/workloadIdentityPools/github/providers/marshal`)}`,
            headers: { Authorization: `Bearer ${requestToken}` },
            format: { type: 'json', subject_token_field_name: 'value' },
          },
        }),
        { mode: 0o600 },
      );
    },
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
