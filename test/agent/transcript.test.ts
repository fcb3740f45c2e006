import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createReplayClient, readTranscript, runAgent, TranscriptWriter } from '../../src/agent/index.js';
import { replayDecisions, runReplayCommand } from '../../src/agent/replay-command.js';
import { runCommand } from '../../src/exec.js';
import { createExecutor } from '../../src/executor/index.js';
import { loadPolicy, policyPermission } from '../../src/policy/index.js';
import { createBuiltinRegistry } from '../../src/tools/builtins.js';
import { Redactor } from '../../src/shared/redact.js';
import { startMessagesApi, textMessage, toolMessage, type FakeMessagesApi } from '../fakes/messages-api.js';
import { agentHarness, LEAKED_SECRET, ofType, tmpDir, toolEnds } from '../fakes/messages-harness.js';

let api: FakeMessagesApi;
beforeEach(async () => {
  api = await startMessagesApi();
});
afterEach(async () => {
  expect(api.failures).toEqual([]);
  await api.close();
});

async function captureStdout(fn: () => Promise<number>): Promise<{ code: number; out: string }> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    return { code: await fn(), out };
  } finally {
    spy.mockRestore();
  }
}

describe('transcript', () => {
  test('is written as JSONL, redacted, and replays to the same tool calls', async () => {
    const h = agentHarness(api);
    const transcriptPath = path.join(h.outDir, 'transcript.jsonl');
    api.enqueue(
      toolMessage([{ id: 'l1', name: 'Leak', input: {} }, { id: 'p1', name: 'Peek', input: { path: 'a.txt' } }], 'Checking env'),
      toolMessage([{ id: 'w1', name: 'Put', input: { path: 'out.txt', text: 'hello' } }]),
      textMessage('Wrote out.txt'),
    );
    const live = await h.run({ transcriptPath });
    expect(live.conclusion).toBe('success');
    // The model did receive the secret (the tool printed it) but the file never holds it.
    expect(JSON.stringify(api.requests[1]?.body)).toContain(LEAKED_SECRET);
    const text = readFileSync(transcriptPath, 'utf8');
    expect(text).not.toContain(LEAKED_SECRET);
    expect(text).not.toContain('sk-ant-test-0123456789abcdefghij');
    const lines = readTranscript(transcriptPath);
    // Tool lines land when calls end: streamed reads may finish before their message does.
    expect(lines.filter((l) => l.type !== 'tool').map((l) => l.type)).toEqual([
      'run_start', 'request', 'response', 'turn_end',
      'request', 'response', 'turn_end',
      'request', 'response', 'turn_end', 'run_end',
    ]);
    expect(lines.flatMap((l) => (l.type === 'tool' ? [l.id] : [])).sort()).toEqual(['l1', 'p1', 'w1']);
    const requests = lines.filter((l) => l.type === 'request');
    // Only new messages per request: task; then response + results; then the same again.
    expect(requests.map((r) => (r.type === 'request' ? r.messages.length : -1))).toEqual([1, 2, 2]);
    const tool = lines.find((l) => l.type === 'tool' && l.id === 'w1');
    expect(tool).toMatchObject({ name: 'Put', verdict: 'ok', summary: 'out.txt' });

    // Replay: a fresh workspace, the replay client, the same loop and tools.
    const r = agentHarness(api);
    const client = await createReplayClient(transcriptPath);
    expect(client.model).toBe('claude-sonnet-5-5');
    const replayed = await runAgent({
      client,
      executor: r.executor,
      tools: r.tools,
      system: { repository: 'octo/demo', policyDescription: 'all' },
      task: 'Do the thing.',
      limits: { maxTurns: 10, timeoutMs: 60_000 },
      emit: (e) => r.events.push(e),
      runId: 'replay-1',
    });
    expect(replayed.conclusion).toBe('success');
    expect(toolEnds(r.events).map((e) => [e.id, e.name, e.verdict])).toEqual(toolEnds(h.events).map((e) => [e.id, e.name, e.verdict]));
    expect(readFileSync(path.join(r.cwd, 'out.txt'), 'utf8')).toBe('hello');
    expect(replayed.finalText).toBe('Wrote out.txt');
  });

  test('a hand-written script plays back; past its end the model just ends its turn', async () => {
    const dir = tmpDir();
    const script = path.join(dir, 'demo.jsonl');
    writeFileSync(
      script,
      `${JSON.stringify({ type: 'response', turn: 1, message: { content: [{ type: 'text', text: 'Reading.' }, { type: 'tool_use', id: 't1', name: 'Peek', input: { path: 'a.txt' } }], stop_reason: 'tool_use', usage: { input_tokens: 10, output_tokens: 5 } } })}\n`,
    );
    const h = agentHarness(api);
    const result = await runAgent({
      client: await createReplayClient(script),
      executor: h.executor,
      tools: h.tools,
      system: { repository: 'octo/demo', policyDescription: 'all' },
      task: 'demo',
      limits: { maxTurns: 5, timeoutMs: 60_000 },
      emit: (e) => h.events.push(e),
      runId: 'demo',
    });
    expect(result).toMatchObject({ conclusion: 'success', turns: 2, toolCalls: 1, finalText: 'Reading.' });
    expect(result.usage.input_tokens).toBe(10);
    expect(toolEnds(h.events)[0]).toMatchObject({ id: 't1', verdict: 'ok', content: 'alpha\n' });
    expect(ofType(h.events, 'turn_end').map((e) => e.stopReason)).toEqual(['tool_use', 'end_turn']);
  });

  test('writes survive a crash: every line is on disk before close', () => {
    const dir = tmpDir();
    const file = path.join(dir, 't.jsonl');
    const redactor = new Redactor();
    redactor.add('supersecretvalue');
    const writer = new TranscriptWriter(file, redactor);
    writer.record({ type: 'notice', level: 'info', message: 'token supersecretvalue here' });
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify({ type: 'event', event: { type: 'notice', level: 'info', message: 'token *** here' } })}\n`);
  });
});

describe('marshal replay', () => {
  async function recordBuiltinRun(cwd: string, transcriptPath: string) {
    writeFileSync(path.join(cwd, 'README.md'), '# demo\n');
    writeFileSync(path.join(cwd, 'loose.yml'), 'version: 1\nallow: [Read, "Edit(**)", "Bash(echo:*)"]\n');
    const policy = await loadPolicy({ cwd, path: 'loose.yml' });
    const registry = createBuiltinRegistry();
    const executor = createExecutor({ registry, cwd, emit: () => {}, exec: runCommand, spillDir: path.join(tmpDir(), 'spill'), permission: policyPermission(policy) });
    api.enqueue(
      toolMessage([{ id: 'b1', name: 'Read', input: { file_path: 'README.md' } }]),
      toolMessage([{ id: 'b2', name: 'Bash', input: { command: 'echo hi' } }, { id: 'b3', name: 'Write', input: { file_path: 'notes.md', content: 'x\n' } }]),
      toolMessage([{ id: 'b4', name: 'Bash', input: { command: 'rm -rf build' } }]),
      textMessage('done'),
    );
    const h = agentHarness(api);
    const transcript = new TranscriptWriter(transcriptPath);
    const result = await runAgent({
      client: h.client(),
      executor,
      tools: registry.list(),
      system: { repository: 'octo/demo', policyDescription: policy.describe() },
      task: 'demo',
      limits: { maxTurns: 10, timeoutMs: 60_000 },
      emit: () => {},
      transcript,
      runId: 'rec',
    });
    await transcript.close();
    expect(result.conclusion).toBe('success');
  }

  test('against a stricter policy, reports the calls whose decision changed', async () => {
    const cwd = tmpDir();
    const transcriptPath = path.join(tmpDir(), 'run.jsonl');
    await recordBuiltinRun(cwd, transcriptPath);
    writeFileSync(path.join(cwd, 'strict.yml'), 'version: 1\nallow: [Read]\n');

    // --policy is the shell's path (not --cwd's); a changed decision exits 1.
    const { code, out } = await captureStdout(() => runReplayCommand([transcriptPath, '--policy', path.join(cwd, 'strict.yml'), '--cwd', cwd]));
    expect(code).toBe(1);
    expect(out).toMatch(/2 of 4 call\(s\) would be decided differently/);
    expect(out).toMatch(/! +2\. Bash echo hi\n +recorded: ok +now: deny/);
    expect(out).toMatch(/! +3\. Write notes\.md/);

    const json = await captureStdout(() => runReplayCommand([transcriptPath, '--policy', path.join(cwd, 'strict.yml'), '--cwd', cwd, '--json']));
    expect(json.code).toBe(1);
    const parsed = JSON.parse(json.out) as { changed: number; calls: Array<{ id: string; recorded: string; decision: string; changed: boolean }> };
    expect(parsed.changed).toBe(2);
    expect(parsed.calls.map((c) => [c.id, c.recorded, c.decision, c.changed])).toEqual([
      ['b1', 'ok', 'allow', false],
      ['b2', 'ok', 'deny', true],
      ['b3', 'ok', 'deny', true],
      ['b4', 'denied', 'deny', false],
    ]);
  });

  test('the same policy changes nothing; a looser one flips the recorded denial', async () => {
    const cwd = tmpDir();
    const transcriptPath = path.join(tmpDir(), 'run.jsonl');
    await recordBuiltinRun(cwd, transcriptPath);
    const same = await loadPolicy({ cwd, path: 'loose.yml' });
    const calls = (await import('../../src/agent/transcript.js')).toolCallsOf(readTranscript(transcriptPath));
    expect((await replayDecisions(calls, same, createBuiltinRegistry(), cwd)).filter((c) => c.changed)).toEqual([]);
    writeFileSync(path.join(cwd, 'open.yml'), 'version: 1\nallow: [Read, "Edit(**)", "Bash(echo:*)", "Bash(rm:*)"]\n');
    const open = await loadPolicy({ cwd, path: 'open.yml' });
    const flipped = (await replayDecisions(calls, open, createBuiltinRegistry(), cwd)).filter((c) => c.changed);
    expect(flipped.map((c) => c.id)).toEqual(['b4']);
  });

  test('bad input exits 2', async () => {
    const errSpy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runReplayCommand([])).toBe(2);
      expect(await runReplayCommand([path.join(tmpDir(), 'missing.jsonl')])).toBe(2);
      const bad = path.join(tmpDir(), 'bad.jsonl');
      writeFileSync(bad, 'not json\n');
      expect(await runReplayCommand([bad])).toBe(2);
      const ok = path.join(tmpDir(), 'ok.jsonl');
      writeFileSync(ok, '');
      expect(await runReplayCommand([ok, '--policy', 'nope.yml', '--cwd', tmpDir()])).toBe(2);
    } finally {
      errSpy.mockRestore();
    }
  });
});
