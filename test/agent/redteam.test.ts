/**
 * Red-team tests of the agent loop: malformed and hostile streams, API failures, budgets, history
 * validity, transcript and replay edge cases. Every test runs the real SDK against the loopback
 * fake, which checks each request the way the real API validates it (messages-checks.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { createAnthropicClient, createReplayClient, readTranscript, runAgent, TranscriptWriter } from '../../src/agent/index.js';
import { runReplayCommand } from '../../src/agent/replay-command.js';
import { defineTool, type AnyTool } from '../../src/tools/tool.js';
import { startMessagesApi, textMessage, toolMessage, type FakeMessage, type FakeMessagesApi } from '../fakes/messages-api.js';
import { agentHarness, FAKE_API_KEY, LEAKED_SECRET, ofType, tmpDir, toolEnds, type ToolLog } from '../fakes/messages-harness.js';
import { framesOf, type SseFrame } from '../fakes/messages-sse.js';

let api: FakeMessagesApi;
beforeEach(async () => {
  api = await startMessagesApi();
});
afterEach(async () => {
  expect(api.failures).toEqual([]);
  await api.close();
});

type Msg = { role: string; content: Array<Record<string, unknown>> };
const messagesOf = (i: number) => (api.requests[i]?.body.messages ?? []) as Msg[];
const never = () => new Promise<void>(() => {});
const framesBeforeStop = (m: FakeMessage) => framesOf({ id: 'x', model: 'm', blocks: m.blocks, stopReason: m.stopReason }).length - 2;

/** A serial mutation whose input is all optional: `{}` is a valid call that writes a file. */
const touchTool = (log: ToolLog): AnyTool[] => [
  defineTool({
    name: 'Touch',
    description: 'Create touched.txt (test tool with an all-optional input).',
    input: z.object({ path: z.string().optional() }),
    class: 'serial-mutation',
    policyKind: 'edit',
    async run(input, ctx) {
      log.mark(ctx.toolUseId);
      const file = input.path ?? 'touched.txt';
      writeFileSync(path.join(ctx.cwd, file), 'x');
      log.writes.push(file);
      return `touched ${file}`;
    },
  }),
];

/** Replaces the content_block_stop frame of `block` with the same data but no `event:` line. */
const dropEventLineOfBlockStop = (block: number) => (frames: SseFrame[]) =>
  frames.map((f) => (f.event === 'content_block_stop' && f.block === block ? `data: ${JSON.stringify(f.data)}\n\n` : f));

describe('cut tool calls at max_tokens', () => {
  test('a tool_use cut before any input arrived is not run as a call with {}', async () => {
    const h = agentHarness(api, { extraTools: touchTool });
    api.enqueue(
      {
        blocks: [
          { type: 'tool_use', id: 'ok1', name: 'Peek', input: { path: 'a.txt' } },
          { type: 'tool_use', id: 'cut1', name: 'Touch', noInputDeltas: true },
        ],
        stopReason: 'max_tokens',
      },
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(h.log.writes).toEqual([]);
    expect(h.log.started.has('cut1')).toBe(false);
    const [assistant, user] = messagesOf(1).slice(-2) as [Msg, Msg];
    expect(assistant.content.map((b) => b.id)).toEqual(['ok1']);
    expect(user.content.map((b) => b.type)).toEqual(['tool_result', 'text']);
    expect(String(user.content[1]?.text)).toMatch(/max_tokens.*Touch call.*dropped/s);
    expect(ofType(h.events, 'notice').map((n) => n.message)).toContain('A Touch call was cut off by max_tokens; it was dropped and did not run');
  });

  test('a zero-argument read cut at max_tokens is not started mid-stream either', async () => {
    const h = agentHarness(api);
    api.enqueue({ blocks: [{ type: 'tool_use', id: 'leak', name: 'Leak', noInputDeltas: true }], stopReason: 'max_tokens' }, textMessage('done'));
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(h.log.started.has('leak')).toBe(false);
    expect(toolEnds(h.events)).toEqual([]);
    expect(messagesOf(1).at(-2)?.content.map((b) => b.type)).toEqual(['text']);
  });

  test('a zero-argument call in a complete message still runs (held to message_stop, not dropped)', async () => {
    const h = agentHarness(api);
    api.enqueue(toolMessage([{ id: 'l1', name: 'Leak', input: {} }, { id: 'p1', name: 'Peek', input: { path: 'a.txt' } }]), textMessage('ok'));
    expect((await h.run()).conclusion).toBe('success');
    expect(toolEnds(h.events).map((e) => [e.id, e.verdict])).toEqual([['l1', 'ok'], ['p1', 'ok']]);
  });

  test('max_tokens where the cut tool_use never got its content_block_stop: dropped, history valid', async () => {
    const h = agentHarness(api);
    api.enqueue(
      {
        blocks: [
          { type: 'tool_use', id: 'ok1', name: 'Peek', input: { path: 'a.txt' } },
          { type: 'tool_use', id: 'cut1', name: 'Put', rawJson: '{"path":"big.txt","te' },
        ],
        stopReason: 'max_tokens',
        editFrames: dropEventLineOfBlockStop(1),
      },
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(h.log.writes).toEqual([]);
    expect(messagesOf(1).at(-2)?.content.map((b) => b.id)).toEqual(['ok1']);
    expect(String(messagesOf(1).at(-1)?.content.at(-1)?.text)).toMatch(/Put call.*dropped/s);
  });

  test('replaying a run whose last call was cut (block never closed) drops it again instead of running it', async () => {
    const h = agentHarness(api, { extraTools: touchTool });
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(
      { blocks: [{ type: 'tool_use', id: 'cut1', name: 'Touch', rawJson: '{"path":"x' }], stopReason: 'max_tokens', editFrames: dropEventLineOfBlockStop(0) },
      textMessage('done'),
    );
    expect((await h.run({ transcriptPath })).conclusion).toBe('success');
    expect(h.log.writes).toEqual([]);
    const r = agentHarness(api, { extraTools: touchTool });
    const replayed = await runAgent({
      client: await createReplayClient(transcriptPath),
      executor: r.executor,
      tools: r.tools,
      system: { repository: 'octo/demo', policyDescription: 'all' },
      task: 'x',
      limits: { maxTurns: 5, timeoutMs: 60_000 },
      emit: (e) => r.events.push(e),
      runId: 'replay',
    });
    expect(replayed.conclusion).toBe('success');
    expect(r.log.writes).toEqual([]);
    expect(toolEnds(r.events)).toEqual([]);
  });
});

describe('damaged messages are retried, never half-executed', () => {
  test('a tool_use block that never closed (frame without `event:` line) with stop_reason tool_use', async () => {
    const h = agentHarness(api);
    api.enqueue(
      { ...toolMessage([{ id: 'w1', name: 'Put', input: { path: 'p.txt', text: 'x' } }]), editFrames: dropEventLineOfBlockStop(0), damaged: true },
      toolMessage([{ id: 'w2', name: 'Put', input: { path: 'q.txt', text: 'y' } }]),
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(h.log.writes).toEqual(['q.txt']);
    expect(ofType(h.events, 'retry')[0]?.error).toMatch(/never closed/);
  });

  test('duplicate tool_use ids in one message: nothing of it runs, the turn is retried', async () => {
    const h = agentHarness(api);
    api.enqueue(
      {
        ...toolMessage([
          { id: 'dup', name: 'Put', input: { path: 'one.txt', text: '1' } },
          { id: 'dup', name: 'Put', input: { path: 'two.txt', text: '2' } },
        ]),
        damaged: true,
      },
      toolMessage([{ id: 'u1', name: 'Put', input: { path: 'ok.txt', text: 'ok' } }]),
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(h.log.writes).toEqual(['ok.txt']);
    expect(ofType(h.events, 'retry')[0]?.error).toMatch(/duplicate tool_use id "dup"/);
  });

  test('cut after reads started and a Put completed: reads cancelled, Put never ran, same history resent once', async () => {
    const h = agentHarness(api);
    const partial = toolMessage([
      { id: 'r1', name: 'Peek', input: { path: 'a.txt', ms: 5_000 } },
      { id: 'r2', name: 'Peek', input: { path: 'b.txt', ms: 5_000 } },
      { id: 'w1', name: 'Put', input: { path: 'partial.txt', text: 'no' } },
    ]);
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(
      { ...partial, cut: { afterFrames: framesBeforeStop(partial), mode: 'reset', after: Promise.all([h.log.whenStarted('r1'), h.log.whenStarted('r2')]) } },
      toolMessage([{ id: 'r3', name: 'Peek', input: { path: 'a.txt' } }]),
      textMessage('done'),
    );
    const result = await h.run({ transcriptPath });
    expect(result.conclusion).toBe('success');
    expect(h.log.started.has('r1')).toBe(true);
    expect(h.log.started.has('w1')).toBe(false);
    expect(toolEnds(h.events).filter((e) => e.id !== 'r3').map((e) => e.verdict)).toEqual(['cancelled', 'cancelled']);
    expect(result.toolCalls).toBe(1);
    expect(JSON.stringify(messagesOf(1))).toBe(JSON.stringify(messagesOf(0)));
    expect(messagesOf(2)).toHaveLength(3);
    const lines = readTranscript(transcriptPath);
    expect(lines.filter((l) => l.type === 'response')).toHaveLength(2);
  });

  test('a second content_block_start for a started index: the message is damaged and retried', async () => {
    const h = agentHarness(api);
    const twice = (frames: SseFrame[]) => {
      const i = frames.findIndex((f) => f.event === 'content_block_stop' && f.block === 0);
      const replacement: SseFrame = {
        event: 'content_block_start',
        data: { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 'w9', name: 'Put', input: {} } },
      };
      return [...frames.slice(0, i + 1), replacement, { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } }, ...frames.slice(i + 1)];
    };
    api.enqueue(
      { ...toolMessage([{ id: 'r1', name: 'Peek', input: { path: 'a.txt' } }]), editFrames: twice, damaged: true },
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(h.log.writes).toEqual([]);
    expect(ofType(h.events, 'retry')[0]?.error).toMatch(/content_block_start received twice/);
  });

  test('garbage data line and unknown events/deltas: garbage is retried, unknown kinds ignored', async () => {
    const h = agentHarness(api);
    const withUnknown = (frames: SseFrame[]) => {
      const out: Array<SseFrame | string> = [...frames];
      out.splice(2, 0, { event: 'mystery_event', data: { type: 'mystery_event', x: 1 } });
      out.splice(4, 0, { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'future_delta', z: 1 } } });
      out.splice(1, 0, 'event: ping\n\n', ': comment line\n\n');
      return out;
    };
    api.enqueue(
      { ...textMessage('x'), editFrames: (f) => [f[0] as SseFrame, 'event: content_block_start\ndata: {not json\n\n', ...f.slice(1)], damaged: true },
      { ...textMessage('fine'), editFrames: withUnknown },
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = await h.run();
      expect(result).toMatchObject({ conclusion: 'success', finalText: 'fine' });
      expect(ofType(h.events, 'retry')).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('content the API returns but rejects when sent back', () => {
  test('empty and whitespace-only text blocks are not sent back in the history', async () => {
    const h = agentHarness(api);
    api.enqueue(
      { blocks: [{ type: 'text', text: '' }, { type: 'tool_use', id: 'p1', name: 'Peek', input: { path: 'a.txt' } }, { type: 'text', text: ' \n' }], stopReason: 'tool_use' },
      { blocks: [{ type: 'text', text: '\n\n' }], stopReason: 'max_tokens' },
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(messagesOf(1).at(-2)?.content.map((b) => b.type)).toEqual(['tool_use']);
    expect(messagesOf(2).at(-2)?.content).toEqual([{ type: 'text', text: '(no output)' }]);
  });

  test('pause_turn: the resent assistant content does not end with whitespace', async () => {
    const h = agentHarness(api);
    api.enqueue(
      { blocks: [{ type: 'text', text: 'Searching the web...\n\n' }], stopReason: 'pause_turn' },
      toolMessage([{ id: 'p1', name: 'Peek', input: { path: 'a.txt' } }]),
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(messagesOf(1).at(-1)).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'Searching the web...' }] });
    // Later requests repeat the same bytes (the fake checks the history only grows: a cache hit).
    expect(messagesOf(2)[1]).toEqual(messagesOf(1)[1]);
  });

  test('thinking, redacted_thinking and server tool blocks go back as they came (pause_turn)', async () => {
    const h = agentHarness(api);
    api.enqueue(
      {
        blocks: [
          { type: 'thinking', thinking: 'hmm', signature: 'sig' },
          { type: 'opaque', block: { type: 'redacted_thinking', data: 'ENCRYPTED' } },
          { type: 'text', text: 'Looking it up.' },
          { type: 'opaque', block: { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: {} } },
          { type: 'opaque', block: { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_1', content: [] } },
        ],
        stopReason: 'pause_turn',
      },
      textMessage('done'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    const resent = messagesOf(1).at(-1) as Msg;
    expect(resent.content.map((b) => b.type)).toEqual(['thinking', 'redacted_thinking', 'text', 'server_tool_use', 'web_search_tool_result']);
    expect(resent.content[0]).toEqual({ type: 'thinking', thinking: 'hmm', signature: 'sig' });
    expect(resent.content[1]).toEqual({ type: 'redacted_thinking', data: 'ENCRYPTED' });
    expect(toolEnds(h.events)).toEqual([]);
  });

  test('zero content blocks end the run cleanly', async () => {
    const h = agentHarness(api);
    api.enqueue({ blocks: [], stopReason: 'end_turn' });
    expect(await h.run()).toMatchObject({ conclusion: 'success', finalText: '' });
  });

  test('text-only with stop_reason tool_use (no tool_use block) ends as finished, nothing invented', async () => {
    const h = agentHarness(api);
    api.enqueue({ blocks: [{ type: 'text', text: 'I will call a tool' }], stopReason: 'tool_use' });
    expect(await h.run()).toMatchObject({ conclusion: 'success', toolCalls: 0, finalText: 'I will call a tool' });
  });

  test('non-object JSON input, unknown and very long tool names: error results, nothing runs', async () => {
    const h = agentHarness(api);
    const long = `Tool${'x'.repeat(5_000)}`;
    api.enqueue(
      {
        blocks: [
          { type: 'tool_use', id: 'a', name: 'Put', rawJson: '["p.txt","x"]' },
          { type: 'tool_use', id: 'b', name: 'Put', rawJson: '42' },
          { type: 'tool_use', id: 'c', name: 'Put', rawJson: '"p.txt"' },
          { type: 'tool_use', id: 'd', name: 'Nope', input: {} },
          { type: 'tool_use', id: 'e', name: long, input: {} },
        ],
        stopReason: 'tool_use',
      },
      textMessage('ok'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(h.log.writes).toEqual([]);
    const results = messagesOf(1).at(-1)?.content ?? [];
    expect(results.map((r) => [r.tool_use_id, r.is_error])).toEqual([['a', true], ['b', true], ['c', true], ['d', true], ['e', true]]);
    expect(toolEnds(h.events).map((e) => e.verdict)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid']);
  });
});

describe('steering at the end of the run', () => {
  test('a steering source that throws does not fail a finished run', async () => {
    const h = agentHarness(api);
    api.enqueue(textMessage('done'));
    const result = await h.run({
      getSteering: () => {
        throw new Error('comments API down');
      },
    });
    expect(result).toMatchObject({ conclusion: 'success', finalText: 'done' });
    expect(ofType(h.events, 'notice').map((n) => n.message)).toContain('Reading steering messages failed: comments API down');
  });

  test('blank steering text is not sent as an instruction', async () => {
    const h = agentHarness(api);
    api.enqueue(textMessage('done'));
    expect(await h.run({ getSteering: () => '  \n ' })).toMatchObject({ conclusion: 'success', turns: 1 });
  });
});

describe('API failures', () => {
  test('event: error invalid_request_error mid-stream is fatal, with the API message', async () => {
    const h = agentHarness(api);
    api.enqueue({ ...textMessage('x'), errorFrame: { afterFrames: 3, type: 'invalid_request_error', message: 'max_tokens: too large' } });
    const result = await h.run();
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toBe('The Anthropic API stream failed (invalid_request_error): max_tokens: too large');
    expect(api.requests).toHaveLength(1);
  });

  for (const [status, pattern] of [
    [403, /denied access \(403\): nope/],
    [404, /not found \(404\): nope\. Check the model id/],
    [413, /too large \(413\): nope/],
  ] as const) {
    test(`HTTP ${status} ends the run with a clear reason, no retry`, async () => {
      const h = agentHarness(api);
      api.enqueue({ kind: 'http-error', status, message: 'nope' });
      const result = await h.run();
      expect(result.conclusion).toBe('failure');
      expect(result.reason).toMatch(pattern);
      expect(api.requests).toHaveLength(1);
    });
  }

  test('429 retry-after-ms is honoured (and wins over retry-after, like the SDK)', async () => {
    const h = agentHarness(api);
    api.enqueue(
      { kind: 'http-error', status: 429, headers: { 'retry-after-ms': '350' }, errorType: 'rate_limit_error' },
      { kind: 'http-error', status: 429, headers: { 'retry-after-ms': '250', 'retry-after': '5' }, errorType: 'rate_limit_error' },
      textMessage('ok'),
    );
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    expect(ofType(h.events, 'retry').map((e) => e.delayMs)).toEqual([350, 250]);
  });

  test('x-should-retry: false from the API makes a 500 final', async () => {
    const h = agentHarness(api);
    api.enqueue({ kind: 'http-error', status: 500, headers: { 'x-should-retry': 'false' }, message: 'deterministic failure' });
    const result = await h.run();
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toMatch(/\(500\): deterministic failure$/);
    expect(api.requests).toHaveLength(1);
  });

  test('x-should-retry: true makes an otherwise final status retried', async () => {
    const h = agentHarness(api);
    api.enqueue({ kind: 'http-error', status: 400, headers: { 'x-should-retry': 'true' }, message: 'transient' }, textMessage('ok'));
    expect(await h.run()).toMatchObject({ conclusion: 'success', finalText: 'ok' });
    expect(ofType(h.events, 'retry')).toHaveLength(1);
  });

  test('429 retry-after as an HTTP date', async () => {
    const h = agentHarness(api);
    const at = new Date(Math.ceil((Date.now() + 1500) / 1000) * 1000).toUTCString();
    api.enqueue({ kind: 'http-error', status: 429, headers: { 'retry-after': at } }, textMessage('ok'));
    const result = await h.run();
    expect(result.conclusion).toBe('success');
    const delay = ofType(h.events, 'retry')[0]?.delayMs as number;
    expect(delay).toBeGreaterThan(100);
    expect(delay).toBeLessThanOrEqual(2500);
  });

  test('529 past the retry budget: clean failure, earlier work and the transcript kept', async () => {
    const h = agentHarness(api);
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(toolMessage([{ id: 'w1', name: 'Put', input: { path: 'done.txt', text: 'ok' } }]));
    for (let i = 0; i < 3; i++) api.enqueue({ kind: 'http-error', status: 529, errorType: 'overloaded_error' });
    const result = await h.run({ transcriptPath, client: h.client({ maxRetries: 2 }) });
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toMatch(/overloaded \(529\).*gave up after 3 attempts/);
    expect(result).toMatchObject({ turns: 2, toolCalls: 1 });
    expect(h.log.writes).toEqual(['done.txt']);
    const lines = readTranscript(transcriptPath);
    expect(lines.at(-1)).toMatchObject({ type: 'run_end', conclusion: 'failure' });
    expect(lines.filter((l) => l.type === 'request').map((l) => (l.type === 'request' ? l.attempt : 0))).toEqual([1, 1, 2, 3]);
  });

  test('connection refused: retried, then a failure naming the connection', async () => {
    const h = agentHarness(api);
    const dead = http.createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const { port } = dead.address() as AddressInfo;
    await new Promise<void>((r) => dead.close(() => r()));
    const client = createAnthropicClient({ apiKey: FAKE_API_KEY, baseURL: `http://127.0.0.1:${port}`, maxRetries: 2, retry: { baseDelayMs: 5, maxDelayMs: 10 } });
    const result = await h.run({ client });
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toMatch(/Connection to the Anthropic API failed.*gave up after 3 attempts/);
  });

  test('a server that accepts and never answers: the request timeout retries it', async () => {
    const h = agentHarness(api);
    api.enqueue({ kind: 'hang' }, textMessage('ok'));
    const result = await h.run({ client: h.client({ requestTimeoutMs: 300 }) });
    expect(result).toMatchObject({ conclusion: 'success', finalText: 'ok' });
    expect(ofType(h.events, 'retry')[0]?.error).toMatch(/timed out|timeout/i);
  });

  test('a stream that stalls after its headers is abandoned and retried', async () => {
    const h = agentHarness(api);
    api.enqueue({ ...textMessage('slow'), holdBeforeBlock: { 0: never() } }, textMessage('ok'));
    const started = Date.now();
    const result = await h.run({ client: h.client({ streamIdleTimeoutMs: 300 }), limits: { maxTurns: 5, timeoutMs: 8_000 } });
    expect(result).toMatchObject({ conclusion: 'success', finalText: 'ok' });
    expect(ofType(h.events, 'retry')[0]?.error).toMatch(/stalled/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('budgets', () => {
  test('the usage of a discarded attempt counts towards max_cost_usd', async () => {
    const h = agentHarness(api);
    const heavy: FakeMessage = { ...textMessage('x'), usage: { input_tokens: 200_000 } }; // $0.60 of input
    api.enqueue({ ...heavy, cut: { afterFrames: framesBeforeStop(heavy), mode: 'close' } }, textMessage('never sent'));
    const result = await h.run({ limits: { maxTurns: 10, timeoutMs: 60_000, maxCostUsd: 0.5 } });
    expect(result.conclusion).toBe('limit');
    expect(result.reason).toMatch(/cost budget/);
    expect(result.costUsd).toBeGreaterThanOrEqual(0.6);
    expect(api.requests).toHaveLength(1);
  });

  test('max_turns = 1: the first turn’s calls run, then the run stops with a limit', async () => {
    const h = agentHarness(api);
    api.enqueue(toolMessage([{ id: 'w1', name: 'Put', input: { path: 'one.txt', text: '1' } }]));
    const result = await h.run({ limits: { maxTurns: 1, timeoutMs: 60_000 } });
    expect(result).toMatchObject({ conclusion: 'limit', turns: 1, toolCalls: 1 });
    expect(h.log.writes).toEqual(['one.txt']);
  });

  test('timeout while tools run: abort reaches them, every call gets a result, transcript complete', async () => {
    const h = agentHarness(api);
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(
      toolMessage([
        { id: 's1', name: 'Peek', input: { path: 'a.txt', ms: 30_000 } },
        { id: 's2', name: 'Peek', input: { path: 'b.txt', ms: 30_000 } },
        { id: 'w1', name: 'Put', input: { path: 'late.txt', text: 'x' } },
      ]),
    );
    const result = await h.run({ transcriptPath, limits: { maxTurns: 5, timeoutMs: 400 } });
    expect(result.conclusion).toBe('limit');
    expect(result.reason).toMatch(/time limit/);
    const verdicts = new Map(toolEnds(h.events).map((e) => [e.id, e.verdict]));
    expect(verdicts).toEqual(new Map([['s1', 'cancelled'], ['s2', 'cancelled'], ['w1', 'skipped']]));
    expect(h.log.writes).toEqual([]);
    const lines = readTranscript(transcriptPath);
    expect(lines.filter((l) => l.type === 'tool').map((l) => (l.type === 'tool' ? l.id : '')).sort()).toEqual(['s1', 's2', 'w1']);
    expect(lines.slice(-2).map((l) => l.type)).toEqual(['turn_end', 'run_end']);
  });
});

describe('history over a long run', () => {
  test('30 turns with elision: pairing valid, <= 4 breakpoints, stable system prompt, elision not every turn', async () => {
    const big = 'lorem ipsum dolor '.repeat(400); // ~7 KB per read
    const h = agentHarness(api, { files: { 'big.txt': big } });
    for (let i = 1; i < 30; i++) api.enqueue(toolMessage([{ id: `t${i}`, name: 'Peek', input: { path: 'big.txt' } }]));
    api.enqueue(textMessage('done'));
    const result = await h.run({ limits: { maxTurns: 30, timeoutMs: 60_000, contextThresholdTokens: 20_000 } });
    expect(result).toMatchObject({ conclusion: 'success', turns: 30 });
    const systems = new Set(api.requests.map((r) => JSON.stringify(r.body.system)));
    expect(systems.size).toBe(1);
    const elisions = ofType(h.events, 'notice').filter((n) => /Elided/.test(n.message));
    expect(elisions.length).toBeGreaterThan(0);
    // Every elision rewrites old history and so invalidates the prompt cache from there on: it must
    // free room for several turns, not happen on every turn once the threshold is reached.
    expect(elisions.length).toBeLessThanOrEqual(8);
    for (const r of api.requests) expect(JSON.stringify(r.body).match(/cache_control/g)?.length).toBeLessThanOrEqual(4);
  });
});

describe('transcript', () => {
  test('secrets in streamed text, tool input and tool output never reach the file', async () => {
    const h = agentHarness(api);
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(
      toolMessage([{ id: 'w1', name: 'Put', input: { path: 'env.txt', text: `TOKEN=${LEAKED_SECRET}` } }, { id: 'l1', name: 'Leak', input: {} }], `I found ${LEAKED_SECRET} in the logs`),
      textMessage(`Key ${FAKE_API_KEY} rotated`),
    );
    await h.run({ transcriptPath });
    const text = readFileSync(transcriptPath, 'utf8');
    expect(text).not.toContain(LEAKED_SECRET);
    expect(text).not.toContain(FAKE_API_KEY);
    expect(text).toContain('I found *** in the logs');
  });

  test('a secret used as an object key in a tool input is redacted too', async () => {
    const h = agentHarness(api);
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(toolMessage([{ id: 'w1', name: 'Put', input: { [LEAKED_SECRET]: 'x', path: 'a', text: 'b' } }]), textMessage('ok'));
    await h.run({ transcriptPath });
    expect(readFileSync(transcriptPath, 'utf8')).not.toContain(LEAKED_SECRET);
  });

  test('lines stay one JSON value each when content holds newlines and U+2028 / U+2029 / U+0085', async () => {
    const h = agentHarness(api, { files: { 'odd.txt': 'one\ntwo\u2028three\u2029four\u0085five\r\n' } });
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(toolMessage([{ id: 'p1', name: 'Peek', input: { path: 'odd.txt' } }], 'line\u2028break'), textMessage('ok'));
    await h.run({ transcriptPath });
    const text = readFileSync(transcriptPath, 'utf8');
    expect(text).not.toMatch(/[\u2028\u2029\u0085\r]/);
    // Any line splitter (Python's splitlines splits on all of these) sees the same lines.
    for (const line of text.split(/\r\n|[\n\r\u2028\u2029\u0085]/).filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
    const tool = readTranscript(transcriptPath).find((l) => l.type === 'tool');
    expect(tool).toMatchObject({ content: 'one\ntwo\u2028three\u2029four\u0085five\r\n' });
  });

  test('a transcript that cannot be written (disk full) does not break the run', async () => {
    const h = agentHarness(api);
    api.enqueue(toolMessage([{ id: 'p1', name: 'Peek', input: { path: 'a.txt' } }]), textMessage('ok'));
    const transcript = new TranscriptWriter('/dev/full');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const result = await h.run({ transcript });
      expect(result).toMatchObject({ conclusion: 'success', finalText: 'ok' });
      expect(transcript.error?.message).toMatch(/ENOSPC/);
      expect(stderr.mock.calls.filter((c) => String(c[0]).includes('transcript'))).toHaveLength(1);
    } finally {
      stderr.mockRestore();
      await transcript.close();
    }
  });

  test('a run that fails on a fatal API error still leaves a complete transcript that replays', async () => {
    const h = agentHarness(api);
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(toolMessage([{ id: 'p1', name: 'Peek', input: { path: 'a.txt' } }]), { kind: 'http-error', status: 401, message: 'bad key' });
    const live = await h.run({ transcriptPath });
    expect(live.conclusion).toBe('failure');
    const lines = readTranscript(transcriptPath);
    expect(lines.map((l) => l.type)).toContain('response');
    expect(lines.at(-1)).toMatchObject({ type: 'run_end', conclusion: 'failure', reason: expect.stringMatching(/401/) });

    const r = agentHarness(api);
    const replayed = await runAgent({
      client: await createReplayClient(transcriptPath),
      executor: r.executor,
      tools: r.tools,
      system: { repository: 'octo/demo', policyDescription: 'all' },
      task: 'x',
      limits: { maxTurns: 5, timeoutMs: 60_000 },
      emit: (e) => r.events.push(e),
      runId: 'replay',
    });
    // The recording ends where the API failed; past its end the model ends its turn.
    expect(replayed.conclusion).toBe('success');
    expect(toolEnds(r.events).map((e) => [e.id, e.verdict])).toEqual([['p1', 'ok']]);
  });
});

describe('replaying under a stricter policy', () => {
  test('a recorded mutation the new policy denies is denied, nothing is written, the replay goes on', async () => {
    const h = agentHarness(api);
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue(toolMessage([{ id: 'w1', name: 'Put', input: { path: 'new.txt', text: 'x' } }]), toolMessage([{ id: 'p1', name: 'Peek', input: { path: 'a.txt' } }]), textMessage('done'));
    expect((await h.run({ transcriptPath })).conclusion).toBe('success');
    const r = agentHarness(api, {
      permission: ({ tool }) => (tool.name === 'Put' ? { decision: 'deny', rule: 'Put', reason: 'writes are not allowed' } : { decision: 'allow', rule: null, reason: 'ok' }),
    });
    const replayed = await runAgent({
      client: await createReplayClient(transcriptPath),
      executor: r.executor,
      tools: r.tools,
      system: { repository: 'octo/demo', policyDescription: 'reads only' },
      task: 'x',
      limits: { maxTurns: 5, timeoutMs: 60_000 },
      emit: (e) => r.events.push(e),
      runId: 'replay',
    });
    expect(replayed).toMatchObject({ conclusion: 'success', finalText: 'done' });
    expect(toolEnds(r.events).map((e) => [e.id, e.verdict])).toEqual([['w1', 'denied'], ['p1', 'ok']]);
    expect(r.log.writes).toEqual([]);
  });
});

describe('marshal replay on bad files', () => {
  async function replay(args: string[]): Promise<{ code: number; err: string }> {
    let err = '';
    const e = vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => {
      err += String(c);
      return true;
    });
    const o = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      return { code: await runReplayCommand(args), err };
    } finally {
      e.mockRestore();
      o.mockRestore();
    }
  }

  test('tool lines without a name or id: exit 2 naming the line', async () => {
    const file = path.join(tmpDir(), 'bad.jsonl');
    writeFileSync(file, `${JSON.stringify({ type: 'run_start', runId: 'r', model: 'm', task: 't', at: 'now' })}\n{"type":"tool","id":"x","verdict":"ok"}\n`);
    const { code, err } = await replay([file, '--cwd', tmpDir()]);
    expect(code).toBe(2);
    expect(err).toMatch(/bad\.jsonl:2: tool line without a string "name"/);
  });

  test('a response whose tool_use has no name: exit 2', async () => {
    const file = path.join(tmpDir(), 'script.jsonl');
    writeFileSync(file, `${JSON.stringify({ type: 'response', turn: 1, message: { content: [{ type: 'tool_use', id: 't1', input: {} }] } })}\n`);
    const { code, err } = await replay([file, '--cwd', tmpDir()]);
    expect(code).toBe(2);
    expect(err).toMatch(/tool_use without a string "name"/);
  });

  test('escape sequences and bidi controls from the transcript never reach the terminal', async () => {
    const file = path.join(tmpDir(), 'evil.jsonl');
    const evil = { type: 'tool_use', id: 't1', name: 'Bash\u001b]52;c;ZXZpbA==\u0007', input: { command: 'echo \u001b[2J\u202ehidden' } };
    writeFileSync(file, `${JSON.stringify({ type: 'response', turn: 1, message: { content: [evil, { ...evil, id: 't2', name: 'Bash' }] } })}\n`);
    let out = '';
    const o = vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => {
      out += String(c);
      return true;
    });
    try {
      expect(await runReplayCommand([file, '--cwd', tmpDir()])).toBe(0);
    } finally {
      o.mockRestore();
    }
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    expect(out).toContain('\\u{1b}');
  });

  test('JSON lines that are not a Marshal transcript: exit 2', async () => {
    const file = path.join(tmpDir(), 'other.jsonl');
    writeFileSync(file, '{"type":"click","x":1}\n{"type":"scroll"}\n');
    const { code, err } = await replay([file, '--cwd', tmpDir()]);
    expect(code).toBe(2);
    expect(err).toMatch(/not a Marshal transcript/);
  });

  test('a loop-written transcript whose only call was cut at max_tokens lists no calls', async () => {
    const h = agentHarness(api);
    const transcriptPath = path.join(h.outDir, 't.jsonl');
    api.enqueue({ blocks: [{ type: 'tool_use', id: 'cut', name: 'Put', rawJson: '{"path":"x' }], stopReason: 'max_tokens' }, textMessage('ok'));
    await h.run({ transcriptPath });
    const { toolCallsOf } = await import('../../src/agent/transcript.js');
    expect(toolCallsOf(readTranscript(transcriptPath))).toEqual([]);
  });
});
