/**
 * Builds realistic event sequences for the report tests and feeds them through a real
 * RunRecorder, plus a small structural reader of the rendered markdown (fences and <details>
 * outside fences) so tests can check that hostile text stayed inside its block.
 */
import type { MarshalEvent, Usage, Verdict } from '../../src/shared/events.js';
import { RunRecorder, type ReportContext, type RunRecord } from '../../src/report/index.js';

export const usage = (input = 1000, output = 200, cacheRead = 0, cacheWrite = 0): Usage => ({
  input_tokens: input,
  output_tokens: output,
  cache_read_input_tokens: cacheRead,
  cache_creation_input_tokens: cacheWrite,
});

export interface CallSpec {
  id?: string;
  name?: string;
  input?: unknown;
  summary?: string;
  verdict?: Verdict;
  rule?: string | null;
  reason?: string | null;
  denialSource?: 'policy' | 'plan-mode' | 'protected-path' | 'hook';
  durationMs?: number;
  content?: string;
  exitCode?: number | null;
  diff?: string;
  fullOutputPath?: string;
}

let counter = 0;

export function callEvents(spec: CallSpec): MarshalEvent[] {
  const id = spec.id ?? `toolu_${++counter}`;
  const name = spec.name ?? 'Bash';
  const input = spec.input ?? { command: spec.summary ?? 'npm test' };
  const summary = spec.summary ?? 'npm test';
  const verdict = spec.verdict ?? 'ok';
  const details: Record<string, unknown> = {};
  if (spec.exitCode !== undefined) details.exitCode = spec.exitCode;
  if (spec.diff !== undefined) details.diff = spec.diff;
  return [
    { type: 'tool_start', id, name, input, class: name === 'Read' ? 'read' : 'serial-mutation', summary },
    {
      type: 'tool_end',
      id,
      name,
      input,
      summary,
      verdict,
      rule: spec.rule ?? null,
      reason: spec.reason ?? null,
      ...(spec.denialSource ? { denialSource: spec.denialSource } : {}),
      durationMs: spec.durationMs ?? 120,
      isError: verdict !== 'ok',
      content: spec.content ?? (verdict === 'ok' ? 'done' : spec.reason ?? 'error'),
      ...(Object.keys(details).length ? { details } : {}),
      ...(spec.fullOutputPath ? { fullOutputPath: spec.fullOutputPath } : {}),
    },
  ];
}

export function turn(n: number, calls: CallSpec[], u: Usage = usage()): MarshalEvent[] {
  return [
    { type: 'turn_start', turn: n },
    ...calls.flatMap(callEvents),
    { type: 'turn_end', turn: n, stopReason: calls.length ? 'tool_use' : 'end_turn', usage: u },
  ];
}

export function runEnd(overrides: Partial<Extract<MarshalEvent, { type: 'run_end' }>> = {}): MarshalEvent {
  return {
    type: 'run_end',
    conclusion: 'success',
    reason: 'the agent finished',
    turns: 2,
    usage: usage(2000, 400, 5000, 1000),
    costUsd: 0.0123,
    finalText: 'Fixed the flaky test by awaiting the server start.',
    ...overrides,
  };
}

/** Feeds events to a recorder whose clock advances 1 s per event. */
export function record(events: MarshalEvent[]): RunRecord {
  let t = 0;
  const recorder = new RunRecorder(() => (t += 1000));
  for (const event of events) recorder.sink(event);
  return recorder.snapshot();
}

/** A typical run: reads, a failing test, a denied push, an edit, a passing test. */
export function typicalRun(): MarshalEvent[] {
  return [
    { type: 'run_start', runId: 'r1', task: 'fix the flaky test', model: 'claude-test', at: '2026-01-01T00:00:00Z' },
    ...turn(1, [
      { name: 'Read', summary: 'test/server.test.js', input: { file_path: 'test/server.test.js' }, content: 'test("starts", ...)' },
      { name: 'Bash', summary: 'npm test', verdict: 'failed', exitCode: 1, content: 'FAIL test/server.test.js\nexpected 200, got ECONNREFUSED', reason: 'exit code 1' },
    ]),
    ...turn(2, [
      { name: 'Bash', summary: 'git push origin HEAD:main', verdict: 'denied', rule: 'Bash(git push:*)', reason: 'git push is denied by the policy', denialSource: 'policy' },
      { name: 'Edit', summary: 'test/server.test.js', input: { file_path: 'test/server.test.js', old_string: 'start()', new_string: 'await start()' }, diff: '@@ -1 +1 @@\n-start()\n+await start()\n' },
      { name: 'Bash', summary: 'npm test', exitCode: 0, content: 'PASS test/server.test.js' },
    ]),
    runEnd(),
  ];
}

export function context(overrides: Partial<ReportContext> = {}): ReportContext {
  return {
    runUrl: 'http://127.0.0.1:9/acme/app/actions/runs/42',
    repository: 'acme/app',
    model: 'claude-test',
    policySource: '.github/marshal.yml@main',
    trigger: '@alice on #12: fix the flaky test',
    diff: fileDiff('test/server.test.js', ['-start()', '+await start()']),
    diffStat: ' test/server.test.js | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n',
    diffPath: '/tmp/marshal/diff.patch',
    transcriptPath: '/tmp/marshal/transcript.jsonl',
    ...overrides,
  };
}

export function fileDiff(path: string, lines: string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    'index 1111111..2222222 100644',
    `--- a/${path}`,
    `+++ b/${path}`,
    `@@ -1,${lines.length} +1,${lines.length} @@`,
    ...lines,
    '',
  ].join('\n');
}

export interface Structure {
  /** Lines outside any fenced code block. */
  outside: string[];
  /** `<details>` opened minus closed, outside fences, at the end (0 when balanced). */
  openDetails: number;
  /** A fence still open at the end. */
  unclosedFence: boolean;
}

/** Reads fences the way CommonMark does: a fence closes only with at least as many backticks. */
export function structure(markdown: string): Structure {
  const outside: string[] = [];
  let fence: string | null = null;
  let openDetails = 0;
  for (const line of markdown.split('\n')) {
    const bare = line.replace(/^(?:>\s?)+/, '');
    const marker = /^\s{0,3}(`{3,}|~{3,})(.*)$/.exec(bare);
    if (fence) {
      if (marker && marker[1]![0] === fence[0] && marker[1]!.length >= fence.length && !marker[2]!.trim()) fence = null;
      continue;
    }
    if (marker) {
      fence = marker[1]!;
      continue;
    }
    outside.push(line);
    openDetails += (line.match(/<details[ >]/g) ?? []).length;
    openDetails -= (line.match(/<\/details>/g) ?? []).length;
  }
  return { outside, openDetails, unclosedFence: fence !== null };
}
