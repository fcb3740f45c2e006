// Sub-agents (the Task tool) through the real engine: the real loop, policy, executor and tools,
// and the real SDK against the loopback fake Messages API. Each sub-agent's conversation has its
// own scripted queue (`api.route`), picked by the task text in its first user message.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createAnthropicClient, createReplayClient, readTranscript } from '../../src/agent/index.js';
import type { MarshalEvent } from '../../src/shared/events.js';
import { runEngine, type EngineRequest } from '../../src/engine.js';
import { loadPolicy } from '../../src/policy/index.js';
import { renderTable } from '../../src/report/call-log.js';
import { Redactor } from '../../src/shared/redact.js';
import { RunRecorder } from '../../src/report/run-recorder.js';
import { startMessagesApi, textMessage, toolMessage, type FakeMessagesApi, type RecordedRequest } from '../fakes/messages-api.js';

let api: FakeMessagesApi;
let repo: string;
beforeEach(async () => {
  api = await startMessagesApi();
  repo = mkdtempSync(path.join(os.tmpdir(), 'marshal-subagents-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' } });
  git('init', '-q', '-b', 'main');
  mkdirSync(path.join(repo, 'src'));
  writeFileSync(path.join(repo, 'src', 'a.ts'), 'export const a = 1;\n');
  git('add', '-A');
  git('commit', '-qm', 'init');
});
afterEach(async () => {
  expect(api.failures).toEqual([]);
  await api.close();
});

const POLICY = 'version: 1\nallow:\n  - Read\n  - Task\n  - Edit(src/**)\n  - Bash(git:*)\ndeny:\n  - Bash(git push:*)\n';

async function engine(overrides: Partial<EngineRequest> = {}, policyText = POLICY) {
  const events: MarshalEvent[] = [];
  const recorder = new RunRecorder();
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'marshal-subagents-out-'));
  const result = await runEngine({
    cwd: repo,
    policy: await loadPolicy({ cwd: repo, text: policyText }),
    client: createAnthropicClient({ apiKey: 'sk-ant-test-0123456789abcdefghij', baseURL: api.url, maxRetries: 0 }),
    task: 'Split the work.',
    system: { repository: 'octo/sub' },
    limits: { maxTurns: 5, timeoutMs: 30_000, toolTimeoutMs: 10_000 },
    strategy: { kind: 'batched', size: 8 },
    emit: (e) => {
      events.push(e);
      recorder.sink(e);
    },
    outDir,
    redactor: new Redactor(),
    runId: 'sub-1',
    ...overrides,
  });
  return { result, events, record: recorder.snapshot() };
}

const firstText = (r: RecordedRequest) => JSON.stringify((r.body.messages as unknown[])[0]);
const requestsOf = (marker: string) => api.requests.filter((r) => firstText(r).includes(marker));
const task = (id: string, marker: string) => ({ id, name: 'Task', input: { description: `job ${marker}`, prompt: `${marker}: do your part` } });
const EDIT = { file_path: 'src/a.ts', old_string: 'a = 1', new_string: 'a = 2' };

/** Resolves once a request of `marker`'s conversation has arrived (or after 5 s, so a test fails instead of hanging). */
function arrivalOf(marker: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (requestsOf(marker).length > 0 || Date.now() > deadline) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
}

describe('Task: sub-agents', () => {
  test('two Task calls in one response run in parallel; their calls are nested under the right Task; results are their final texts', async () => {
    api.enqueue(toolMessage([task('t1', 'SUB-A'), task('t2', 'SUB-B')]), textMessage('Both parts done.'));
    // SUB-A's first answer is held until SUB-B's first request has arrived: only parallel Tasks get there.
    api.route('SUB-A', { ...toolMessage([{ id: 'a1', name: 'Read', input: { file_path: 'src/a.ts' } }]), holdBeforeStop: arrivalOf('SUB-B') }, textMessage('A: a is 1'));
    api.route('SUB-B', toolMessage([{ id: 'b1', name: 'Edit', input: EDIT }]), textMessage('B: a is now 2'));

    const { result, events, record } = await engine();
    expect(result.agent.conclusion).toBe('success');
    const [a, b] = [requestsOf('SUB-A'), requestsOf('SUB-B')];
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(2);
    // Overlap: SUB-B's conversation started before SUB-A's first response ended.
    expect(b[0]!.receivedAt).toBeLessThan(a[0]!.messageStopAt!);
    // Fresh context: the task as the first user message, the parent's history absent, no Task offered.
    expect((a[0]!.body.messages as unknown[]).length).toBe(1);
    expect(firstText(a[0]!)).toContain('Task:\\nSUB-A: do your part');
    expect((a[0]!.body.tools as { name: string }[]).map((t) => t.name)).not.toContain('Task');
    expect((api.requests[0]!.body.tools as { name: string }[]).map((t) => t.name)).toContain('Task');

    // The parent's next request carries each sub-agent's final text as its Task result, in order.
    const parentNext = requestsOf('Split the work.')[1]!;
    const results = ((parentNext.body.messages as Array<{ content: Array<Record<string, unknown>> }>).at(-1)?.content ?? []);
    expect(results.map((r) => [r.tool_use_id, r.content, r.is_error])).toEqual([
      ['t1', 'A: a is 1', false],
      ['t2', 'B: a is now 2', false],
    ]);
    expect(result.diff.diff).toContain('+export const a = 2;');

    // Events carry the Task call's id; the report lists each sub-agent call right after its Task.
    const ends = events.filter((e): e is Extract<MarshalEvent, { type: 'tool_end' }> => e.type === 'tool_end');
    expect(ends.map((e) => [e.id, e.parentId])).toEqual(expect.arrayContaining([['a1', 't1'], ['b1', 't2'], ['t1', undefined], ['t2', undefined]]));
    expect(record.calls.map((c) => [c.index, c.id, c.parentId])).toEqual([
      [1, 't1', undefined],
      [2, 'a1', 't1'],
      [3, 't2', undefined],
      [4, 'b1', 't2'],
    ]);
    expect(renderTable(record.calls, 10_000)).toMatch(/\| 2 \| ↳ Read \|/);
    // The sub-agents' own turns and ends never read as the run's: one run_end, the parent's.
    expect(events.filter((e) => e.type === 'run_end')).toHaveLength(1);
    expect(record.end?.finalText).toBe('Both parts done.');
    // The run's usage and cost include the sub-agents' (6 responses x 100 in / 20 out).
    expect(result.agent.usage.input_tokens).toBe(600);

    // The transcript records the sub-agents' turns, marked with their Task call's id.
    const lines = readTranscript(result.transcriptPath);
    expect(lines.filter((l) => l.type === 'response' && l.parentId === 't1')).toHaveLength(2);
    expect(lines.filter((l) => l.type === 'tool' && l.parentId === 't2').map((l) => (l as { id: string }).id)).toEqual(['b1']);
    expect(lines.filter((l) => l.type === 'run_end' && !l.parentId)).toHaveLength(1);
  });

  test('a call inside a sub-agent is denied by the same policy', async () => {
    api.enqueue(toolMessage([task('t1', 'SUB-PUSH')]), textMessage('ok'));
    api.route('SUB-PUSH', toolMessage([{ id: 'p1', name: 'Bash', input: { command: 'git push origin main' } }]), textMessage('could not push'));
    const { result, events } = await engine();
    expect(result.agent.conclusion).toBe('success');
    expect(result.denied.map((d) => [d.id, d.rule, d.parentId])).toEqual([['p1', 'Bash(git push:*)', 't1']]);
    const pushed = requestsOf('SUB-PUSH')[1]!;
    const denial = (pushed.body.messages as Array<{ content: Array<Record<string, unknown>> }>).at(-1)?.content[0];
    expect(denial).toMatchObject({ tool_use_id: 'p1', is_error: true });
    expect(events.some((e) => e.type === 'tool_end' && e.id === 't1' && e.verdict === 'ok')).toBe(true);

    // Replayed from its transcript, each conversation plays its own turns: the same calls, decisions and nesting.
    const replay = await engine({ client: await createReplayClient(result.transcriptPath) });
    expect(replay.result.agent.conclusion).toBe('success');
    expect(replay.result.agent.finalText).toBe('ok');
    expect(replay.record.calls.map((c) => [c.id, c.status, c.parentId])).toEqual([
      ['t1', 'ok', undefined],
      ['p1', 'denied', 't1'],
    ]);
    expect(replay.events.find((e) => e.type === 'tool_end' && e.id === 't1')).toMatchObject({ content: 'could not push' });
  });

  test('sub-agents spend the run budget: one that exhausts max_cost_usd stops, and so does the run', async () => {
    api.enqueue(toolMessage([task('t1', 'SUB-COST')]), textMessage('never requested'));
    // One million input tokens at Sonnet's $3/MTok: past the $1 budget in one response.
    api.route('SUB-COST', toolMessage([{ id: 'c1', name: 'Read', input: { file_path: 'src/a.ts' } }], undefined, { input_tokens: 1_000_000, output_tokens: 10 }), textMessage('never requested'));
    const { result, events } = await engine({ limits: { maxTurns: 5, timeoutMs: 30_000, toolTimeoutMs: 10_000, maxCostUsd: 1 } });
    expect(result.agent.conclusion).toBe('limit');
    expect(result.agent.reason).toMatch(/cost budget/);
    expect(result.agent.costUsd).toBeGreaterThan(3);
    expect(api.requests).toHaveLength(2); // the parent's first and the sub-agent's first, nothing after
    const taskEnd = events.find((e): e is Extract<MarshalEvent, { type: 'tool_end' }> => e.type === 'tool_end' && e.id === 't1');
    expect(taskEnd).toMatchObject({ isError: true });
    expect(taskEnd?.content).toMatch(/stopped before finishing \(limit\).*cost budget/);
  });

  test('cancelling the run cancels its sub-agents', async () => {
    const controller = new AbortController();
    api.enqueue(toolMessage([task('t1', 'SUB-HANG')]));
    api.route('SUB-HANG', { kind: 'hang' });
    void arrivalOf('SUB-HANG').then(() => controller.abort(new Error('stop requested')));
    const { result, events } = await engine({ signal: controller.signal });
    expect(result.agent.conclusion).toBe('cancelled');
    expect(events.find((e) => e.type === 'tool_end' && e.id === 't1')).toMatchObject({ verdict: 'cancelled' });
  });

  test('steering stops running sub-agents; the parent gets the instruction with their results', async () => {
    api.enqueue(toolMessage([task('t1', 'SUB-STEER')]), textMessage('Switched plans.'));
    api.route('SUB-STEER', { kind: 'hang' });
    let arrived = false;
    void arrivalOf('SUB-STEER').then(() => (arrived = true));
    let sent = false;
    const getSteering = () => {
      if (!arrived || sent) return null;
      sent = true;
      return 'Stop and only summarise.';
    };
    const { result } = await engine({ getSteering });
    expect(result.agent.conclusion).toBe('success');
    const next = requestsOf('Split the work.')[1]!;
    const content = (next.body.messages as Array<{ content: Array<Record<string, unknown>> }>).at(-1)?.content ?? [];
    expect(content[0]).toMatchObject({ tool_use_id: 't1', is_error: true });
    expect(String(content[0]?.content)).toMatch(/stopped before finishing \(cancelled\).*new instructions/);
    expect(JSON.stringify(content.slice(1))).toContain('Stop and only summarise.');
  });

  test('Task is offered only when the policy allows it', async () => {
    api.enqueue(textMessage('done'));
    await engine({}, 'version: 1\nallow:\n  - Read\n');
    expect((api.requests[0]!.body.tools as { name: string }[]).map((t) => t.name)).not.toContain('Task');
  });
});
