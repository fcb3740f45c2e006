import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createAnthropicClient, DEFAULT_MODEL, DEFAULT_RETRY, parseRetryAfter, retryDelay } from '../../src/agent/index.js';
import { startMessagesApi, textMessage, toolMessage, type FakeMessage, type FakeMessagesApi } from '../fakes/messages-api.js';
import { agentHarness, ofType, toolEnds } from '../fakes/messages-harness.js';
import { framesOf } from '../fakes/messages-sse.js';

let api: FakeMessagesApi;
beforeEach(async () => {
  api = await startMessagesApi();
});
afterEach(async () => {
  expect(api.failures).toEqual([]);
  await api.close();
});

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** Frames before message_delta: every block complete, the message not. */
const framesBeforeStop = (m: FakeMessage) => framesOf({ id: 'x', model: 'm', blocks: m.blocks, stopReason: m.stopReason }).length - 2;

describe('streaming dispatch', () => {
  test('a read call starts while the model is still streaming the rest of the message', async () => {
    const h = agentHarness(api);
    // The fake will not send block 1 until the read of block 0 has started (or 10 s pass).
    const started = Promise.race([h.log.whenStarted('r1'), sleep(10_000)]);
    api.enqueue(
      {
        ...toolMessage([
          { id: 'r1', name: 'Peek', input: { path: 'a.txt' } },
          { id: 'r2', name: 'Peek', input: { path: 'b.txt' } },
        ]),
        holdBeforeBlock: { 1: started },
      },
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    const stopAt = api.requests[0]?.messageStopAt as number;
    expect(h.log.started.get('r1')).toBeDefined();
    expect(h.log.started.get('r1') as number).toBeLessThan(stopAt);
  });

  test('mutations are held until message_stop, and so is every call after one', async () => {
    const h = agentHarness(api);
    api.enqueue(
      {
        ...toolMessage([
          { id: 'r0', name: 'Peek', input: { path: 'a.txt' } },
          { id: 'w1', name: 'Put', input: { path: 'new.txt', text: 'x' } },
          { id: 'r2', name: 'Peek', input: { path: 'b.txt' } },
        ]),
        holdBeforeStop: sleep(300),
      },
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    const req = api.requests[0];
    const stopAt = req?.messageStopAt as number;
    expect(h.log.started.get('r0') as number).toBeLessThan(stopAt);
    expect(h.log.started.get('w1') as number).toBeGreaterThanOrEqual(req?.blockStopAt[2] as number);
    expect(h.log.started.get('w1') as number).toBeGreaterThan(stopAt - 1);
    expect(h.log.started.get('r2') as number).toBeGreaterThan(stopAt - 1);
    expect(toolEnds(h.events).map((e) => e.id)).toEqual(['r0', 'w1', 'r2']);
  });
});

describe('resilience', () => {
  test('429 with retry-after: waits as told, retries the turn, succeeds', async () => {
    const h = agentHarness(api);
    api.enqueue({ kind: 'http-error', status: 429, headers: { 'retry-after': '1' }, errorType: 'rate_limit_error' }, textMessage('ok'));
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    const retries = ofType(h.events, 'retry');
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ attempt: 1, delayMs: 1000 });
    expect(retries[0]?.error).toMatch(/429/);
    expect((api.requests[1]?.receivedAt as number) - (api.requests[0]?.receivedAt as number)).toBeGreaterThanOrEqual(900);
  });

  test('529 overloaded then success', async () => {
    const h = agentHarness(api);
    api.enqueue({ kind: 'http-error', status: 529, errorType: 'overloaded_error' }, { kind: 'http-error', status: 503 }, textMessage('ok'));
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(ofType(h.events, 'retry').map((e) => e.attempt)).toEqual([1, 2]);
  });

  for (const mode of ['close', 'reset'] as const) {
    test(`stream cut before message_stop (${mode}): retried, and the partial message's mutation never ran`, async () => {
      const h = agentHarness(api);
      const partial = toolMessage([
        { id: 'r1', name: 'Peek', input: { path: 'a.txt' } },
        { id: 'w1', name: 'Put', input: { path: 'partial.txt', text: 'must not exist' } },
      ]);
      api.enqueue(
        { ...partial, cut: { afterFrames: framesBeforeStop(partial), mode } },
        toolMessage([{ id: 'w2', name: 'Put', input: { path: 'final.txt', text: 'ok' } }]),
        textMessage('done'),
      );
      const result = await h.run();
      expect(result.conclusion).toBe('success');
      expect(h.log.writes).toEqual(['final.txt']);
      expect(h.log.started.has('w1')).toBe(false);
      expect(ofType(h.events, 'retry')).toHaveLength(1);
      // The retried request resent the same history (the fake checks it) and no result for r1 was sent.
      const sent = JSON.stringify(api.requests.map((r) => r.body.messages));
      expect(sent).not.toContain('"r1"');
    });
  }

  test('an `event: error` frame mid-stream is retried', async () => {
    const h = agentHarness(api);
    api.enqueue(
      { ...toolMessage([{ id: 'w1', name: 'Put', input: { path: 'p.txt', text: 'x' } }]), errorFrame: { afterFrames: 5, type: 'overloaded_error', message: 'Overloaded' } },
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(h.log.writes).toEqual([]);
    expect(ofType(h.events, 'retry')[0]?.error).toMatch(/overloaded_error/);
  });

  test('ANTHROPIC_BASE_URL is honoured when no baseURL is given', async () => {
    const h = agentHarness(api);
    const saved = process.env.ANTHROPIC_BASE_URL;
    process.env.ANTHROPIC_BASE_URL = api.url;
    try {
      api.enqueue(textMessage('via env'));
      const client = createAnthropicClient({ apiKey: 'sk-ant-env-test-000000000000' });
      expect(client.model).toBe(DEFAULT_MODEL);
      const result = await h.run({ client });
      expect(result).toMatchObject({ conclusion: 'success', finalText: 'via env' });
      expect(api.requests[0]?.apiKey).toBe('sk-ant-env-test-000000000000');
    } finally {
      if (saved === undefined) delete process.env.ANTHROPIC_BASE_URL;
      else process.env.ANTHROPIC_BASE_URL = saved;
    }
  });

  test('401 ends the run at once with a clear reason', async () => {
    const h = agentHarness(api);
    api.enqueue({ kind: 'http-error', status: 401, errorType: 'authentication_error', message: 'invalid x-api-key' });
    const result = await h.run();
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toBe('Anthropic API rejected the API key (401). Check the anthropic_api_key secret.');
    expect(ofType(h.events, 'retry')).toHaveLength(0);
    expect(api.requests).toHaveLength(1);
  });

  test('400 names the status and the API message', async () => {
    const h = agentHarness(api);
    api.enqueue({ kind: 'http-error', status: 400, errorType: 'invalid_request_error', message: 'messages: roles must alternate' });
    const result = await h.run();
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toMatch(/\(400\): messages: roles must alternate/);
  });

  test('retries are bounded: persistent 500s end the run as a failure', async () => {
    const h = agentHarness(api);
    for (let i = 0; i < 5; i++) api.enqueue({ kind: 'http-error', status: 500 });
    const result = await h.run();
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toMatch(/gave up after 5 attempts/);
    expect(ofType(h.events, 'retry')).toHaveLength(4);
  });

  test('retry-after parsing and backoff bounds', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('0.5')).toBe(500);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(retryDelay(DEFAULT_RETRY, 0, 3_600_000)).toBe(DEFAULT_RETRY.maxRetryAfterMs);
    for (let attempt = 0; attempt < 8; attempt++) {
      const d = retryDelay(DEFAULT_RETRY, attempt);
      expect(d).toBeGreaterThanOrEqual(Math.min(1000 * 2 ** attempt, DEFAULT_RETRY.maxDelayMs) * 0.75 - 1);
      expect(d).toBeLessThanOrEqual(DEFAULT_RETRY.maxDelayMs * 1.25);
    }
  });
});
